import { z } from 'zod';
import { isoDateTime, typeError, withUser } from './common.js';
import { insightIdSchema, insightSchema } from './insights.js';
import { defineRpc } from './rpc.js';

/** SPEC §2: the recall buttons, rating 0 to 5. */
export const RATING_LABELS = Object.freeze(['Again', 'Hard', 'OK', 'Good', 'Great', 'Perfect'] as const);

/** SPEC §8: the toast after a rating. */
export const RECALL_FEEDBACK = Object.freeze([
  "Don't worry, you'll remember it next time!",
  'Needs more review',
  'Getting there!',
  'Good recall!',
  'Great recall!',
  'Perfect recall!',
] as const);
export const recallFeedback = (quality: number) => RECALL_FEEDBACK[quality] ?? 'Review recorded';

const QUALITY_MESSAGE = 'must be an integer from 0 to 5';
export const reviewBodySchema = z.strictObject({
  quality: z
    .number(typeError('an integer from 0 to 5'))
    .int(QUALITY_MESSAGE)
    .min(0, QUALITY_MESSAGE)
    .max(5, QUALITY_MESSAGE),
});

export const reviewResultSchema = z.object({
  insightId: z.string(),
  quality: z.number().int(),
  due: isoDateTime,
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** GET /api/reviews/due: SPEC §7 reads `insight.id`; the whole insight and due date come along. */
export const dueItemSchema = z.object({ insight: insightSchema, due: isoDateTime });
export type DueItem = z.infer<typeof dueItemSchema>;

export const reviewsRpc = Object.freeze({
  due: defineRpc('feed', 'reviews.due', withUser({}), z.array(dueItemSchema)),
  rate: defineRpc(
    'feed',
    'reviews.rate',
    withUser({ insightId: insightIdSchema, quality: z.number().int().min(0).max(5), timeZone: z.string().optional() }),
    reviewResultSchema,
  ),
});
