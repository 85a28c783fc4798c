import { Inject, Injectable } from '@nestjs/common';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';

export const SESSION_COOKIE = 'lumen_session';

/** Reads and writes the httpOnly session cookie. */
@Injectable()
export class SessionCookie {
  constructor(@Inject(GATEWAY_ENV) private readonly env: GatewayEnv) {}

  read(req: FastifyRequest): string | undefined {
    const value = req.cookies[SESSION_COOKIE];
    return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }

  write(req: FastifyRequest, reply: FastifyReply, token: string): void {
    void reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(req),
      path: '/',
      maxAge: this.env.SESSION_TTL_DAYS * 86_400,
    });
  }

  clear(req: FastifyRequest, reply: FastifyReply): void {
    void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure(req) });
  }

  private secure(req: FastifyRequest): boolean {
    return this.env.COOKIE_SECURE === 'auto' ? req.protocol === 'https' : this.env.COOKIE_SECURE === 'true';
  }
}
