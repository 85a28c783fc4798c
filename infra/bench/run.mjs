#!/usr/bin/env node
// `npm run bench`: API latency through the gateway with concurrent learners, on a throwaway stack
// (or on BENCH_URL). Prints p50/p95/p99 and requests per second for each scenario.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../scripts/build.mjs';
import { startStack } from '../test/stack.mjs';
import { hammer, newLearner, report } from './lib.mjs';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const LEARNERS = Number(values.learners);
const SECONDS = Number(values.seconds);
const log = (line) => process.stdout.write(`${line}\n`);

async function scenario(name, base, cookies, path) {
  const { latencies, errors, elapsed } = await hammer(base, cookies, path, { seconds: SECONDS });
  report(name, latencies, errors, elapsed, log);
}

async function main() {
  let stack;
  let work;
  let base = process.env.BENCH_URL;
  if (!base) {
    await build({ log });
    work = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
    stack = await startStack({ workDir: work, log });
    base = stack.gatewayUrl;
  }
  try {
    const cookies = await Promise.all(Array.from({ length: LEARNERS }, () => newLearner(base)));
    log(`\n${LEARNERS} concurrent learners, ${SECONDS} s per scenario, against ${base}`);
    await scenario('GET /api/preferences', base, cookies, '/api/preferences');
    await scenario('GET /api/streak', base, cookies, '/api/streak');
    await scenario('GET /api/health', base, cookies, '/api/health');
  } finally {
    await stack?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  log(`bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
