import { spawn } from 'node:child_process';
import { closeSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT, fromRepo } from './paths.mjs';
import {
  onProcessExit,
  openLog,
  removeFile,
  rotateLog,
  sendSignal,
  stopStale,
  waitForChildExit,
  writePidFile,
} from './proc.mjs';

/** @typedef {'feed' | 'content' | 'reward' | 'billing' | 'analytics' | 'gateway'} AppName */
/** @typedef {{ code: number | null, signal: NodeJS.Signals | null, expected: boolean }} ExitInfo */
/**
 * @typedef {object} AppState
 * @property {import('node:child_process').ChildProcess} [child]
 * @property {NodeJS.Timeout} [timer] pending restart
 * @property {boolean} stopping
 * @property {boolean} started at least once (its log was rotated)
 * @property {number} startedAt
 * @property {number} failures consecutive quick crashes, for the backoff
 * @property {number} restarts
 * @property {{ code: number | null, signal: NodeJS.Signals | null, at: number }} [lastExit]
 */

/** @type {readonly AppName[]} */
export const APPS = Object.freeze(['feed', 'content', 'reward', 'billing', 'analytics', 'gateway']);

const STOP_GRACE_MS = 10_000;
/** Apps run on the project's pinned Node (a devDependency) even when the caller's node is older. */
const PINNED_NODE = join(REPO_ROOT, 'node_modules', '.bin', 'node');
const NODE = existsSync(PINNED_NODE) ? PINNED_NODE : process.execPath;
const MAX_BACKOFF_MS = 30_000;
/** A run this long counts as healthy: the next crash starts the backoff again at 1 s. */
const STABLE_RUN_MS = 60_000;

/** @param {string} name */
export function appDir(name) {
  return name === 'gateway' ? join(REPO_ROOT, 'gateway') : join(REPO_ROOT, 'services', name);
}

/** @param {string} name */
export function entryPoint(name) {
  return join(appDir(name), 'dist', 'main.js');
}

/**
 * Entry points (relative to the repo) that have not been built.
 * @param {readonly string[]} [names]
 */
export function missingEntryPoints(names = APPS) {
  return names.filter((name) => !existsSync(entryPoint(name))).map((name) => fromRepo(entryPoint(name)));
}

/**
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 */
function describeExit(code, signal) {
  return signal ? `killed by ${signal}` : `exit code ${code}`;
}

/**
 * Writes each line of a stream to the console, prefixed with the app name.
 * @param {NodeJS.ReadableStream | null} stream
 * @param {string} name
 * @param {NodeJS.WriteStream} out
 */
function prefixLines(stream, name, out) {
  if (!stream) return;
  const prefix = `${name.padEnd(9)}│ `;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix}${line}\n`));
}

/**
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 * @param {string | undefined} logDir
 */
function spawnApp(name, env, logDir) {
  const options = { cwd: appDir(name), env, detached: true };
  if (!logDir) {
    const child = spawn(NODE, [entryPoint(name)], { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, name, process.stdout);
    prefixLines(child.stderr, name, process.stderr);
    return child;
  }
  const fd = openLog(join(logDir, `${name}.log`));
  try {
    return spawn(NODE, [entryPoint(name)], { ...options, stdio: ['ignore', fd, fd] });
  } finally {
    closeSync(fd);
  }
}

/**
 * Stops apps left running by an earlier run that crashed (their pid files are in pidDir).
 * @param {string} pidDir
 * @param {readonly string[]} [names]
 * @returns {Promise<string[]>} the apps that were stopped
 */
export async function stopStaleApps(pidDir, names = APPS) {
  const stopped = await Promise.all(
    names.map(async (name) => {
      const pid = await stopStale(join(pidDir, `app-${name}.pid`), (cmd) => cmd.includes(entryPoint(name)), [
        ['SIGTERM', STOP_GRACE_MS],
        ['SIGKILL', 5000],
      ]);
      return pid ? [name] : [];
    }),
  );
  return stopped.flat();
}

/**
 * Runs the apps as child processes of this one (`node <app>/dist/main.js`), each in its own process
 * group, optionally restarting the ones that crash (backoff 1 s, 2 s, 4 s … 30 s).
 * @param {{ env: NodeJS.ProcessEnv, names?: readonly string[], log?: (line: string) => void, restart?: boolean,
 *   logDir?: string, pidDir?: string, onExit?: (name: string, info: ExitInfo) => void }} options
 * @returns {Promise<AppController>} once every app has been spawned (not once it is ready)
 */
export async function startApps({ env, names = APPS, log = console.log, restart = false, logDir, pidDir, onExit }) {
  const unknown = names.filter((name) => !APPS.includes(/** @type {AppName} */ (name)));
  if (unknown.length) throw new Error(`unknown app(s): ${unknown.join(', ')} (known: ${APPS.join(', ')})`);
  const missing = missingEntryPoints(names);
  if (missing.length)
    throw new Error(`not built: ${missing.join(', ')} is missing (run npm run build and check its output)`);
  const controller = new AppController({ env, names, log, restart, logDir, pidDir, onExit });
  await Promise.all(names.map((name) => controller.start(name)));
  return controller;
}

export class AppController {
  /** @type {Map<string, AppState>} */
  #states;
  #closed = false;
  #removeHook;
  #options;

  /**
   * @param {{ env: NodeJS.ProcessEnv, names: readonly string[], log: (line: string) => void, restart: boolean,
   *   logDir?: string, pidDir?: string, onExit?: (name: string, info: ExitInfo) => void }} options
   */
  constructor(options) {
    this.#options = options;
    this.#states = new Map(
      options.names.map((name) => [name, { stopping: false, started: false, startedAt: 0, failures: 0, restarts: 0 }]),
    );
    this.#removeHook = onProcessExit(() => {
      for (const s of this.#states.values()) if (s.child?.pid) sendSignal(-s.child.pid, 'SIGKILL');
    });
  }

  get names() {
    return [...this.#states.keys()];
  }

  /** @returns {Record<string, number>} pid of every running app */
  get pids() {
    return Object.fromEntries([...this.#states].flatMap(([name, s]) => (s.child?.pid ? [[name, s.child.pid]] : [])));
  }

  /** @param {string} name */
  info(name) {
    const s = this.#state(name);
    return { running: Boolean(s.child), pid: s.child?.pid, restarts: s.restarts, lastExit: s.lastExit };
  }

  /**
   * Starts an app unless it runs (cancels a pending restart).
   * @param {string} name
   */
  async start(name) {
    const s = this.#state(name);
    clearTimeout(s.timer);
    s.timer = undefined;
    if (s.child || this.#closed) return;
    const { env, logDir, pidDir } = this.#options;
    const pidFile = pidDir ? join(pidDir, `app-${name}.pid`) : '';
    if (pidDir) await stopStaleApps(pidDir, [name]);
    if (logDir && !s.started) rotateLog(join(logDir, `${name}.log`));
    s.started = true;
    const child = spawnApp(name, env, logDir);
    s.child = child;
    s.startedAt = Date.now();
    if (pidFile && child.pid) writePidFile(pidFile, child.pid);
    child.on('error', (error) => this.#options.log(`✖ ${name} could not start: ${error.message}`));
    child.once('exit', (code, signal) => {
      if (pidFile) removeFile(pidFile);
      this.#onExit(name, s, code, signal);
    });
  }

  /**
   * SIGTERM, then SIGKILL to its process group after 10 s.
   * @param {string} name
   */
  async stop(name) {
    const s = this.#state(name);
    clearTimeout(s.timer);
    s.timer = undefined;
    const child = s.child;
    if (!child?.pid) return;
    s.stopping = true;
    child.kill('SIGTERM');
    if (!(await waitForChildExit(child, STOP_GRACE_MS))) {
      this.#options.log(`  (${name} did not stop within ${STOP_GRACE_MS / 1000} s; killing it)`);
      sendSignal(-child.pid, 'SIGKILL');
      await waitForChildExit(child, 5000);
    }
    sendSignal(-child.pid, 'SIGKILL'); // anything it left behind in its process group
    s.stopping = false;
  }

  /** Stops the gateway first (no new requests), then the services together; no restarts after this. */
  async stopAll() {
    this.#closed = true;
    if (this.#states.has('gateway')) await this.stop('gateway');
    await Promise.all(this.names.filter((name) => name !== 'gateway').map((name) => this.stop(name)));
    this.#removeHook();
  }

  /** @param {string} name */
  #state(name) {
    const found = this.#states.get(name);
    if (!found) throw new Error(`unknown app ${name}`);
    return found;
  }

  /** @param {string} name */
  #logHint(name) {
    const { logDir } = this.#options;
    return logDir ? ` (log: ${fromRepo(join(logDir, `${name}.log`))})` : '';
  }

  /**
   * @param {string} name
   * @param {AppState} s
   * @param {number | null} code
   * @param {NodeJS.Signals | null} signal
   */
  #onExit(name, s, code, signal) {
    const { log, restart, onExit } = this.#options;
    s.child = undefined;
    s.lastExit = { code, signal, at: Date.now() };
    const expected = s.stopping || this.#closed;
    onExit?.(name, { code, signal, expected });
    if (expected) return;
    if (!restart) return log(`✖ ${name} exited (${describeExit(code, signal)})${this.#logHint(name)}`);
    s.failures = Date.now() - s.startedAt > STABLE_RUN_MS ? 1 : s.failures + 1;
    const delay = Math.min(1000 * 2 ** (s.failures - 1), MAX_BACKOFF_MS);
    log(`↻ ${name} exited (${describeExit(code, signal)}); restarting in ${delay / 1000} s${this.#logHint(name)}`);
    s.restarts += 1;
    s.timer = setTimeout(
      () => void this.start(name).catch((error) => log(`✖ ${name} could not restart: ${error.message}`)),
      delay,
    );
  }
}

/**
 * Polls a URL until it answers with the expected status.
 * @param {string} url
 * @param {{ timeoutMs?: number, expectStatus?: number, intervalMs?: number, requestTimeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, body: unknown }>}
 */
export async function waitForHttp(
  url,
  { timeoutMs = 30_000, expectStatus = 200, intervalMs = 250, requestTimeoutMs = 3000 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probeHttp(url, requestTimeoutMs);
    if ('status' in answer && answer.status === expectStatus) return answer;
    const last = 'status' in answer ? `status ${answer.status}` : answer.error;
    if (Date.now() + intervalMs > deadline)
      throw new Error(`${url} did not answer ${expectStatus} within ${timeoutMs / 1000} s (last: ${last})`);
    await sleep(intervalMs);
  }
}

/**
 * One GET; never throws.
 * @param {string} url
 * @param {number} [timeoutMs]
 * @returns {Promise<{ status: number, body: unknown } | { error: string }>}
 */
export async function probeHttp(url, timeoutMs = 3000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body };
  } catch (error) {
    const cause = /** @type {{ cause?: { code?: string } }} */ (error).cause;
    return { error: cause?.code ?? /** @type {Error} */ (error).message };
  }
}

/**
 * The last error an app logged (pino JSON with level ≥ 50, or a plain stderr line such as a crash), for
 * diagnosis; '' when none.
 * @param {string} logFile
 */
export function lastLoggedError(logFile) {
  const text = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const lines = text.trimEnd().split('\n').slice(-200).reverse();
  for (const line of lines) {
    const entry = parseJson(line);
    if (entry && typeof entry.level === 'number' && entry.level >= 50) {
      const err = /** @type {{ message?: string } | undefined} */ (entry.err);
      return [entry.msg, err?.message].filter(Boolean).join(': ');
    }
    if (!entry && /error|invalid|cannot|failed/i.test(line)) return line.trim();
  }
  return '';
}

/** @param {string} line */
function parseJson(line) {
  if (!line.startsWith('{')) return undefined;
  try {
    return /** @type {Record<string, unknown>} */ (JSON.parse(line));
  } catch {
    return undefined;
  }
}
