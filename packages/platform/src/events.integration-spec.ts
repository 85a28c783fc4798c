import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ApiClient, requireEnv } from '../../../infra/test/support/api-client.js';
import { baseEnvSchema, type BaseEnv } from './env.js';
import { EventBus, EventConsumer } from './events.js';
import type { PlatformOptions } from './platform.module.js';

const waitFor = async <T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('event bus over BullMQ (real Redis)', () => {
  const env: BaseEnv = { ...baseEnvSchema.parse(process.env), QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}` };
  const redis = new Redis(requireEnv('REDIS_URL'), { maxRetriesPerRequest: null });
  const options = { name: 'analytics', env } as PlatformOptions;
  const bus = new EventBus(redis, env);

  afterAll(async () => {
    await bus.onModuleDestroy();
    await redis.quit();
  });

  it('keeps events published while the consumer is down and delivers them when it starts', async () => {
    const userId = randomUUID();
    await bus.publish('learner.onboarded', { userId, learningInterest: 'tea', at: new Date().toISOString() });
    const received: string[] = [];
    const consumer = new EventConsumer(redis, env, options);
    consumer.on('learner.onboarded', async (event) => void received.push(event.userId));
    consumer.onApplicationBootstrap();
    await waitFor(async () => (received.includes(userId) ? true : undefined));
    await consumer.onModuleDestroy();
  });

  it('delivers an event published twice with the same dedupe key once', async () => {
    const userId = randomUUID();
    const event = { userId, learningInterest: 'tea', at: new Date().toISOString() };
    await bus.publish('learner.onboarded', event, userId);
    await bus.publish('learner.onboarded', event, userId);
    const received: string[] = [];
    const consumer = new EventConsumer(redis, env, options);
    consumer.on('learner.onboarded', async (e) => void received.push(e.userId));
    consumer.onApplicationBootstrap();
    await waitFor(async () => (received.includes(userId) ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.filter((id) => id === userId)).toHaveLength(1);
    await consumer.onModuleDestroy();
  });

  it('refuses an event that does not match its schema', async () => {
    await expect(bus.publish('learner.onboarded', { userId: 'nope' } as never)).rejects.toThrow();
  });

  it('refuses a handler in a service that is not a consumer of the event', () => {
    const consumer = new EventConsumer(redis, env, { name: 'billing', env } as PlatformOptions);
    expect(() => consumer.on('learner.onboarded', async () => undefined)).toThrow(/not a consumer/);
  });
});

describe('onboarding reaches analytics through the durable event', () => {
  it('records the learner in the analytics schema', async () => {
    const learner = new ApiClient();
    await learner.post('/api/preferences', { learningInterest: 'science of happiness', onboardingCompleted: true });
    const id = String((await learner.get('/api/auth/me')).data.id);
    const db = new pg.Client(requireEnv('DATABASE_URL'));
    await db.connect();
    try {
      const row = await waitFor(async () => {
        const result = await db.query('SELECT learning_interest FROM analytics.learners WHERE user_id = $1', [id]);
        return result.rows[0] as { learning_interest: string } | undefined;
      });
      expect(row.learning_interest).toBe('science of happiness');
    } finally {
      await db.end();
    }
  });
});
