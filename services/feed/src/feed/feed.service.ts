import { Injectable, type OnModuleInit } from '@nestjs/common';
import { contentRpc, type Insight, type WrittenInsight } from '@lumen/contracts';
import { AppError, RpcClient } from '@lumen/platform';
import { InsightsService } from '../insights/insights.service.js';
import { fromDraft, fromEntity } from '../insights/insight.view.js';
import { PreferencesService } from '../preferences/preferences.service.js';
import { ReviewsService } from '../reviews/reviews.service.js';
import { DraftStore } from './draft.store.js';
import { FeedBuffer } from './feed.buffer.js';
import { RefillQueue } from './refill.queue.js';

/** Ready insights kept ahead per learner, and the level at which a refill is asked for. */
export const BUFFER_TARGET = 8;
export const REFILL_BELOW = 4;
/** A writer (LLM) may take this long inside a refill job; the learner never waits for it. */
const REFILL_TIMEOUT_MS = 90_000;
const SYNC_TIMEOUT_MS = 3_000;
/** Due reviews looked at per turn; more than this many resting at once is not worth a larger read. */
const DUE_CANDIDATES = 10;

@Injectable()
export class FeedService implements OnModuleInit {
  constructor(
    private readonly buffer: FeedBuffer,
    private readonly drafts: DraftStore,
    private readonly refills: RefillQueue,
    private readonly insights: InsightsService,
    private readonly preferences: PreferencesService,
    private readonly rpc: RpcClient,
    private readonly reviews: ReviewsService,
  ) {}

  onModuleInit(): void {
    this.refills.process((userId) => this.refill(userId));
    this.preferences.onInterestChange((userId) => this.restart(userId));
  }

  /** The next card: a due review every other card, else from the buffer, else from the library at once. */
  async next(userId: string): Promise<Insight> {
    return (await this.dueReview(userId)) ?? this.nextNew(userId);
  }

  /** Due reviews are exempt from the no-repeat rule: coming back is their point. */
  private async dueReview(userId: string): Promise<Insight | undefined> {
    if (!(await this.buffer.takeReviewTurn(userId))) return undefined;
    for (const insightId of await this.reviews.dueIds(userId, DUE_CANDIDATES)) {
      if (await this.buffer.reviewResting(userId, insightId)) continue;
      await this.buffer.markReviewServed(userId, insightId);
      return this.insights.get(insightId);
    }
    return undefined;
  }

  private async nextNew(userId: string): Promise<Insight> {
    const item = (await this.buffer.pop(userId)) ?? (await this.fromLibraryNow(userId));
    await Promise.all([this.buffer.markServed(userId, item.key), this.drafts.remember(userId, item)]);
    if ((await this.buffer.length(userId)) < REFILL_BELOW) await this.refills.request(userId);
    const stored = (await this.insights.byKeys([item.key])).get(item.key);
    return stored ? fromEntity(stored) : fromDraft(item, new Date());
  }

  async refill(userId: string): Promise<void> {
    const missing = BUFFER_TARGET - (await this.buffer.length(userId));
    if (missing <= 0) return;
    const { learningInterest } = await this.preferences.get(userId);
    const exclude = await this.buffer.excluded(userId);
    const written = await this.rpc.call(
      contentRpc.write,
      { userId, interest: learningInterest, count: missing, exclude },
      { timeoutMs: REFILL_TIMEOUT_MS },
    );
    const stillExcluded = new Set(await this.buffer.excluded(userId));
    await this.buffer.push(
      userId,
      unique(written).filter((i) => !stillExcluded.has(i.key)),
    );
  }

  /** A new interest: drop what was prepared for the old one and prepare for the new one. */
  async restart(userId: string): Promise<void> {
    await this.buffer.clearBuffer(userId);
    await this.refills.request(userId);
  }

  async clearHistory(userId: string): Promise<number> {
    return this.buffer.clearHistory(userId);
  }

  private async fromLibraryNow(userId: string): Promise<WrittenInsight> {
    const { learningInterest } = await this.preferences.get(userId);
    const exclude = await this.buffer.excluded(userId);
    const written = unique(
      await this.rpc.call(
        contentRpc.write,
        { userId, interest: learningInterest, count: REFILL_BELOW, exclude, offlineOnly: true },
        { timeoutMs: SYNC_TIMEOUT_MS },
      ),
    );
    const [first, ...rest] = written;
    if (!first) throw new AppError(503, 'No insight is available right now');
    await this.buffer.push(userId, rest);
    return first;
  }
}

const unique = (items: readonly WrittenInsight[]) =>
  items.filter((item, i) => items.findIndex((o) => o.key === item.key) === i);
