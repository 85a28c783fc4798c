import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule } from '@lumen/platform';
import { AdminController } from './admin/admin.controller.js';
import { GATEWAY_ENV, type GatewayEnv } from './env.js';
import { FeedController } from './feed/feed.controller.js';
import { HealthController } from './health/health.controller.js';
import { IdentityModule } from './identity/identity.module.js';
import { SessionEntity } from './identity/session.entity.js';
import { UserEntity } from './identity/user.entity.js';
import { migrations } from './migrations/index.js';
import { PreferencesController } from './preferences/preferences.controller.js';
import { ReviewsController } from './reviews/reviews.controller.js';
import { SpaFallback } from './http/spa.js';
import { ShareController } from './share/share.controller.js';

@Module({})
export class AppModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          name: 'gateway',
          env,
          database: { schema: 'identity', entities: [UserEntity, SessionEntity], migrations },
        }),
        {
          module: GatewayEnvModule,
          global: true,
          providers: [{ provide: GATEWAY_ENV, useValue: env }],
          exports: [GATEWAY_ENV],
        },
        IdentityModule,
      ],
      controllers: [
        HealthController,
        PreferencesController,
        FeedController,
        AdminController,
        ShareController,
        ReviewsController,
      ],
      providers: [{ provide: SpaFallback, useValue: new SpaFallback(env.FRONTEND_DIR) }],
    };
  }
}

class GatewayEnvModule {}
