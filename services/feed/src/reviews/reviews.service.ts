import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DueItem, ReviewResult } from '@lumen/contracts';
import { EventBus, NotFoundError } from '@lumen/platform';
import { LessThanOrEqual, Repository } from 'typeorm';
import { fromEntity } from '../insights/insight.view.js';
import { FEED_ENV, type FeedEnv } from '../env.js';
import { ReviewEntity } from './review.entity.js';
import { newCard, review, reviveCard } from './scheduling.js';

/** Spaced-repetition schedules of saved insights (FSRS). */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(ReviewEntity) private readonly repo: Repository<ReviewEntity>,
    private readonly events: EventBus,
    @Inject(FEED_ENV) private readonly env: FeedEnv,
  ) {}

  /** Saving starts a schedule, first due a day later (configurable for tests). */
  async schedule(userId: string, insightId: string, now = new Date()): Promise<void> {
    const card = newCard(now, this.env.REVIEW_FIRST_DUE_SECONDS * 1000);
    await this.repo
      .createQueryBuilder()
      .insert()
      .values({ userId, insightId, card, due: card.due, reps: 0, lapses: 0 })
      .orIgnore()
      .execute();
  }

  /** Removing a saved insight ends its schedule. */
  async unschedule(userId: string, insightId: string): Promise<void> {
    await this.repo.delete({ userId, insightId });
  }

  async due(userId: string, now = new Date()): Promise<DueItem[]> {
    const rows = await this.repo.find({
      where: { userId, due: LessThanOrEqual(now) },
      relations: { insight: true },
      order: { due: 'ASC' },
      take: 200,
    });
    return rows.flatMap((row) =>
      row.insight ? [{ insight: fromEntity(row.insight), due: row.due.toISOString() }] : [],
    );
  }

  /** The earliest due insight ids, from the (user_id, due) index alone: the feed asks every other card. */
  async dueIds(userId: string, limit: number, now = new Date()): Promise<string[]> {
    const rows = await this.repo.find({
      select: { insightId: true },
      where: { userId, due: LessThanOrEqual(now) },
      order: { due: 'ASC' },
      take: limit,
    });
    return rows.map((row) => row.insightId);
  }

  async rate(userId: string, insightId: string, quality: number, timeZone?: string): Promise<ReviewResult> {
    const row = await this.repo.findOneBy({ userId, insightId });
    if (!row) throw new NotFoundError('Only your saved insights can be reviewed');
    const now = new Date();
    const card = review(reviveCard(row.card as unknown as Record<string, unknown>), quality, now);
    await this.repo.update({ userId, insightId }, { card, due: card.due, reps: card.reps, lapses: card.lapses });
    await this.events.publish('insight.reviewed', {
      eventId: randomUUID(),
      userId,
      insightId,
      quality,
      at: now.toISOString(),
      timeZone,
    });
    return { insightId, quality, due: card.due.toISOString(), reps: card.reps, lapses: card.lapses };
  }
}
