import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Me, Role } from '@lumen/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is calling: resolved from the session cookie by the SessionGuard. */
export interface Learner {
  id: string;
  email: string | null;
  role: Role;
}

export type LearnerRequest = FastifyRequest & { learner?: Learner };

export const toMe = (learner: Learner): Me => ({ ...learner, anonymous: learner.email === null });

export const CurrentLearner = createParamDecorator((_: unknown, ctx: ExecutionContext): Learner => {
  const learner = ctx.switchToHttp().getRequest<LearnerRequest>().learner;
  if (!learner) throw new Error('SessionGuard did not run for this route');
  return learner;
});
