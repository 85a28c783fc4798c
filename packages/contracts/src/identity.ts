import { z } from 'zod';
import { typeError } from './common.js';

export const ROLES = ['learner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const credentialsSchema = z.strictObject({
  email: z
    .string(typeError('a string'))
    .trim()
    .toLowerCase()
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid email address')),
  password: z
    .string(typeError('a string'))
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** GET /api/auth/me */
export const meSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  anonymous: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;
