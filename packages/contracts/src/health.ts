import { z } from 'zod';
import { defineRpc, SERVICE_NAMES, type ServiceName } from './rpc.js';

export const partHealthSchema = z.object({
  status: z.enum(['up', 'down']),
  error: z.string().optional(),
});
export type PartHealth = z.infer<typeof partHealthSchema>;

export const serviceHealthSchema = z.object({
  service: z.string(),
  status: z.enum(['up', 'down']),
  parts: z.record(z.string(), partHealthSchema),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** GET /api/health: every service and the three infrastructure parts. */
export const systemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  down: z.array(z.string()),
  infra: z.object({ postgres: partHealthSchema, redis: partHealthSchema, nats: partHealthSchema }),
  services: z.record(z.string(), partHealthSchema),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

export const healthRpc = (service: ServiceName) => defineRpc(service, 'health', z.object({}), serviceHealthSchema);
export const HEALTH_RPCS = Object.freeze(SERVICE_NAMES.map(healthRpc));
