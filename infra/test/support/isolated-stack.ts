import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { ApiClient, requireEnv } from './api-client.js';
// @ts-expect-error plain JavaScript launcher module
import { startApps, waitForHttp } from '../../lib/apps.mjs';
// @ts-expect-error plain JavaScript launcher module
import { freePort } from '../../lib/infra.mjs';

export interface IsolatedStack {
  api: ApiClient;
  env: Record<string, string>;
  apps: { start(name: string): Promise<void>; stop(name: string): Promise<void>; stopAll(): Promise<void> };
  stop(): Promise<void>;
}

/**
 * A stack of its own: own NATS, own empty database, own gateway port, own queue prefix, sharing
 * only the test run's Postgres server and Redis. Stopping its services disturbs no other test.
 */
export async function startIsolatedStack(name: string, extraEnv: Record<string, string> = {}): Promise<IsolatedStack> {
  const [natsPort, httpPort] = (await Promise.all([freePort(), freePort()])) as [number, number];
  const nats = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(natsPort)], { stdio: 'ignore' });
  const database = `lumen_${name.replace(/\W/g, '_')}_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client(requireEnv('DATABASE_URL'));
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(requireEnv('DATABASE_URL'));
  url.pathname = `/${database}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: requireEnv('REDIS_URL'),
    NATS_URL: `nats://127.0.0.1:${natsPort}`,
    PORT: String(httpPort),
    LOG_LEVEL: 'warn',
    QUEUE_PREFIX: `iso-${name}-${randomUUID().slice(0, 8)}`,
    ADMIN_EMAILS: 'admin@lumen.test',
    ...extraEnv,
  };
  const logDir = join(requireEnv('TEST_WORK_DIR'), `${name}-logs`);
  const apps = await startApps({ env: { ...process.env, ...env }, restart: false, log: () => undefined, logDir });
  const api = new ApiClient(`http://127.0.0.1:${httpPort}`);
  await waitForHttp(`${api.baseUrl}/api/health`, { timeoutMs: 60_000, expectStatus: 200 });
  const stop = async () => {
    await apps.stopAll();
    nats.kill('SIGTERM');
  };
  return { api, env, apps, stop };
}

export async function signInAdmin(base: string): Promise<ApiClient> {
  const admin = new ApiClient(base);
  const res = await admin.post('/api/auth/register', { email: 'admin@lumen.test', password: 'correct horse' });
  if (res.status === 409) await admin.post('/api/auth/login', { email: 'admin@lumen.test', password: 'correct horse' });
  return admin;
}
