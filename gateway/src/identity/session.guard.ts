import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError } from '@lumen/platform';
import type { FastifyReply } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { ADMIN_ROUTE, PUBLIC_ROUTE } from './access.decorators.js';
import { isCrossSite } from './cross-site.js';
import { IdentityService } from './identity.service.js';
import type { LearnerRequest } from './learner.js';
import { SessionCookie } from './session.cookie.js';

/** Every API call is made by a learner: the cookie's, or a new anonymous one. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityService,
    private readonly cookie: SessionCookie,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    const req = context.switchToHttp().getRequest<LearnerRequest>();
    if (isCrossSite(req, this.env.ALLOWED_ORIGINS)) throw new ForbiddenError('Cross-site request refused');
    const token = this.cookie.read(req);
    req.learner = (token && (await this.identity.resolve(token))) || undefined;
    if (!req.learner) {
      const issued = await this.identity.createAnonymous();
      this.cookie.write(req, context.switchToHttp().getResponse<FastifyReply>(), issued.token);
      req.learner = issued.learner;
    }
    if (this.reflector.getAllAndOverride<boolean>(ADMIN_ROUTE, targets) && req.learner.role !== 'admin') {
      throw new ForbiddenError('Admins only');
    }
    return true;
  }
}
