import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** Environment every app reads. Apps extend it with their own variables. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }),
  NATS_URL: z.string().regex(/^(nats|tls):\/\/\S+$/, 'must be a nats:// URL (comma-separated for a cluster)'),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'may hold only letters, digits, _ and -')
    .default('lumen'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  MIGRATIONS_RUN: bool.default(true),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
});
export type BaseEnv = z.infer<typeof baseEnvSchema>;

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Parses the environment or throws an EnvError that names every bad variable. */
export function loadEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
