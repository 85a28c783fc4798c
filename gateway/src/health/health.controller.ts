import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HEALTH_RPCS, type PartHealth, type SystemHealth } from '@lumen/contracts';
import { AppError, HealthService, RpcClient } from '@lumen/platform';
import type { FastifyReply } from 'fastify';
import { Public } from '../identity/access.decorators.js';

const SERVICE_TIMEOUT_MS = 1500;

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly own: HealthService,
    private readonly rpc: RpcClient,
  ) {}

  /** The whole system: 200 only when every service and Postgres, Redis and NATS are up. */
  @Get()
  async system(@Res({ passthrough: true }) reply: FastifyReply): Promise<SystemHealth> {
    const [infra, ...services] = await Promise.all([this.own.check(), ...HEALTH_RPCS.map((def) => this.service(def))]);
    const serviceParts = Object.fromEntries(HEALTH_RPCS.map((def, i) => [def.service, services[i] as PartHealth]));
    const { postgres, redis, nats } = infra.parts as SystemHealth['infra'];
    const down = [...Object.entries(infra.parts), ...Object.entries(serviceParts)]
      .filter(([, part]) => part.status === 'down')
      .map(([name]) => name);
    void reply.status(down.length ? 503 : 200);
    return { status: down.length ? 'degraded' : 'ok', down, infra: { postgres, redis, nats }, services: serviceParts };
  }

  /** Liveness for orchestrators: the process answers. */
  @Get('live')
  live(): { status: 'up' } {
    return { status: 'up' };
  }

  /** Readiness for orchestrators: this gateway's own connections, not the services behind it. */
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const result = await this.own.check();
    void reply.status(result.status === 'up' ? 200 : 503);
    return result;
  }

  private async service(def: (typeof HEALTH_RPCS)[number]): Promise<PartHealth> {
    try {
      const result = await this.rpc.call(def, {}, { timeoutMs: SERVICE_TIMEOUT_MS });
      if (result.status === 'up') return { status: 'up' };
      const failing = Object.entries(result.parts).filter(([, p]) => p.status === 'down');
      return { status: 'down', error: `cannot reach ${failing.map(([name]) => name).join(', ')}` };
    } catch (error) {
      return { status: 'down', error: error instanceof AppError ? error.message : 'no answer' };
    }
  }
}
