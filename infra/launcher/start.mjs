// `npm start`: builds, starts Postgres, Redis and NATS from local binaries (unless their URLs are given),
// runs every service and the gateway, and waits until GET /api/health says the whole system is up.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { APPS, lastLoggedError, missingEntryPoints, probeHttp, startApps, stopStaleApps } from '../lib/apps.mjs';
import { PARTS, ensureBinaries, startInfra } from '../lib/infra.mjs';
import { assertPortFree } from '../lib/net.mjs';
import { REPO_ROOT, fromRepo } from '../lib/paths.mjs';
import { commandLine, isAlive, onProcessExit, readPidFile, removeFile, writePidFile } from '../lib/proc.mjs';
import { build } from '../scripts/build.mjs';

/** @typedef {import('../lib/infra.mjs').Part} Part */

const DATA_DIR = join(REPO_ROOT, '.data');
const LOG_DIR = join(DATA_DIR, 'logs');
const RUN_DIR = join(DATA_DIR, 'run');
const HEALTH_TIMEOUT_MS = Number(process.env.LUMEN_START_TIMEOUT_SECONDS || 90) * 1000;
/** @type {Record<Part, string>} */
const URL_ENV = { postgres: 'DATABASE_URL', redis: 'REDIS_URL', nats: 'NATS_URL' };
/** @type {Record<Part, [string, number]>} */
const PORT_ENV = {
  postgres: ['LUMEN_PG_PORT', 15432],
  redis: ['LUMEN_REDIS_PORT', 16379],
  nats: ['LUMEN_NATS_PORT', 14222],
};

/** A terminal's Ctrl-C can reach us twice (directly and forwarded by npm): that is still one request. */
const SIGNAL_DEBOUNCE_MS = 1000;

/** @type {{ stopping: boolean, stoppingSince: number, mainDone: boolean, infra?: { env: Record<string, string>, stop: () => Promise<void>, parts: readonly string[] }, apps?: import('../lib/apps.mjs').AppController }} */
const state = { stopping: false, stoppingSince: 0, mainDone: false };

/** @param {string} line */
const say = (line) => console.log(line);

/**
 * @param {string} name
 * @param {number} fallback
 */
function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number (1-65535), not "${raw}"`);
  return port;
}

/** @param {string} url */
function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Uses the given DATABASE_URL / REDIS_URL / NATS_URL and starts local servers for the others. */
async function setUpInfra() {
  const given = PARTS.filter((part) => process.env[URL_ENV[part]]);
  for (const part of given) say(`✔ ${part}: using ${URL_ENV[part]} (${redact(process.env[URL_ENV[part]] ?? '')})`);
  const needed = PARTS.filter((part) => !given.includes(part));
  if (!needed.length) return {};
  const ports = Object.fromEntries(needed.map((part) => [part, portFromEnv(...PORT_ENV[part])]));
  say(`▸ starting ${needed.join(', ')} (data in ${fromRepo(DATA_DIR)}/)…`);
  await ensureBinaries({ allowInstall: true, log: say, parts: needed });
  try {
    state.infra = await startInfra({ dataDir: DATA_DIR, ports, ephemeral: false, log: say, parts: needed });
  } catch (error) {
    const message = /** @type {Error} */ (error).message;
    const hint = message.includes('already in use')
      ? `\n(other ports: ${needed.map((p) => PORT_ENV[p][0]).join(', ')})`
      : '';
    throw new Error(`${message}${hint}\nlogs: ${fromRepo(LOG_DIR)}/`, { cause: error });
  }
  return state.infra.env;
}

/**
 * Runs the services and the gateway, quiet by default (structured logs go to .data/logs).
 * @param {Record<string, string>} infraEnv
 * @param {string} port
 */
async function startAllApps(infraEnv, port) {
  const env = { ...process.env, ...infraEnv, PORT: port, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
  say(`▸ starting ${APPS.join(', ')} (logs in ${fromRepo(LOG_DIR)}/<app>.log)…`);
  state.apps = await startApps({ env, log: say, restart: true, logDir: LOG_DIR, pidDir: RUN_DIR });
}

/**
 * Prints each part the first time /api/health reports it up.
 * @param {Awaited<ReturnType<typeof probeHttp>>} answer
 * @param {Set<string>} seen
 * @param {string} port
 */
function reportProgress(answer, seen, port) {
  if (!('status' in answer)) return;
  if (!seen.has('gateway')) say(`✔ gateway up (port ${port})`);
  seen.add('gateway');
  const services = /** @type {{ services?: Record<string, { status: string }> }} */ (answer.body)?.services ?? {};
  for (const [name, part] of Object.entries(services)) {
    if (part.status !== 'up' || seen.has(name)) continue;
    seen.add(name);
    say(`✔ ${name} service up`);
  }
}

/**
 * Says what /api/health reports down, which apps keep crashing, and where the logs are.
 * @param {Awaited<ReturnType<typeof probeHttp>>} answer
 * @param {string} url
 */
function diagnose(answer, url) {
  say(`✖ Lumen is not healthy after ${HEALTH_TIMEOUT_MS / 1000} s:`);
  /** @type {Set<string>} */
  const suspects = new Set();
  if ('error' in answer) {
    say(`  the gateway does not answer ${url} (${answer.error})`);
    suspects.add('gateway');
  } else {
    const body =
      /** @type {{ down?: string[], infra?: Record<string, { error?: string }>, services?: Record<string, { error?: string }> }} */ (
        answer.body
      );
    for (const name of body?.down ?? []) {
      say(`  ✖ ${name} is down${describeDown(body, name)}`);
      suspects.add(name);
    }
    if (!body?.down) say(`  ${url} answered ${answer.status}`);
  }
  for (const name of APPS) describeApp(name, suspects.has(name));
  say(`  logs: ${fromRepo(LOG_DIR)}/<app>.log and ${fromRepo(LOG_DIR)}/{postgres,redis,nats}.log`);
  say('  still waiting; Ctrl-C stops everything');
}

/**
 * @param {{ infra?: Record<string, { error?: string }>, services?: Record<string, { error?: string }> }} body
 * @param {string} name
 */
function describeDown(body, name) {
  const error = body.services?.[name]?.error ?? body.infra?.[name]?.error;
  return error ? ` (${error})` : '';
}

/**
 * @param {string} name
 * @param {boolean} suspect
 */
function describeApp(name, suspect) {
  const info = state.apps?.info(name);
  if (!info || (!suspect && info.running && !info.restarts)) return;
  const exit = info.lastExit ? `, last exit code ${info.lastExit.code ?? info.lastExit.signal}` : '';
  say(`  ${name}: ${info.running ? 'running' : 'not running'}, restarted ${info.restarts} time(s)${exit}`);
  const error = lastLoggedError(join(LOG_DIR, `${name}.log`));
  if (error) say(`    last error: ${error.slice(0, 300)}`);
}

/** @param {string} port */
async function waitUntilHealthy(port) {
  const url = `http://127.0.0.1:${port}/api/health`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  const seen = new Set();
  let warned = false;
  while (!state.stopping) {
    const answer = await probeHttp(url, 3000);
    reportProgress(answer, seen, port);
    if ('status' in answer && answer.status === 200) {
      say(`\nLumen is ready at http://localhost:${port}  (Ctrl-C to stop)`);
      return;
    }
    if (!warned && Date.now() > deadline) {
      warned = true;
      diagnose(answer, url);
    }
    await sleep(500);
  }
}

function loadDotEnv() {
  const file = join(REPO_ROOT, '.env');
  if (!existsSync(file)) return;
  process.loadEnvFile(file);
  say('  (read .env; variables already set in the environment win)');
}

/** One launcher per data folder: a second one must not take over the first one's apps. */
function claimLauncherLock() {
  const file = join(RUN_DIR, 'launcher.pid');
  const pid = readPidFile(file);
  if (pid && pid !== process.pid && isAlive(pid) && commandLine(pid).includes('launcher/start.mjs')) {
    throw new Error(`Lumen is already running from this folder (launcher pid ${pid}); stop it first (Ctrl-C there, or kill ${pid})`);
  }
  writePidFile(file, process.pid);
  onProcessExit(() => {
    if (readPidFile(file) === process.pid) removeFile(file);
  });
}

async function main() {
  loadDotEnv();
  claimLauncherLock();
  const port = String(portFromEnv('PORT', 8080));
  say('▸ building…');
  await build({ log: (line) => say(`  ${line}`) });
  const missing = missingEntryPoints();
  if (missing.length) {
    throw new Error(
      `cannot start: ${missing.join(', ')} is missing after the build (is its src/main.ts there? see the build output above)`,
    );
  }
  if (state.stopping) return;
  const stale = await stopStaleApps(RUN_DIR);
  if (stale.length) say(`  (stopped ${stale.join(', ')} left running by an earlier run)`);
  await assertPortFree(Number(port), 'the gateway').catch((error) => {
    throw new Error(
      `${error.message.replace(/; stop it or choose another port$/, '')}; stop it or set PORT to another port`,
      { cause: error },
    );
  });
  const infraEnv = await setUpInfra();
  if (state.stopping) return;
  await startAllApps(infraEnv, port);
  if (state.stopping) return;
  await waitUntilHealthy(port);
}

async function teardown() {
  if (state.apps) {
    await state.apps.stopAll();
    say('✔ apps stopped');
  }
  if (state.infra) {
    await state.infra.stop();
    say(`✔ ${state.infra.parts.join(', ')} stopped`);
  }
}

/** @type {Promise<void> | undefined} */
let finishing;
/** @param {number} code */
function finish(code) {
  finishing ??= teardown().then(
    () => process.exit(code),
    (error) => {
      console.error(`✖ while stopping: ${error.message}`);
      process.exit(1);
    },
  );
  return finishing;
}

/** First signal: stop everything in order. Second: exit now (exit hooks kill the apps, ask the servers to stop). */
function onSignal() {
  if (state.stopping) {
    if (Date.now() - state.stoppingSince < SIGNAL_DEBOUNCE_MS) return;
    say('✖ forced stop');
    process.exit(1);
  }
  state.stopping = true;
  state.stoppingSince = Date.now();
  say('\n▸ stopping… (press Ctrl-C again to force)');
  if (state.mainDone) void finish(0);
}

async function launch() {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) process.on(signal, onSignal);
  process.on('uncaughtException', (error) => {
    console.error(`✖ unexpected error: ${error.stack ?? error.message}`);
    void finish(1);
  });
  let code = 0;
  try {
    await main();
  } catch (error) {
    if (!state.stopping) console.error(`✖ ${/** @type {Error} */ (error).message}`);
    code = state.stopping ? 0 : 1;
  }
  state.mainDone = true;
  if (code || state.stopping) await finish(code);
}

await launch();
