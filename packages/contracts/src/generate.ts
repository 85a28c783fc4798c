import { z } from 'zod';
import { withUser } from './common.js';
import { insightSchema } from './insights.js';
import { defineRpc } from './rpc.js';

export const PROMPT_MAX = 500;
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const INSIGHT_TYPES = ['principle', 'technique', 'quote', 'case-study'] as const;
export const GENERATE_TOPICS = [
  'productivity',
  'creativity',
  'leadership',
  'habits',
  'mindset',
  'learning',
  'strategy',
  'design',
  'entrepreneurship',
  'communication',
] as const;

/** SPEC §5 messages, shown by the browser and returned by the server alike. */
export const GENERATE_MESSAGES = Object.freeze({
  empty: 'Please provide a prompt or select at least one topic',
  tooLong: 'Prompt is too long. Please keep it under 500 characters.',
});

const mediaUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .max(2048, 'must be at most 2048 characters')
    .optional(),
);

/** POST /api/insights/generate (SPEC §3 generation request, §5 validation). */
export const generateRequestSchema = z
  .strictObject({
    prompt: z
      .string({ error: 'must be a string' })
      .trim()
      .max(PROMPT_MAX, GENERATE_MESSAGES.tooLong)
      .optional()
      .default(''),
    topics: z
      .array(z.enum(GENERATE_TOPICS, { error: `must be among ${GENERATE_TOPICS.join(', ')}` }))
      .max(10)
      .default([]),
    difficulty: z.enum(DIFFICULTIES, { error: `must be one of ${DIFFICULTIES.join(', ')}` }).default('intermediate'),
    insightType: z.enum(INSIGHT_TYPES, { error: `must be one of ${INSIGHT_TYPES.join(', ')}` }).default('principle'),
    imageUrl: mediaUrl,
    videoUrl: mediaUrl,
  })
  .refine((req) => req.prompt.length > 0 || req.topics.length > 0, {
    message: GENERATE_MESSAGES.empty,
    path: ['prompt'],
  });
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

/** The generated insight, stored, with who wrote it: the LLM, or the offline library's best match. */
export const generatedInsightSchema = insightSchema.extend({ generatedBy: z.enum(['llm', 'library']) });
export type GeneratedInsight = z.infer<typeof generatedInsightSchema>;

export const DEEP_DIVE_COUNT = 4;

export const deepDiveRpc = Object.freeze({
  deepDive: defineRpc('feed', 'insights.deep-dive', withUser({ id: z.uuid() }), z.array(insightSchema)),
  generate: defineRpc(
    'feed',
    'insights.generate',
    withUser({ request: generateRequestSchema }),
    generatedInsightSchema,
  ),
});
