import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { writtenInsightSchema, type WrittenInsight } from '@lumen/contracts';
import { PLATFORM_ENV, REDIS, type BaseEnv } from '@lumen/platform';
import type { Redis } from 'ioredis';

const DRAFT_TTL_SECONDS = 30 * 86_400;
const textHash = (text: string) =>
  createHash('sha256').update(text.toLowerCase().replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 32);

/** Remembers what was served to whom, so a learner can save it later and no one can forge one. */
@Injectable()
export class DraftStore {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PLATFORM_ENV) private readonly env: BaseEnv,
  ) {}

  private key(userId: string, text: string): string {
    return `${this.env.QUEUE_PREFIX}:feed:draft:${userId}:${textHash(text)}`;
  }

  async remember(userId: string, draft: WrittenInsight): Promise<void> {
    await this.redis.set(this.key(userId, draft.text), JSON.stringify(draft), 'EX', DRAFT_TTL_SECONDS);
  }

  async find(userId: string, text: string): Promise<WrittenInsight | undefined> {
    const raw = await this.redis.get(this.key(userId, text));
    if (!raw) return undefined;
    const parsed = writtenInsightSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  }
}
