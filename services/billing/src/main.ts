import { bootstrapService } from '@lumen/platform';
import { AccessModule } from './access/access.module.js';
import { SubscriptionEntity } from './access/subscription.entity.js';
import { migrations } from './migrations/index.js';

await bootstrapService('billing', {
  entities: [SubscriptionEntity],
  migrations,
  imports: () => [AccessModule],
});
