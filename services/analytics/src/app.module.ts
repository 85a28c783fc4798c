import { Module, type DynamicModule } from '@nestjs/common';
import { healthController, PlatformModule, type BaseEnv } from '@lumen/platform';
import { LearnerEntity } from './learners/learner.entity.js';
import { LearnersModule } from './learners/learners.module.js';
import { migrations } from './migrations/index.js';
import { ActivityDayEntity } from './streak/activity-day.entity.js';
import { StreakModule } from './streak/streak.module.js';

@Module({})
export class AppModule {
  static forRoot(env: BaseEnv): DynamicModule {
    const entities = [ActivityDayEntity, LearnerEntity];
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ name: 'analytics', env, database: { schema: 'analytics', entities, migrations } }),
        StreakModule,
        LearnersModule,
      ],
      controllers: [healthController('analytics')],
    };
  }
}
