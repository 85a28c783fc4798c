import { z } from 'zod';
import { isoDateTime, userIdSchema } from './common.js';
import type { ServiceName } from './rpc.js';

/**
 * Durable domain events. Each is delivered to a BullMQ queue per consuming service, so nothing is
 * lost while a consumer is down.
 */
export const EVENTS = Object.freeze({
  'learner.onboarded': {
    schema: z.object({ userId: userIdSchema, learningInterest: z.string(), at: isoDateTime }),
    consumers: ['analytics'] as readonly ServiceName[],
  },
  'insight.viewed': {
    schema: z.object({
      eventId: z.uuid(),
      userId: userIdSchema,
      insightId: z.uuid(),
      tags: z.array(z.string()),
      /** Who wrote it: the curated library, an LLM, or a learner's own generation. */
      origin: z.enum(['library', 'llm', 'user']),
      at: isoDateTime,
      timeZone: z.string().max(64).optional(),
    }),
    consumers: ['analytics'] as readonly ServiceName[],
  },
  'insight.saved': {
    schema: z.object({
      eventId: z.uuid(),
      userId: userIdSchema,
      insightId: z.uuid(),
      saved: z.boolean(),
      at: isoDateTime,
    }),
    consumers: ['analytics'] as readonly ServiceName[],
  },
  'insight.reviewed': {
    schema: z.object({
      eventId: z.uuid(),
      userId: userIdSchema,
      insightId: z.uuid(),
      quality: z.number().int().min(0).max(5),
      at: isoDateTime,
      timeZone: z.string().max(64).optional(),
    }),
    consumers: ['analytics'] as readonly ServiceName[],
  },
  'insight.generated': {
    schema: z.object({
      eventId: z.uuid(),
      userId: userIdSchema,
      insightId: z.uuid(),
      generatedBy: z.enum(['llm', 'library']),
      at: isoDateTime,
    }),
    consumers: ['analytics'] as readonly ServiceName[],
  },
});

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENTS)[N]['schema']>;

export const eventQueueName = (consumer: ServiceName) => `events-${consumer}`;
