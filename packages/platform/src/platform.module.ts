import { Global, Inject, Module, type DynamicModule, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { runMigrations, typeOrmOptions, type DatabaseOptions } from './database.js';
import type { BaseEnv } from './env.js';
import { EventBus, EventConsumer } from './events.js';
import { HealthService } from './health.js';
import { loggerModule } from './logging.js';
import { connectNats, NATS_CONNECTION, RpcClient } from './nats.js';
import { createRedis } from './redis.js';
import { PLATFORM_ENV, PLATFORM_OPTIONS, REDIS } from './tokens.js';

export interface PlatformOptions {
  /** The app's name: a service name or 'gateway'. */
  name: string;
  env: BaseEnv;
  database: DatabaseOptions;
}

/** Runs migrations before the app starts taking messages, and closes connections on shutdown. */
class PlatformLifecycle implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.options.env.MIGRATIONS_RUN) await runMigrations(this.dataSource, this.options.database.schema);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([this.nats.drain(), this.redis.quit()]);
  }
}

/** Shared plumbing for every app: env, logs, Postgres, Redis, NATS, events and health. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const { env, name } = options;
    return {
      module: PlatformModule,
      imports: [
        loggerModule(name, env.LOG_LEVEL),
        TypeOrmModule.forRoot(typeOrmOptions(env.DATABASE_URL, name, options.database)),
      ],
      providers: [
        { provide: PLATFORM_OPTIONS, useValue: options },
        { provide: PLATFORM_ENV, useValue: env },
        { provide: REDIS, useFactory: () => createRedis(env.REDIS_URL, name) },
        { provide: NATS_CONNECTION, useFactory: () => connectNats(env.NATS_URL, name) },
        RpcClient,
        EventBus,
        EventConsumer,
        HealthService,
        PlatformLifecycle,
      ],
      exports: [
        PLATFORM_OPTIONS,
        PLATFORM_ENV,
        REDIS,
        NATS_CONNECTION,
        RpcClient,
        EventBus,
        EventConsumer,
        HealthService,
      ],
    };
  }
}
