import { createHash } from 'node:crypto';
import type { DataSource, MixedList } from 'typeorm';

export interface DatabaseOptions {
  /** The Postgres schema this app owns. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function>;
}

export function typeOrmOptions(url: string, name: string, options: DatabaseOptions) {
  return {
    type: 'postgres' as const,
    url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    applicationName: name,
    extra: { max: 10, options: `-c search_path=${options.schema}` },
  };
}

function lockKey(schema: string): string {
  return createHash('sha256').update(`lumen-migrations:${schema}`).digest().readBigInt64BE(0).toString();
}

/** Runs pending migrations under an advisory lock, so replicas starting together do not race. */
export async function runMigrations(dataSource: DataSource, schema: string): Promise<number> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const key = lockKey(schema);
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [key]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.length;
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await runner.release();
  }
}
