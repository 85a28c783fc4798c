import { z } from 'zod';
import { withUser } from './common.js';
import { defineRpc } from './rpc.js';

export const ANALYTICS_DAYS = 30;
export const TOP_TAGS = 10;

/** GET /api/analytics: every field of SPEC §3. Dates are the learner's local days, YYYY-MM-DD. */
export const analyticsSchema = z.object({
  totalInsights: z.number().int(),
  aiGeneratedCount: z.number().int(),
  manualInsightsCount: z.number().int(),
  totalViews: z.number().int(),
  savedCount: z.number().int(),
  currentStreak: z.number().int(),
  totalReviews: z.number().int(),
  viewsByDate: z.array(z.object({ date: z.string(), count: z.number().int() })),
  streakHistory: z.array(z.object({ date: z.string(), hasActivity: z.union([z.literal(0), z.literal(1)]) })),
  viewsByTag: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const analyticsSummaryRpc = defineRpc(
  'analytics',
  'summary.get',
  withUser({ timeZone: z.string().optional() }),
  analyticsSchema,
);
