import { bootstrapService } from '@lumen/platform';
import { DeepDiveEntity } from './deep-dive/deep-dive.entity.js';
import { FEED_ENV, feedEnvSchema } from './env.js';
import { FeedModule } from './feed/feed.module.js';
import { InsightEntity } from './insights/insight.entity.js';
import { migrations } from './migrations/index.js';
import { PreferencesEntity } from './preferences/preferences.entity.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { ReviewEntity } from './reviews/review.entity.js';
import { SavedEntity } from './saved/saved.entity.js';

class FeedEnvModule {}

await bootstrapService('feed', {
  entities: [PreferencesEntity, InsightEntity, SavedEntity, DeepDiveEntity, ReviewEntity],
  envSchema: feedEnvSchema,
  migrations,
  imports: (env) => [
    { module: FeedEnvModule, global: true, providers: [{ provide: FEED_ENV, useValue: env }], exports: [FEED_ENV] },
    PreferencesModule,
    FeedModule,
  ],
});
