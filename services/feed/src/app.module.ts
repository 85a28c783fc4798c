import { Module, type DynamicModule } from '@nestjs/common';
import { healthController, PlatformModule, type BaseEnv } from '@lumen/platform';
import { migrations } from './migrations/index.js';
import { PreferencesEntity } from './preferences/preferences.entity.js';
import { PreferencesModule } from './preferences/preferences.module.js';

@Module({})
export class AppModule {
  static forRoot(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({
          name: 'feed',
          env,
          database: { schema: 'feed', entities: [PreferencesEntity], migrations },
        }),
        PreferencesModule,
      ],
      controllers: [healthController('feed')],
    };
  }
}
