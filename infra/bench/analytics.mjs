#!/usr/bin/env node
// `npm run bench:analytics`: GET /api/analytics for a learner with 100,000 views over two years.
// Raw views are seeded with SQL, and the aggregates derived from them as the event consumer does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { build } from '../scripts/build.mjs';
import { startStack } from '../test/stack.mjs';
import { hammer, report } from './lib.mjs';

const { values } = parseArgs({ options: { views: { type: 'string', default: '100000' } } });
const VIEWS = Number(values.views);
const TWO_YEARS_SECONDS = 2 * 365 * 86_400;
const log = (line) => process.stdout.write(`${line}\n`);

async function learner(base) {
  const res = await fetch(`${base}/api/auth/me`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  return { cookie, id: (await res.json()).id };
}

async function seed(databaseUrl, userId, tags) {
  const db = new pg.Client(databaseUrl);
  db.on('error', () => undefined);
  await db.connect();
  const step = TWO_YEARS_SECONDS / VIEWS;
  await db.query(
    `INSERT INTO analytics.views (user_id, insight_id, tags, viewed_at, day)
     SELECT $1, md5((i % 5000)::text)::uuid, ARRAY[($2::text[])[1 + i % $3]], at, at::date
     FROM generate_series(1, $4) AS i, LATERAL (SELECT now() - make_interval(secs => i * $5::double precision)) AS t(at)`,
    [userId, tags, tags.length, VIEWS, step],
  );
  await db.query(
    `INSERT INTO analytics.daily_activity (user_id, day, views)
     SELECT user_id, day, count(*) FROM analytics.views WHERE user_id = $1 GROUP BY user_id, day`,
    [userId],
  );
  await db.query(
    'INSERT INTO analytics.activity_days SELECT user_id, day FROM analytics.daily_activity WHERE user_id = $1',
    [userId],
  );
  await db.query(
    `INSERT INTO analytics.tag_views (user_id, tag, views)
     SELECT user_id, tag, count(*) FROM analytics.views, unnest(tags) AS tag WHERE user_id = $1 GROUP BY user_id, tag`,
    [userId],
  );
  await db.query(
    `INSERT INTO analytics.learner_insights (user_id, insight_id, ai)
     SELECT DISTINCT user_id, insight_id, false FROM analytics.views WHERE user_id = $1`,
    [userId],
  );
  await db.query('ANALYZE');
  const { rows } = await db.query('SELECT count(*) FROM analytics.views WHERE user_id = $1', [userId]);
  await db.end();
  return Number(rows[0].count);
}

async function main() {
  await build({ log: () => undefined });
  const { CATEGORY_SLUGS } = await import('../../packages/contracts/dist/index.js');
  const work = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
  const stack = await startStack({ workDir: work, log: () => undefined });
  try {
    const base = stack.gatewayUrl;
    const { cookie, id } = await learner(base);
    const seeded = await seed(stack.env.DATABASE_URL, id, CATEGORY_SLUGS.slice(0, 7));
    const first = await (await fetch(`${base}/api/analytics`, { headers: { cookie } })).json();
    log(`learner with ${seeded} views over two years; totalViews reported: ${first.totalViews}\n`);
    const one = await hammer(base, [cookie], '/api/analytics', { seconds: 30, perLearner: 500 });
    const single = report('GET /api/analytics, one at a time', one.latencies, one.errors, one.elapsed);
    const many = await hammer(base, Array(10).fill(cookie), '/api/analytics', { seconds: 10, perLearner: 100 });
    report('GET /api/analytics, 10 at once', many.latencies, many.errors, many.elapsed);
    log(`\ntarget p95 < 100 ms: ${single.p95 < 100 ? 'met' : 'MISSED'} (${single.p95.toFixed(1)} ms)`);
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  log(`bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
