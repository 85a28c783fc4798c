#!/usr/bin/env node
// `npm test`: static checks, build, unit tests, frontend tests, then a throwaway Postgres/Redis/NATS
// and the whole stack for integration and browser tests. Ends with one line: "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from '../scripts/build.mjs';
import { startStack } from './stack.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'node_modules/.bin');
const STEPS = ['static', 'unit', 'frontend', 'integration', 'e2e'];

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true }, keep: { type: 'boolean' } } });
const selected = new Set(values.only ?? STEPS);
const work = mkdtempSync(join(tmpdir(), 'lumen-test-'));
const results = [];
const log = (line) => process.stdout.write(`${line}\n`);

/** Runs a command, streaming its output; resolves with its exit code. */
function run(cmd, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Jest and Vitest write the same JSON summary. */
function countJest(name, file, code) {
  const report = readJson(file);
  const passed = report?.numPassedTests ?? 0;
  const failed = (report?.numFailedTests ?? 0) + (code !== 0 && !report?.numFailedTests ? 1 : 0);
  results.push({ name, passed, failed, skipped: report?.numPendingTests ?? 0 });
}

function countPlaywright(name, file, code) {
  const stats = readJson(file)?.stats;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (code !== 0 && !stats?.unexpected ? 1 : 0);
  results.push({ name, passed: stats?.expected ?? 0, failed, skipped: stats?.skipped ?? 0 });
}

const jest = (kind, file, env = {}) =>
  run(join(BIN, 'node'), [join(ROOT, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${file}`], {
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings', JEST_KIND: kind, ...env },
  });

async function staticChecks() {
  for (const [name, args] of [
    ['types', ['run', 'check']],
    ['lint', ['run', 'lint']],
  ]) {
    const code = await run('npm', args);
    results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 });
  }
}

function summarize() {
  log('\n── summary ──');
  for (const r of results)
    log(
      `${r.failed ? '✘' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`,
    );
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const skipped = results.reduce((n, r) => n + r.skipped, 0);
  log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  return failed;
}

async function main() {
  if (selected.has('static')) await staticChecks();
  log('▸ building');
  await build({ log });
  if (selected.has('unit')) countJest('unit', join(work, 'unit.json'), await jest('unit', join(work, 'unit.json')));
  if (selected.has('frontend')) {
    const file = join(work, 'frontend.json');
    const code = await run(
      join(BIN, 'vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      {
        cwd: join(ROOT, 'frontend'),
      },
    );
    countJest('frontend', file, code);
  }
  if (selected.has('integration') || selected.has('e2e')) {
    const stack = await startStack({
      workDir: work,
      log,
      // Saved insights fall due 2 s after saving, so review tests need not wait a day.
      env: { ADMIN_EMAILS: 'admin@lumen.test', AUTH_RATE_LIMIT: '1000', REVIEW_FIRST_DUE_SECONDS: '2' },
    });
    try {
      if (selected.has('integration')) {
        const file = join(work, 'integration.json');
        countJest('integration', file, await jest('integration', file, stack.env));
      }
      if (selected.has('e2e')) {
        const file = join(work, 'e2e.json');
        const code = await run(join(BIN, 'playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
          env: {
            ...stack.env,
            BASE_URL: stack.gatewayUrl,
            PLAYWRIGHT_JSON: file,
            PLAYWRIGHT_OUTPUT: join(work, 'e2e-output'),
          },
        });
        countPlaywright('e2e', file, code);
      }
    } finally {
      await stack.stop();
    }
  }
  const failed = summarize();
  if (!values.keep && failed === 0) rmSync(work, { recursive: true, force: true });
  else log(`test artifacts kept in ${work}`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  log(`test run failed: ${error instanceof Error ? error.stack : error}`);
  summarize();
  process.exit(1);
});
