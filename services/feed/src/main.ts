import { bootstrapService } from '@lumen/platform';
import { DeepDiveEntity } from './deep-dive/deep-dive.entity.js';
import { FeedModule } from './feed/feed.module.js';
import { InsightEntity } from './insights/insight.entity.js';
import { migrations } from './migrations/index.js';
import { PreferencesEntity } from './preferences/preferences.entity.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { SavedEntity } from './saved/saved.entity.js';

await bootstrapService('feed', {
  entities: [PreferencesEntity, InsightEntity, SavedEntity, DeepDiveEntity],
  migrations,
  imports: () => [PreferencesModule, FeedModule],
});
