import { baseEnvSchema, EnvError, loadEnv } from './env.js';

const valid = { DATABASE_URL: 'postgres://u@h:5432/db', REDIS_URL: 'redis://h:6379', NATS_URL: 'nats://h:4222' };

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv(baseEnvSchema, valid);
    expect(env).toMatchObject({ LOG_LEVEL: 'info', QUEUE_PREFIX: 'lumen', RPC_TIMEOUT_MS: 5000, MIGRATIONS_RUN: true });
  });

  it('accepts a NATS cluster list', () => {
    expect(loadEnv(baseEnvSchema, { ...valid, NATS_URL: 'nats://a:4222,nats://b:4222' }).NATS_URL).toContain(',');
  });

  it.each([
    [{ ...valid, DATABASE_URL: undefined }, 'DATABASE_URL'],
    [{ ...valid, DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ...valid, REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ ...valid, NATS_URL: 'x' }, 'NATS_URL'],
    [{ ...valid, LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ ...valid, MIGRATIONS_RUN: 'maybe' }, 'MIGRATIONS_RUN'],
    [{ ...valid, QUEUE_PREFIX: 'a:b' }, 'QUEUE_PREFIX'],
  ])('fails naming the bad variable %#', (source, name) => {
    expect(() => loadEnv(baseEnvSchema, source)).toThrow(EnvError);
    expect(() => loadEnv(baseEnvSchema, source)).toThrow(new RegExp(`^\\s+${name}:`, 'm'));
  });
});
