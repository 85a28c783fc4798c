import { fileURLToPath } from 'node:url';
import { baseEnvSchema } from '@lumen/platform';
import { z } from 'zod';

const csv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

export const gatewayEnvSchema = baseEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  ADMIN_EMAILS: csv,
  /** Extra origins allowed to make state-changing requests (the app's own origin always is). */
  ALLOWED_ORIGINS: csv,
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(400).default(180),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  FRONTEND_DIR: z.string().default(fileURLToPath(new URL('../../frontend/dist', import.meta.url))),
});
export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');
