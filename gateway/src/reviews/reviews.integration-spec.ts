import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiClient, requireEnv } from '../../../infra/test/support/api-client.js';

type Card = { id: string; text: string; isEphemeral: boolean } & Record<string, unknown>;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The test stack makes saved insights due 2 s after saving (REVIEW_FIRST_DUE_SECONDS). */
const FIRST_DUE_MS = 2000;

async function savedInsight(interest = 'science of happiness') {
  const learner = new ApiClient();
  await learner.post('/api/preferences', { learningInterest: interest, onboardingCompleted: true });
  const card = (await learner.get('/api/feed/next')).data as unknown as Card;
  const { id: _id, isEphemeral: _e, createdAt: _c, ...body } = card;
  const id = String((await learner.post('/api/insights/persist', body)).data.id);
  await learner.post('/api/saved', { insightId: id });
  return { learner, id };
}

const dueIds = async (learner: ApiClient) =>
  ((await learner.get('/api/reviews/due')).data as unknown as Array<{ insight: { id: string } }>).map(
    (d) => d.insight.id,
  );

describe('reviews', () => {
  it('a saved insight falls due, comes back in the feed, and a rating moves its due date on', async () => {
    const { learner, id } = await savedInsight();
    expect(await dueIds(learner)).toEqual([]);
    await pause(FIRST_DUE_MS + 300);
    expect(await dueIds(learner)).toEqual([id]);

    const next = await Promise.all(
      [1, 2].map(async () => (await learner.get('/api/feed/next')).data as unknown as Card),
    );
    expect(next.some((card) => card.id === id && !card.isEphemeral)).toBe(true);

    const rated = await learner.post(`/api/reviews/${id}`, { quality: 4 });
    expect(rated.status).toBe(200);
    expect(Date.parse(String(rated.data.due)) - Date.now()).toBeGreaterThan(12 * 3600_000);
    expect(rated.data).toMatchObject({ insightId: id, quality: 4, reps: 1 });
    expect(await dueIds(learner)).toEqual([]);
  });

  it('removing the saved insight ends its schedule', async () => {
    const { learner, id } = await savedInsight();
    await learner.request('DELETE', `/api/saved/${id}`);
    await pause(FIRST_DUE_MS + 300);
    expect(await dueIds(learner)).toEqual([]);
    expect((await learner.post(`/api/reviews/${id}`, { quality: 3 })).status).toBe(404);
  });

  it.each([[{}], [{ quality: 6 }], [{ quality: -1 }], [{ quality: 2.5 }], [{ quality: '3' }], [{ quality: null }]])(
    'rejects %j naming quality',
    async (body) => {
      const { learner, id } = await savedInsight();
      const res = await learner.post(`/api/reviews/${id}`, body);
      expect(res.status).toBe(400);
      expect(res.data.field).toBe('quality');
    },
  );

  it("reviews only the learner's own saved insights", async () => {
    const { id } = await savedInsight();
    const other = new ApiClient();
    expect((await other.post(`/api/reviews/${id}`, { quality: 4 })).status).toBe(404);
    expect((await other.post('/api/reviews/not-a-uuid', { quality: 4 })).status).toBe(400);
    expect(await dueIds(other)).toEqual([]);
  });
});

describe('analytics from durable events', () => {
  const redis = new Redis(requireEnv('REDIS_URL'), { maxRetriesPerRequest: null });
  const queue = new Queue('events-analytics', { connection: redis, prefix: 'lumen-test' });

  afterAll(async () => {
    await queue.close();
    await redis.quit();
  });

  const drained = async () => {
    for (let i = 0; i < 100; i += 1) {
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed');
      if (Object.values(counts).every((n) => n === 0)) return;
      await pause(100);
    }
  };

  async function learnerWithId() {
    const learner = new ApiClient();
    const id = String((await learner.get('/api/auth/me')).data.id);
    return { learner, id };
  }

  const viewEvent = (userId: string, at: Date, eventId = randomUUID()) => ({
    eventId,
    userId,
    insightId: randomUUID(),
    tags: ['art', 'stories'],
    origin: 'library',
    at: at.toISOString(),
    timeZone: 'Pacific/Kiritimati',
  });

  it('counts an event delivered twice once', async () => {
    const { learner, id } = await learnerWithId();
    const event = viewEvent(id, new Date());
    await queue.add('insight.viewed', event, { jobId: `dup-a-${event.eventId}` });
    await queue.add('insight.viewed', event, { jobId: `dup-b-${event.eventId}` });
    await drained();
    const analytics = (await learner.get('/api/analytics')).data;
    expect(analytics.totalViews).toBe(1);
    expect(analytics.viewsByTag).toEqual([
      { tag: 'art', count: 1 },
      { tag: 'stories', count: 1 },
    ]);
  });

  it('counts consecutive local days in a time zone far from UTC, and a missed day resets', async () => {
    const { learner, id } = await learnerWithId();
    const now = Date.now();
    for (const daysAgo of [0, 1, 2])
      await queue.add('insight.viewed', viewEvent(id, new Date(now - daysAgo * 86_400_000)));
    const { learner: other, id: otherId } = await learnerWithId();
    for (const daysAgo of [2, 3])
      await queue.add('insight.viewed', viewEvent(otherId, new Date(now - daysAgo * 86_400_000)));
    await drained();
    const zone = { 'x-time-zone': 'Pacific/Kiritimati' };
    expect((await learner.get('/api/streak', zone)).data.currentStreak).toBe(3);
    expect((await other.get('/api/streak', zone)).data.currentStreak).toBe(0);
    const history = (await learner.get('/api/analytics', zone)).data.streakHistory as Array<{ hasActivity: number }>;
    expect(history).toHaveLength(30);
    expect(history.slice(-3).map((d) => d.hasActivity)).toEqual([1, 1, 1]);
  });

  it("keeps every learner's analytics apart", async () => {
    const { learner } = await learnerWithId();
    const analytics = (await learner.get('/api/analytics')).data;
    expect(analytics).toMatchObject({
      totalViews: 0,
      totalInsights: 0,
      savedCount: 0,
      totalReviews: 0,
      viewsByTag: [],
    });
  });
});
