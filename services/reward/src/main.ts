import { bootstrapService } from '@lumen/platform';

// Features arrive with their issues; for now the service owns its schema and answers health.
await bootstrapService('reward');
