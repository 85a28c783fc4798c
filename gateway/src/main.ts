import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { loadEnvOrExit } from '@lumen/platform';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { gatewayEnvSchema, type GatewayEnv } from './env.js';
import { HttpErrorFilter } from './http/http-error.filter.js';
import { SpaFallback } from './http/spa.js';

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI (emotion) injects style elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Learners may attach their own image and video URLs; only the browser ever fetches them.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

async function registerStatic(app: NestFastifyApplication, env: GatewayEnv, spa: SpaFallback): Promise<void> {
  if (!spa.available) return;
  await app.register(fastifyStatic, {
    root: env.FRONTEND_DIR,
    prefix: '/',
    index: false,
    // One route per built file: '/' and client routes fall through to the SPA fallback.
    wildcard: false,
    setHeaders: (res, path) => {
      const hashed = path.includes('/assets/');
      void res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

function registerDocs(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Lumen API')
    .setDescription('Every call is made by the learner of the session cookie (created on first call).')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config));
}

async function bootstrap(): Promise<void> {
  const env = loadEnvOrExit(gatewayEnvSchema);
  const adapter = new FastifyAdapter({ bodyLimit: env.BODY_LIMIT_BYTES, trustProxy: env.TRUST_PROXY });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env), adapter, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const spa = app.get(SpaFallback);
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, { contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  await registerStatic(app, env, spa);
  app.setGlobalPrefix('api', { exclude: [{ path: 'share/:id', method: RequestMethod.GET }] });
  app.useGlobalFilters(new HttpErrorFilter(spa));
  registerDocs(app);
  app.enableShutdownHooks();
  await app.listen({ port: env.PORT, host: env.HOST });
  app.get(Logger).log(`gateway listening on ${await app.getUrl()}`);
}

await bootstrap();
