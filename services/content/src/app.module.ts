import { Module, type DynamicModule } from '@nestjs/common';
import { healthController, PlatformModule, type BaseEnv } from '@lumen/platform';

/** Features arrive with their issues; for now the service owns its schema and answers health. */
@Module({})
export class AppModule {
  static forRoot(env: BaseEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ name: 'content', env, database: { schema: 'content', entities: [], migrations: [] } }),
      ],
      controllers: [healthController('content')],
    };
  }
}
