import { baseEnvSchema, bootstrapService } from '@lumen/platform';
import { AppModule } from './app.module.js';

await bootstrapService('feed', baseEnvSchema, (env) => AppModule.forRoot(env));
