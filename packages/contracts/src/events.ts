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
      userId: userIdSchema,
      insightId: z.uuid(),
      tags: z.array(z.string()),
      at: isoDateTime,
      timeZone: z.string().max(64).optional(),
    }),
    consumers: ['analytics'] as readonly ServiceName[],
  },
});

export type EventName = keyof typeof EVENTS;
export type EventPayload<N extends EventName> = z.infer<(typeof EVENTS)[N]['schema']>;

export const eventQueueName = (consumer: ServiceName) => `events-${consumer}`;
