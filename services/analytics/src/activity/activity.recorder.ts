import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventPayload } from '@lumen/contracts';
import { EventConsumer } from '@lumen/platform';
import { DataSource, type EntityManager } from 'typeorm';
import { localDay } from '../streak/streak.js';

type Tx = EntityManager;

/**
 * Turns the durable events into per-learner aggregates. Each event is applied once: its id is
 * recorded in the same transaction as its effect.
 */
@Injectable()
export class ActivityRecorder implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventConsumer,
  ) {}

  onModuleInit(): void {
    this.events.on('insight.viewed', (e) => this.once(e.eventId, (tx) => this.viewed(tx, e)));
    this.events.on('insight.reviewed', (e) => this.once(e.eventId, (tx) => this.reviewed(tx, e)));
    this.events.on('insight.saved', (e) => this.once(e.eventId, (tx) => this.saved(tx, e)));
    this.events.on('insight.generated', (e) => this.once(e.eventId, (tx) => this.generated(tx, e)));
  }

  private async once(eventId: string, apply: (tx: Tx) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const fresh = await tx.query(
        'INSERT INTO analytics.processed_events (event_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING event_id',
        [eventId],
      );
      if (fresh.length) await apply(tx);
    });
  }

  private async viewed(tx: Tx, e: EventPayload<'insight.viewed'>): Promise<void> {
    const viewedAt = new Date(e.at);
    const day = localDay(viewedAt, e.timeZone);
    await tx.query(
      'INSERT INTO analytics.views (user_id, insight_id, tags, viewed_at, day) VALUES ($1, $2, $3, $4, $5)',
      [e.userId, e.insightId, e.tags, viewedAt, day],
    );
    await this.countDay(tx, e.userId, day, 'views');
    for (const tag of new Set(e.tags)) {
      await tx.query(
        `INSERT INTO analytics.tag_views (user_id, tag, views) VALUES ($1, $2, 1)
         ON CONFLICT (user_id, tag) DO UPDATE SET views = analytics.tag_views.views + 1`,
        [e.userId, tag],
      );
    }
    await this.metInsight(tx, e.userId, e.insightId, e.origin === 'llm');
  }

  private async reviewed(tx: Tx, e: EventPayload<'insight.reviewed'>): Promise<void> {
    await this.countDay(tx, e.userId, localDay(new Date(e.at), e.timeZone), 'reviews');
  }

  private async saved(tx: Tx, e: EventPayload<'insight.saved'>): Promise<void> {
    const sql = e.saved
      ? 'INSERT INTO analytics.saved_insights (user_id, insight_id) VALUES ($1, $2) ON CONFLICT DO NOTHING'
      : 'DELETE FROM analytics.saved_insights WHERE user_id = $1 AND insight_id = $2';
    await tx.query(sql, [e.userId, e.insightId]);
  }

  private async generated(tx: Tx, e: EventPayload<'insight.generated'>): Promise<void> {
    await this.metInsight(tx, e.userId, e.insightId, e.generatedBy === 'llm');
  }

  /** A day counts for the streak when the learner viewed or reviewed at least one insight. */
  private async countDay(tx: Tx, userId: string, day: string, column: 'views' | 'reviews'): Promise<void> {
    await tx.query(
      `INSERT INTO analytics.daily_activity (user_id, day, ${column}) VALUES ($1, $2, 1)
       ON CONFLICT (user_id, day) DO UPDATE SET ${column} = analytics.daily_activity.${column} + 1`,
      [userId, day],
    );
    await tx.query('INSERT INTO analytics.activity_days (user_id, day) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      day,
    ]);
  }

  private async metInsight(tx: Tx, userId: string, insightId: string, ai: boolean): Promise<void> {
    await tx.query(
      'INSERT INTO analytics.learner_insights (user_id, insight_id, ai) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [userId, insightId, ai],
    );
  }
}
