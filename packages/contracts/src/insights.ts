import { z } from 'zod';
import { isoDateTime, typeError, withUser } from './common.js';
import { defineRpc } from './rpc.js';

/** SPEC §3: each slug has a fixed accent colour and icon in the frontend. */
export const CATEGORY_SLUGS = [
  'minds-humans',
  'life-hacks',
  'finance-wealth',
  'mysteries',
  'hidden-histories',
  'everyday-science',
  'nature-beauty',
  'philosophy',
  'cultures',
  'creativity',
  'future-tech',
  'micro-world',
  'cosmic-world',
  'art',
  'stories',
] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
export const categorySlugSchema = z.enum(CATEGORY_SLUGS);

export const INSIGHT_MAX_WORDS = 50;
export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** The first sentence is the hook, the rest the body (SPEC §3). */
export function splitHook(text: string): { hook: string; body: string } {
  const match = /^(.+?[.!?…])(\s+|$)/s.exec(text.trim());
  if (!match?.[1]) return { hook: text.trim(), body: '' };
  return { hook: match[1], body: text.trim().slice(match[0].length).trim() };
}

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .max(2048, 'must be at most 2048 characters');

/** What a writer produces, before it reaches a learner. Validated at every writer's edge. */
export const insightDraftSchema = z.object({
  text: z
    .string()
    .trim()
    .min(20, 'is too short')
    .max(400, 'is too long')
    .refine((t) => countWords(t) <= INSIGHT_MAX_WORDS, `must be at most ${INSIGHT_MAX_WORDS} words`)
    .refine((t) => splitHook(t).body.length > 0, 'must have a hook sentence and a body'),
  tags: z.array(categorySlugSchema).min(1, 'needs at least one category').max(3, 'at most 3 categories'),
  source: z.string().trim().min(3).max(200),
  bannerLabel: z.string().trim().min(2).max(40),
  iconConcept: z.string().trim().min(2).max(40),
  imageUrl: httpUrl.nullable().default(null),
  videoUrl: httpUrl.nullable().default(null),
});
export type InsightDraft = z.infer<typeof insightDraftSchema>;

/** An insight as the client sees it (SPEC §3). Ephemeral ones are served drafts, not yet saved. */
export const insightSchema = z.object({
  id: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
  source: z.string().nullable(),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  bannerLabel: z.string().nullable(),
  iconConcept: z.string().nullable(),
  createdAt: isoDateTime,
  isEphemeral: z.boolean(),
});
export type Insight = z.infer<typeof insightSchema>;

/** Catalogue ids are UUIDs; a malformed id is a 400, an unknown one a 404. */
export const insightIdSchema = z.uuid({ error: 'must be an insight id' });

/** POST /api/insights/persist: the insight fields minus isEphemeral, id and createdAt (SPEC §7). */
export const persistInsightSchema = z.object({
  text: z.string(typeError('a string')).min(1, 'must not be empty').max(2000, 'is too long'),
  tags: z.array(z.string()).max(20).optional(),
  source: z.string().nullable().optional(),
  imageUrl: z.string().nullable().optional(),
  videoUrl: z.string().nullable().optional(),
  bannerLabel: z.string().nullable().optional(),
  iconConcept: z.string().nullable().optional(),
});
export type PersistInsight = z.infer<typeof persistInsightSchema>;

export const savedInsightBodySchema = z.strictObject({ insightId: insightIdSchema });

export const savedItemSchema = z.object({ insightId: z.string() });
export const savedDetailsItemSchema = z.object({ insight: insightSchema });

export const adminMessageSchema = z.object({ message: z.string(), count: z.number().int().optional() });
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const feedRpcInsights = Object.freeze({
  next: defineRpc('feed', 'feed.next', withUser({ sessionId: z.string().max(100).optional() }), insightSchema),
  persist: defineRpc(
    'feed',
    'insights.persist',
    withUser({ insight: persistInsightSchema }),
    z.object({ id: z.string() }),
  ),
  get: defineRpc('feed', 'insights.get', z.object({ id: insightIdSchema }), insightSchema),
  listSaved: defineRpc('feed', 'saved.list', withUser({}), z.array(savedItemSchema)),
  savedDetails: defineRpc('feed', 'saved.details', withUser({}), z.array(savedDetailsItemSchema)),
  save: defineRpc('feed', 'saved.add', withUser({ insightId: insightIdSchema }), z.object({ insightId: z.string() })),
  unsave: defineRpc(
    'feed',
    'saved.remove',
    withUser({ insightId: insightIdSchema }),
    z.object({ insightId: z.string() }),
  ),
  view: defineRpc(
    'feed',
    'views.record',
    withUser({ insightId: insightIdSchema, timeZone: z.string().optional() }),
    z.object({}),
  ),
  seed: defineRpc('feed', 'admin.seed', z.object({}), adminMessageSchema),
  clearViews: defineRpc('feed', 'admin.clear-views', withUser({}), adminMessageSchema),
});

/** Content service: writers. `exclude` are content keys the learner saw recently. */
export const writeRequestSchema = withUser({
  interest: z.string(),
  count: z.number().int().min(1).max(20),
  exclude: z.array(z.string()).max(1000),
  /** Library only: never wait for a slow writer. */
  offlineOnly: z.boolean().optional(),
});
export const writtenInsightSchema = insightDraftSchema.extend({ key: z.string(), origin: z.enum(['library', 'llm']) });
export type WrittenInsight = z.infer<typeof writtenInsightSchema>;

/** Deep dive: insights that go further into one insight (SPEC: 4 related insights). */
export const deepDiveWriteSchema = z.object({
  insight: z.object({ key: z.string(), text: z.string(), tags: z.array(z.string()) }),
  count: z.number().int().min(1).max(10),
});

/** Generate: one insight for a learner's own brief. */
export const generateWriteSchema = withUser({
  prompt: z.string(),
  topics: z.array(z.string()),
  difficulty: z.string(),
  insightType: z.string(),
});

export const contentRpc = Object.freeze({
  write: defineRpc('content', 'insights.write', writeRequestSchema, z.array(writtenInsightSchema)),
  seedSet: defineRpc(
    'content',
    'library.seed-set',
    z.object({ count: z.number().int().min(1).max(100) }),
    z.array(writtenInsightSchema),
  ),
  deepDive: defineRpc('content', 'insights.deep-dive', deepDiveWriteSchema, z.array(writtenInsightSchema)),
  generate: defineRpc('content', 'insights.generate', generateWriteSchema, writtenInsightSchema),
});
