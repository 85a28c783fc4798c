import { baseEnvSchema } from '@lumen/platform';
import { z } from 'zod';

export const feedEnvSchema = baseEnvSchema.extend({
  /** A saved insight is first due for review this long after saving (a day; tests shorten it). */
  REVIEW_FIRST_DUE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86_400)
    .default(86_400),
});
export type FeedEnv = z.infer<typeof feedEnvSchema>;
export const FEED_ENV = Symbol('FEED_ENV');
