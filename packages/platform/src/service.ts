import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { Transport, type MicroserviceOptions } from '@nestjs/microservices';
import { Module, type DynamicModule, type INestMicroservice } from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import type { z } from 'zod';
import type { ServiceName } from '@lumen/contracts';
import type { DatabaseOptions } from './database.js';
import { baseEnvSchema, EnvError, loadEnv, type BaseEnv } from './env.js';
import { healthController } from './health.controller.js';
import { HealthService } from './health.js';
import { PlatformModule } from './platform.module.js';
import { RpcErrorFilter } from './rpc-errors.js';

/** Loads the env or exits with a message naming every bad variable. */
export function loadEnvOrExit<S extends z.ZodType>(schema: S): z.infer<S> {
  try {
    return loadEnv(schema);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Optional HTTP liveness/readiness for orchestrators (HEALTH_PORT). */
function startHealthServer(app: INestMicroservice, port: number): Server {
  const health = app.get(HealthService);
  const server = createServer((req, res) => {
    const ready = req.url === '/health/ready';
    if (req.url !== '/health/live' && !ready) return void res.writeHead(404).end();
    if (!ready) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
    void health.check().then((result) => {
      res
        .writeHead(result.status === 'up' ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify(result));
    });
  });
  return server.listen(port);
}

type ModuleImport = NonNullable<DynamicModule['imports']>[number];

/** What a service is made of; its Postgres schema is named after it. */
export interface ServiceDefinition<E extends BaseEnv> {
  envSchema?: z.ZodType<E>;
  entities?: DatabaseOptions['entities'];
  migrations?: DatabaseOptions['migrations'];
  /** Feature modules, given the validated env. */
  imports?: (env: E) => ModuleImport[];
}

@Module({})
class ServiceAppModule {}

function serviceModule<E extends BaseEnv>(name: ServiceName, definition: ServiceDefinition<E>, env: E): DynamicModule {
  const database = { schema: name, entities: definition.entities ?? [], migrations: definition.migrations ?? [] };
  return {
    module: ServiceAppModule,
    imports: [PlatformModule.forRoot({ name, env, database }), ...(definition.imports?.(env) ?? [])],
    controllers: [healthController(name)],
  };
}

/** Starts a service as a Nest microservice on NATS, in a queue group so replicas share the load. */
export async function bootstrapService<E extends BaseEnv = BaseEnv>(
  name: ServiceName,
  definition: ServiceDefinition<E> = {},
): Promise<INestMicroservice> {
  const env = loadEnvOrExit((definition.envSchema ?? baseEnvSchema) as z.ZodType<E>);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(serviceModule(name, definition, env), {
    transport: Transport.NATS,
    options: {
      servers: env.NATS_URL.split(','),
      queue: name,
      name: `${name}-server`,
      gracefulShutdown: true,
      gracePeriod: 2000,
    },
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new RpcErrorFilter());
  app.enableShutdownHooks();
  await app.listen();
  const healthServer = env.HEALTH_PORT ? startHealthServer(app, env.HEALTH_PORT) : undefined;
  process.once('SIGTERM', () => healthServer?.close());
  app.get(Logger).log(`${name} service ready`);
  return app;
}
