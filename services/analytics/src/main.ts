import { baseEnvSchema, bootstrapService } from '@lumen/platform';
import { AppModule } from './app.module.js';

await bootstrapService('analytics', baseEnvSchema, (env) => AppModule.forRoot(env));
