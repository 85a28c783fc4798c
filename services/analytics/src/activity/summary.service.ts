import { Injectable } from '@nestjs/common';
import { ANALYTICS_DAYS, TOP_TAGS, type Analytics } from '@lumen/contracts';
import { DataSource } from 'typeorm';
import { currentStreak, localDay } from '../streak/streak.js';

const DAY_MS = 86_400_000;
const STREAK_DAYS_READ = 400;

/** The last `count` local days, oldest first, ending today. */
export function lastDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

const toInt = (v: unknown) => Number(v ?? 0);
const dayString = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** GET /api/analytics from pre-aggregated rows only: a few indexed reads, whatever the history. */
@Injectable()
export class SummaryService {
  constructor(private readonly db: DataSource) {}

  async summary(userId: string, timeZone?: string, now = new Date()): Promise<Analytics> {
    const today = localDay(now, timeZone);
    const days = lastDays(today, ANALYTICS_DAYS);
    const [totals, recent, activeDays, tags, insights, saved] = await Promise.all([
      this.db.query(
        'SELECT sum(views) AS views, sum(reviews) AS reviews FROM analytics.daily_activity WHERE user_id = $1',
        [userId],
      ),
      this.db.query('SELECT day::text AS day, views FROM analytics.daily_activity WHERE user_id = $1 AND day >= $2', [
        userId,
        days[0],
      ]),
      this.db.query(
        'SELECT day::text AS day FROM analytics.activity_days WHERE user_id = $1 ORDER BY day DESC LIMIT $2',
        [userId, STREAK_DAYS_READ],
      ),
      this.db.query('SELECT tag, views FROM analytics.tag_views WHERE user_id = $1 ORDER BY views DESC, tag LIMIT $2', [
        userId,
        TOP_TAGS,
      ]),
      this.db.query(
        'SELECT count(*) AS total, count(*) FILTER (WHERE ai) AS ai FROM analytics.learner_insights WHERE user_id = $1',
        [userId],
      ),
      this.db.query('SELECT count(*) AS saved FROM analytics.saved_insights WHERE user_id = $1', [userId]),
    ]);
    const viewsOn = new Map(
      (recent as Array<{ day: unknown; views: number }>).map((r) => [dayString(r.day), toInt(r.views)]),
    );
    const active = (activeDays as Array<{ day: unknown }>).map((r) => dayString(r.day));
    const activeSet = new Set(active);
    const total = toInt(insights[0]?.total);
    const ai = toInt(insights[0]?.ai);
    return {
      totalInsights: total,
      aiGeneratedCount: ai,
      manualInsightsCount: total - ai,
      totalViews: toInt(totals[0]?.views),
      savedCount: toInt(saved[0]?.saved),
      currentStreak: currentStreak(active, today),
      totalReviews: toInt(totals[0]?.reviews),
      viewsByDate: days.map((date) => ({ date, count: viewsOn.get(date) ?? 0 })),
      streakHistory: days.map((date) => ({ date, hasActivity: activeSet.has(date) ? 1 : 0 })),
      viewsByTag: (tags as Array<{ tag: string; views: number }>).map((r) => ({ tag: r.tag, count: toInt(r.views) })),
    };
  }

  /** Clears a learner's view history; the streak's active days stay. */
  async clearViews(userId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const deleted = await tx.query('DELETE FROM analytics.views WHERE user_id = $1', [userId]);
      await tx.query('DELETE FROM analytics.tag_views WHERE user_id = $1', [userId]);
      await tx.query('UPDATE analytics.daily_activity SET views = 0 WHERE user_id = $1', [userId]);
      return toInt((deleted as [unknown, number])[1]);
    });
  }
}
