import { startIsolatedStack, type IsolatedStack } from '../../../infra/test/support/isolated-stack.js';
import { ApiClient } from '../../../infra/test/support/api-client.js';
// @ts-expect-error plain JavaScript launcher module
import { waitForHttp } from '../../../infra/lib/apps.mjs';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('analytics down, activity goes on, nothing is lost', () => {
  let stack: IsolatedStack;

  beforeAll(async () => {
    stack = await startIsolatedStack('analytics-recovery');
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('counts views and saves made while the analytics service was stopped', async () => {
    const learner = new ApiClient(stack.api.baseUrl);
    await learner.post('/api/preferences', { learningInterest: 'art', onboardingCompleted: true });
    const card = (await learner.get('/api/feed/next')).data as Record<string, unknown>;
    const { id: _id, isEphemeral: _e, createdAt: _c, ...body } = card;
    const id = String((await learner.post('/api/insights/persist', body)).data.id);

    await stack.apps.stop('analytics');
    expect((await learner.post('/api/saved', { insightId: id })).status).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await learner.post(`/api/views/${id}`)).status).toBe(200);
    expect((await learner.get('/api/analytics')).status).toBe(503);

    await stack.apps.start('analytics');
    await waitForHttp(`${stack.api.baseUrl}/api/health`, { timeoutMs: 30_000, expectStatus: 200 });
    let analytics: Record<string, unknown> = {};
    for (let i = 0; i < 50 && analytics.totalViews !== 3; i += 1) {
      analytics = (await learner.get('/api/analytics')).data;
      await pause(200);
    }
    expect(analytics).toMatchObject({ totalViews: 3, savedCount: 1, totalInsights: 1, currentStreak: 1 });
  }, 60_000);
});
