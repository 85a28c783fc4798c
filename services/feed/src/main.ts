import { bootstrapService } from '@lumen/platform';
import { migrations } from './migrations/index.js';
import { PreferencesEntity } from './preferences/preferences.entity.js';
import { PreferencesModule } from './preferences/preferences.module.js';

await bootstrapService('feed', {
  entities: [PreferencesEntity],
  migrations,
  imports: () => [PreferencesModule],
});
