#!/usr/bin/env node
// `npm run bench`: API latency through the gateway with concurrent learners, on a throwaway stack
// (or on BENCH_URL). Prints p50/p95/p99 and requests per second for each scenario.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from '../scripts/build.mjs';
import { startStack } from '../test/stack.mjs';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const LEARNERS = Number(values.learners);
const SECONDS = Number(values.seconds);
const log = (line) => process.stdout.write(`${line}\n`);

/** A learner with its own session cookie, onboarded once before measuring. */
async function newLearner(base) {
  const res = await fetch(`${base}/api/preferences`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ learningInterest: 'quantum physics', onboardingCompleted: true }),
  });
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`could not onboard a learner: ${res.status}`);
  return cookie;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function scenario(name, base, cookies, path) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${base}${path}`, { headers: { cookie } });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const fmt = (v) => `${v.toFixed(1)} ms`;
  log(
    `${name.padEnd(22)} ${String(latencies.length).padStart(7)} req  ${(latencies.length / elapsed).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  errors ${errors}`,
  );
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
