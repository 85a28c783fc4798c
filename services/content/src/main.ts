import { baseEnvSchema, bootstrapService } from '@lumen/platform';
import { AppModule } from './app.module.js';

await bootstrapService('content', baseEnvSchema, (env) => AppModule.forRoot(env));
