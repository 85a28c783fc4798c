import { z } from 'zod';
import { isoDateTime, typeError, withUser } from './common.js';
import { defineRpc } from './rpc.js';

export const LEARNING_INTEREST_MAX = 200;
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'past_due'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** POST /api/preferences body (SPEC §5: trimmed, non-empty). */
export const preferencesUpdateSchema = z.strictObject({
  learningInterest: z
    .string(typeError('a string'))
    .trim()
    .min(1, 'must not be empty')
    .max(LEARNING_INTEREST_MAX, `must be at most ${LEARNING_INTEREST_MAX} characters`),
  onboardingCompleted: z.boolean(typeError('true or false')).optional(),
});
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

/** The learner's own part of the preferences, owned by the feed service. */
export const learnerPreferencesSchema = z.object({
  learningInterest: z.string(),
  onboardingCompleted: z.boolean(),
});
export type LearnerPreferences = z.infer<typeof learnerPreferencesSchema>;

/** The access part, owned by the billing service. */
export const accessStateSchema = z.object({
  isFreeAccount: z.union([z.literal(0), z.literal(1)]),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: isoDateTime.nullable(),
});
export type AccessState = z.infer<typeof accessStateSchema>;

/** GET /api/preferences (SPEC §7). */
export const preferencesSchema = learnerPreferencesSchema.extend(accessStateSchema.shape);
export type Preferences = z.infer<typeof preferencesSchema>;

export const streakSchema = z.object({ currentStreak: z.number().int().min(0) });
export type Streak = z.infer<typeof streakSchema>;

export const feedRpc = Object.freeze({
  getPreferences: defineRpc('feed', 'preferences.get', withUser({}), learnerPreferencesSchema),
  setPreferences: defineRpc(
    'feed',
    'preferences.set',
    withUser({ learningInterest: z.string(), onboardingCompleted: z.boolean().optional() }),
    learnerPreferencesSchema,
  ),
});

export const billingRpc = Object.freeze({
  getAccess: defineRpc('billing', 'access.get', withUser({}), accessStateSchema),
  startTrial: defineRpc('billing', 'trial.start', withUser({}), accessStateSchema),
});

export const analyticsRpc = Object.freeze({
  getStreak: defineRpc('analytics', 'streak.get', withUser({ timeZone: z.string().optional() }), streakSchema),
  clearViews: defineRpc('analytics', 'views.clear', withUser({}), z.object({ cleared: z.number().int() })),
});

/** SPEC §2: the onboarding example chips, in order. */
export const ONBOARDING_EXAMPLES = Object.freeze([
  'building habits that stick',
  'quantum physics',
  'psychology of decision making',
  'ancient civilizations and their wisdom',
  'practical finance and investing',
  'science of happiness',
] as const);
