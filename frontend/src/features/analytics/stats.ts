import { type Analytics, ANALYTICS_DAYS, TOP_TAGS } from '@lumen/contracts';

/** SPEC §2 empty states. */
export const ANALYTICS_EMPTY = Object.freeze({
  views: 'No view data yet',
  streak: 'No streak data yet',
  insights: 'No insights yet',
  topics: 'No view data by topic yet',
});

/** Saved insights as a share of all insights, one decimal; 0.0% when there are none. */
export const savedPercentage = (savedCount: number, totalInsights: number): string =>
  `${(totalInsights > 0 ? (savedCount / totalInsights) * 100 : 0).toFixed(1)}%`;

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const activityLabel = (hasActivity: unknown) => (Number(hasActivity) === 1 ? 'Active' : 'Inactive');

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a local day from the server) as 'Jan 5'; anything else as it came. */
export function shortDate(day: unknown): string {
  const text = String(day);
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) ? DAY_FORMAT.format(date) : text;
}

/** What the charts draw, kept to the spec's windows (30 days, top 10 tags). */
export function chartData(analytics: Analytics) {
  const viewsByDate = analytics.viewsByDate.slice(-ANALYTICS_DAYS);
  const streakHistory = analytics.streakHistory.slice(-ANALYTICS_DAYS);
  return {
    viewsByDate: viewsByDate.some((day) => day.count > 0) ? viewsByDate : null,
    streakHistory: streakHistory.some((day) => day.hasActivity === 1) ? streakHistory : null,
    insightSources:
      analytics.totalInsights > 0
        ? [
            { name: 'AI Generated', value: analytics.aiGeneratedCount },
            { name: 'Manual', value: analytics.manualInsightsCount },
          ]
        : null,
    viewsByTag: analytics.viewsByTag.length > 0 ? analytics.viewsByTag.slice(0, TOP_TAGS) : null,
  };
}
