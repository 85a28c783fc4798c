import { bootstrapService } from '@lumen/platform';
import { contentEnvSchema } from './env.js';
import { WritersModule } from './writers/writers.module.js';

await bootstrapService('content', {
  envSchema: contentEnvSchema,
  imports: (env) => [WritersModule.forRoot(env)],
});
