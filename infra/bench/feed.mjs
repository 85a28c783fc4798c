#!/usr/bin/env node
// `npm run bench:feed`: next-card latency through the gateway with 50 concurrent learners, after
// each learner's first card; once with the offline library, once with an LLM taking 2 s a call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startFakeLlm } from '../fake-llm/server.mjs';
import { build } from '../scripts/build.mjs';
import { startStack } from '../test/stack.mjs';
import { hammer, newLearner, report, timedGet } from './lib.mjs';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '50' },
    cards: { type: 'string', default: '30' },
    'llm-latency': { type: 'string', default: '2000' },
  },
});
const LEARNERS = Number(values.learners);
const CARDS = Number(values.cards);
const log = (line) => process.stdout.write(`${line}\n`);
/** A learner reads a card before the next; 0.5–1.5 s is faster than anyone reads 50 words. */
const READING_MS = [500, 1500];
const SATURATION_CARDS = 20;
async function measure(label, extraEnv, interests) {
  const work = mkdtempSync(join(tmpdir(), 'lumen-bench-'));
  const stack = await startStack({ workDir: work, log: () => undefined, env: extraEnv });
  try {
    const base = stack.gatewayUrl;
    const cookies = await Promise.all(
      Array.from({ length: LEARNERS }, (_, i) => newLearner(base, interests[i % interests.length])),
    );
    await Promise.all(cookies.map((cookie) => timedGet(base, '/api/feed/next', cookie)));
    const reading = await hammer(base, cookies, '/api/feed/next', {
      seconds: 180,
      perLearner: CARDS,
      thinkMs: READING_MS,
    });
    const figures = report(`next card, ${label}`, reading.latencies, reading.errors, reading.elapsed);
    const flat = await hammer(base, cookies, '/api/feed/next', { seconds: 60, perLearner: SATURATION_CARDS });
    report(`  saturation (no reading time)`, flat.latencies, flat.errors, flat.elapsed);
    return figures;
  } finally {
    await stack.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  await build({ log: () => undefined });
  const { ONBOARDING_EXAMPLES } = await import('../../packages/contracts/dist/index.js');
  log(
    `${LEARNERS} concurrent learners, ${CARDS} cards each after their first card, ` +
      `${READING_MS[0]}–${READING_MS[1]} ms reading each; then ${SATURATION_CARDS} each with no reading time\n`,
  );
  const offline = await measure('offline library', {}, ONBOARDING_EXAMPLES);
  const fake = await startFakeLlm({ latencyMs: Number(values['llm-latency']) });
  let llm;
  try {
    const env = { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'bench' };
    llm = await measure(`fake LLM ${values['llm-latency']} ms/call`, env, ONBOARDING_EXAMPLES);
  } finally {
    await fake.close();
  }
  const target = 50;
  log(
    `\ntarget p95 < ${target} ms: offline ${offline.p95 < target ? 'met' : 'MISSED'}, fake LLM ${llm.p95 < target ? 'met' : 'MISSED'}`,
  );
}

main().catch((error) => {
  log(`bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
