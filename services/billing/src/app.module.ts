import { Module, type DynamicModule } from '@nestjs/common';
import { healthController, PlatformModule, type BaseEnv } from '@lumen/platform';
import { AccessModule } from './access/access.module.js';
import { SubscriptionEntity } from './access/subscription.entity.js';
import { migrations } from './migrations/index.js';

@Module({})
export class AppModule {
  static forRoot(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          name: 'billing',
          env,
          database: { schema: 'billing', entities: [SubscriptionEntity], migrations },
        }),
        AccessModule,
      ],
      controllers: [healthController('billing')],
    };
  }
}
