import { ApiClient } from '../../../infra/test/support/api-client.js';
import { signInAdmin, startIsolatedStack, type IsolatedStack } from '../../../infra/test/support/isolated-stack.js';

describe('admin seed on an empty catalogue', () => {
  let stack: IsolatedStack;

  beforeAll(async () => {
    stack = await startIsolatedStack('seed');
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('adds 30 varied insights once, then refuses with a clear 409', async () => {
    expect((await new ApiClient(stack.api.baseUrl).post('/api/admin/seed')).status).toBe(403);
    const admin = await signInAdmin(stack.api.baseUrl);
    const first = await admin.post('/api/admin/seed');
    expect(first.status).toBe(200);
    expect(first.data).toEqual({ message: 'Seeded 30 insights', count: 30 });
    const second = await admin.post('/api/admin/seed');
    expect(second.status).toBe(409);
  });

  it('serves seeded insights as stored, non-ephemeral cards with views counted', async () => {
    const learner = new ApiClient(stack.api.baseUrl);
    await learner.post('/api/preferences', { learningInterest: 'everything', onboardingCompleted: true });
    let stored: { id: string } | undefined;
    for (let i = 0; i < 60 && !stored; i += 1) {
      const card = (await learner.get('/api/feed/next')).data as { id: string; isEphemeral: boolean };
      if (!card.isEphemeral) stored = card;
    }
    expect(stored).toBeDefined();
    expect((await learner.post(`/api/views/${stored!.id}`)).status).toBe(200);
  });
});
