import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthRpc, type ServiceHealth, type ServiceName } from '@lumen/contracts';
import { HealthService } from './health.js';

/** The `<service>.health` message handler the gateway's /api/health asks. */
export function healthController(name: ServiceName): Type {
  @Controller()
  class ServiceHealthController {
    constructor(private readonly health: HealthService) {}

    @MessagePattern(healthRpc(name).pattern)
    check(): Promise<ServiceHealth> {
      return this.health.check();
    }
  }
  return ServiceHealthController;
}
