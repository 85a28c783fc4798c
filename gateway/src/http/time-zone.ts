import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const MAX_ZONE_LENGTH = 64;

/** The learner's IANA time zone from `x-time-zone` (ARCHITECTURE decision 7); absent or oversized: none. */
export const LearnerTimeZone = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const value = ctx.switchToHttp().getRequest<FastifyRequest>().headers['x-time-zone'];
  return typeof value === 'string' && value && value.length <= MAX_ZONE_LENGTH ? value : undefined;
});
