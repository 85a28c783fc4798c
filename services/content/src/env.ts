import { baseEnvSchema } from '@lumen/platform';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const contentEnvSchema = baseEnvSchema.extend({
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ error: 'must be a URL' }).optional()),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** A single LLM call longer than this is abandoned. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
});
export type ContentEnv = z.infer<typeof contentEnvSchema>;
export const CONTENT_ENV = Symbol('CONTENT_ENV');

/** The LLM writer is on when a key or a base URL (local servers need no key) is set. */
export const llmConfigured = (env: ContentEnv) => Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL);
