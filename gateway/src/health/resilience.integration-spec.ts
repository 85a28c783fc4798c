import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApiClient, requireEnv } from '../../../infra/test/support/api-client.js';
// @ts-expect-error plain JavaScript launcher module
import { waitForHttp } from '../../../infra/lib/apps.mjs';
import { startIsolatedStack, type IsolatedStack } from '../../../infra/test/support/isolated-stack.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const AUTH_RATE_LIMIT = 3;

/** A stack of its own, so stopping a service here disturbs no other test. */
describe('a stopped service fails fast and recovers', () => {
  let stack: IsolatedStack;
  let api: ApiClient;

  beforeAll(async () => {
    stack = await startIsolatedStack('resilience', { AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) });
    api = stack.api;
  }, 90_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('reports the stopped feed service in /api/health with 503, fails preferences fast, and recovers', async () => {
    await api.post('/api/preferences', { learningInterest: 'resilience', onboardingCompleted: true });
    await stack.apps.stop('feed');

    const health = await api.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.data.down).toEqual(['feed']);
    expect((health.data.services as Record<string, { status: string }>).feed?.status).toBe('down');

    const started = Date.now();
    const prefs = await api.get('/api/preferences');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(prefs.status).toBe(503);
    expect(String(prefs.data.message)).toMatch(/feed service is unavailable/);

    await stack.apps.start('feed');
    await waitForHttp(`${api.baseUrl}/api/health`, { timeoutMs: 30_000, expectStatus: 200 });
    const recovered = await api.get('/api/preferences');
    expect(recovered.status).toBe(200);
    expect(recovered.data.learningInterest).toBe('resilience');
  }, 60_000);

  it('rate-limits sign-in attempts per client', async () => {
    const attempt = () =>
      new ApiClient(api.baseUrl).post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong password' });
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMIT; i += 1) statuses.push((await attempt()).status);
    expect(statuses.slice(0, AUTH_RATE_LIMIT)).toEqual(Array(AUTH_RATE_LIMIT).fill(401));
    expect(statuses[AUTH_RATE_LIMIT]).toBe(429);
  });
});

describe('env validation', () => {
  it('a service with a bad variable exits at once and names it', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'services/feed/dist/main.js')], {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: 'mysql://nope',
        REDIS_URL: requireEnv('REDIS_URL'),
        NATS_URL: 'nats://127.0.0.1:1',
      },
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('DATABASE_URL');
  });
});
