import { bootstrapService } from '@lumen/platform';
import { LearnerEntity } from './learners/learner.entity.js';
import { LearnersModule } from './learners/learners.module.js';
import { migrations } from './migrations/index.js';
import { ActivityDayEntity } from './streak/activity-day.entity.js';
import { StreakModule } from './streak/streak.module.js';
import { ViewEntity } from './views/view.entity.js';
import { ActivityModule } from './activity/activity.module.js';

await bootstrapService('analytics', {
  entities: [ActivityDayEntity, LearnerEntity, ViewEntity],
  migrations,
  imports: () => [StreakModule, LearnersModule, ActivityModule],
});
