import { Inject, Injectable } from '@nestjs/common';
import { writtenInsightSchema, type WrittenInsight } from '@lumen/contracts';
import { PLATFORM_ENV, REDIS, type BaseEnv } from '@lumen/platform';
import type { Redis } from 'ioredis';

/** No insight repeats for a learner within this many cards. */
export const NO_REPEAT_WINDOW = 500;
/** A due review shown but not rated comes back after this long at the earliest. */
const REVIEW_REST_SECONDS = 600;

/**
 * Per learner, in Redis: the ready insights ahead (`buf`, a list) and the keys of the last 500
 * served (`seen`, a sorted set scored by serving order, so membership is one lookup).
 */
@Injectable()
export class FeedBuffer {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {}

  private bufKey = (userId: string) => `${this.env.QUEUE_PREFIX}:feed:buf:${userId}`;
  private seenKey = (userId: string) => `${this.env.QUEUE_PREFIX}:feed:seen:${userId}`;

  /** The next buffered insight not served recently (a refill racing the library path may repeat one). */
  async pop(userId: string): Promise<WrittenInsight | undefined> {
    for (;;) {
      const raw = await this.redis.lpop(this.bufKey(userId));
      if (!raw) return undefined;
      const parsed = writtenInsightSchema.safeParse(JSON.parse(raw));
      if (parsed.success && !(await this.wasServed(userId, parsed.data.key))) return parsed.data;
    }
  }

  async wasServed(userId: string, key: string): Promise<boolean> {
    return (await this.redis.zscore(this.seenKey(userId), key)) !== null;
  }

  async length(userId: string): Promise<number> {
    return this.redis.llen(this.bufKey(userId));
  }

  /** Keys a writer must not produce now: the recently seen and the already buffered. */
  async excluded(userId: string): Promise<string[]> {
    const [seen, buffered] = await Promise.all([
      this.redis.zrevrange(this.seenKey(userId), 0, NO_REPEAT_WINDOW - 1),
      this.redis.lrange(this.bufKey(userId), 0, -1),
    ]);
    const bufferedKeys = buffered.map((raw) => (JSON.parse(raw) as { key: string }).key);
    return [...bufferedKeys, ...seen];
  }

  async push(userId: string, insights: readonly WrittenInsight[]): Promise<void> {
    if (insights.length) await this.redis.rpush(this.bufKey(userId), ...insights.map((i) => JSON.stringify(i)));
  }

  /** Records a serving; the oldest beyond the window are forgotten. */
  async markServed(userId: string, key: string): Promise<void> {
    const seen = this.seenKey(userId);
    const order = await this.redis.incr(`${seen}:n`);
    await this.redis
      .multi()
      .zadd(seen, order, key)
      .zremrangebyrank(seen, 0, -(NO_REPEAT_WINDOW + 1))
      .exec();
  }

  /** Due reviews alternate with new cards, and one skipped without a rating rests a while. */
  async takeReviewTurn(userId: string): Promise<boolean> {
    const key = `${this.env.QUEUE_PREFIX}:feed:last-review:${userId}`;
    return (await this.redis.del(key)) === 0;
  }

  async markReviewServed(userId: string, insightId: string): Promise<void> {
    await this.redis
      .multi()
      .set(`${this.env.QUEUE_PREFIX}:feed:last-review:${userId}`, '1', 'EX', 3600)
      .set(`${this.env.QUEUE_PREFIX}:feed:review-shown:${userId}:${insightId}`, '1', 'EX', REVIEW_REST_SECONDS)
      .exec();
  }

  async reviewResting(userId: string, insightId: string): Promise<boolean> {
    return (await this.redis.exists(`${this.env.QUEUE_PREFIX}:feed:review-shown:${userId}:${insightId}`)) === 1;
  }

  async clearBuffer(userId: string): Promise<void> {
    await this.redis.del(this.bufKey(userId));
  }

  async clearHistory(userId: string): Promise<number> {
    const seen = await this.redis.zcard(this.seenKey(userId));
    await this.redis.del(this.seenKey(userId), `${this.seenKey(userId)}:n`, this.bufKey(userId));
    return seen;
  }
}
