import { Inject, Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import type { PartHealth, ServiceHealth } from '@lumen/contracts';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { NATS_CONNECTION } from './nats.js';
import { PLATFORM_OPTIONS, REDIS } from './tokens.js';
import type { PlatformOptions } from './platform.module.js';

const CHECK_TIMEOUT_MS = 1000;

async function probe(check: () => Promise<unknown>): Promise<PartHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Checks this process's own connections to Postgres, Redis and NATS. */
@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {}

  async check(): Promise<ServiceHealth> {
    const [postgres, redis, nats] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.redis.ping()),
      probe(() => (this.nats.isClosed() ? Promise.reject(new Error('connection closed')) : this.nats.flush())),
    ]);
    const parts = { postgres, redis, nats };
    const status = Object.values(parts).every((part) => part.status === 'up') ? 'up' : 'down';
    return { service: this.options.name, status, parts };
  }
}
