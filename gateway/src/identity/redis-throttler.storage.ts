import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_ENV, REDIS, type BaseEnv } from '@lumen/platform';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/** Counts requests in Redis, so the limit holds across every gateway replica. */
@Injectable()
export class RedisThrottlerStorage implements ThrottlerStorage {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {}

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, name: string) {
    const redisKey = `${this.env.QUEUE_PREFIX}:throttle:${name}:${key}`;
    const [[, hits], [, pttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
      [Error | null, number],
      [Error | null, number],
    ];
    if (pttl < 0) await this.redis.pexpire(redisKey, ttl);
    const timeToExpire = Math.ceil((pttl < 0 ? ttl : pttl) / 1000);
    const isBlocked = hits > limit;
    return { totalHits: hits, timeToExpire, isBlocked, timeToBlockExpire: isBlocked ? timeToExpire : 0 };
  }
}
