import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { REDIS } from '@lumen/platform';
import type { Redis } from 'ioredis';
import { GATEWAY_ENV, type GatewayEnv } from '../env.js';
import { AuthController } from './auth.controller.js';
import { IdentityService } from './identity.service.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';
import { SessionCookie } from './session.cookie.js';
import { SessionEntity } from './session.entity.js';
import { SessionGuard } from './session.guard.js';
import { UserEntity } from './user.entity.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([UserEntity, SessionEntity]),
    ThrottlerModule.forRootAsync({
      inject: [GATEWAY_ENV, REDIS],
      useFactory: (env: GatewayEnv, redis: Redis) => ({
        throttlers: [{ name: 'auth', ttl: env.AUTH_RATE_WINDOW_SECONDS * 1000, limit: env.AUTH_RATE_LIMIT }],
        storage: new RedisThrottlerStorage(redis, env),
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [IdentityService, SessionCookie, { provide: APP_GUARD, useClass: SessionGuard }],
})
export class IdentityModule {}
