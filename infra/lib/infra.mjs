import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { assertPortFree, freePort, natsInfo, pollUntil, redisPing } from './net.mjs';
import { startPostgres } from './postgres.mjs';
import {
  commandLine,
  isAlive,
  onProcessExit,
  readPidFile,
  removeFile,
  rotateLog,
  sendSignal,
  shortCommand,
  spawnLogged,
  stopStale,
  tailFile,
  waitForChildExit,
  writePidFile,
} from './proc.mjs';

export { freePort };

/** @typedef {'postgres' | 'redis' | 'nats'} Part */
/** @typedef {'postgres' | 'initdb' | 'pg_ctl' | 'redis-server' | 'nats-server'} Binary */

/** @type {readonly Part[]} */
export const PARTS = Object.freeze(['postgres', 'redis', 'nats']);

/** @type {Record<Part, Binary[]>} */
const BINARIES_OF = { postgres: ['postgres', 'initdb', 'pg_ctl'], redis: ['redis-server'], nats: ['nats-server'] };
/** @type {Record<Binary, string>} */
const DEBIAN_PACKAGE = {
  postgres: 'postgresql',
  initdb: 'postgresql',
  pg_ctl: 'postgresql',
  'redis-server': 'redis-server',
  'nats-server': 'nats-server',
};
const EXTRA_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
const DAEMON_STOP = /** @type {Array<[NodeJS.Signals, number]>} */ ([
  ['SIGTERM', 15_000],
  ['SIGKILL', 5_000],
]);

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * Looks a command up on PATH, then in the usual system directories.
 * @param {string} name
 */
function which(name) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...EXTRA_DIRS];
  return dirs.map((dir) => join(dir, name)).find(isExecutable) ?? '';
}

/** The newest /usr/lib/postgresql/<version>/bin that holds postgres, initdb and pg_ctl ('' if none). */
function postgresBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = readdirSync(root).filter((v) => /^\d+(\.\d+)?$/.test(v));
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  const dirs = versions.map((v) => join(root, v, 'bin'));
  return dirs.find((dir) => BINARIES_OF.postgres.every((bin) => isExecutable(join(dir, bin)))) ?? '';
}

/**
 * Paths of the infrastructure servers, and which are missing.
 * @returns {{ paths: Record<Binary, string>, missing: Binary[] }}
 */
export function findBinaries() {
  const pgDir = postgresBinDir();
  const pgPath = (/** @type {Binary} */ bin) => (pgDir ? join(pgDir, bin) : which(bin));
  /** @type {Record<Binary, string>} */
  const paths = {
    postgres: pgPath('postgres'),
    initdb: pgPath('initdb'),
    pg_ctl: pgPath('pg_ctl'),
    'redis-server': which('redis-server'),
    'nats-server': which('nats-server'),
  };
  const missing = /** @type {Binary[]} */ (Object.keys(paths)).filter((bin) => !paths[bin]);
  return { paths, missing };
}

/**
 * @param {readonly Part[]} parts
 * @returns {Binary[]}
 */
function missingFor(parts) {
  const { missing } = findBinaries();
  return missing.filter((bin) => parts.some((part) => BINARIES_OF[part].includes(bin)));
}

function canInstall() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && Boolean(which('apt-get'));
}

/**
 * @param {string[]} args
 */
function apt(args) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(which('apt-get'), args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolvePromise(undefined) : reject(new Error(`apt-get ${args[0]} failed (exit code ${code})`)),
    );
  });
}

/**
 * Makes sure the servers for the given parts are installed: installs the missing Debian packages when
 * allowed and possible (root on Debian/Ubuntu), otherwise throws an error that says what to install.
 * @param {{ allowInstall?: boolean, log?: (line: string) => void, parts?: readonly Part[] }} [options]
 * @returns {Promise<Record<Binary, string>>}
 */
export async function ensureBinaries({ allowInstall = false, log = console.log, parts = PARTS } = {}) {
  const missing = missingFor(parts);
  if (!missing.length) return findBinaries().paths;
  const packages = [...new Set(missing.map((bin) => DEBIAN_PACKAGE[bin]))];
  if (!allowInstall || !canInstall()) {
    throw new Error(
      `missing ${missing.join(', ')}. Install the Debian/Ubuntu packages with:\n` +
        `  sudo apt-get install ${packages.join(' ')}\n` +
        'or run the whole stack in containers instead: docker compose up\n' +
        '(or point DATABASE_URL, REDIS_URL and NATS_URL at servers you already run)',
    );
  }
  log(`▸ installing ${packages.join(' ')} with apt-get (missing ${missing.join(', ')})…`);
  await apt(['update']);
  await apt(['install', '-y', ...packages]);
  const still = missingFor(parts);
  if (still.length) throw new Error(`still missing after apt-get install: ${still.join(', ')}`);
  log(`✔ installed ${packages.join(' ')}`);
  return findBinaries().paths;
}

/**
 * Starts a server that needs no initialisation (Redis, NATS), guarded by a pid file against leftovers.
 * @param {{ name: string, bin: string, args: string[], dataDir: string, port: number, cwd?: string,
 *   probe: (port: number) => Promise<void>, timeoutMs: number, log: (line: string) => void }} options
 */
async function startDaemon({ name, bin, args, dataDir, port, cwd, probe, timeoutMs, log }) {
  const pidFile = join(dataDir, 'run', `${name}.pid`);
  const logFile = join(dataDir, 'logs', `${name}.log`);
  const binName = bin.split('/').pop() ?? bin;
  const stale = await stopStale(pidFile, (cmd) => cmd.includes(binName), DAEMON_STOP);
  if (stale) log(`  (stopped the ${name} left running by an earlier run, pid ${stale})`);
  await assertPortFree(port, name);
  const child = spawnLogged(bin, args, { logFile, cwd });
  if (child.pid) writePidFile(pidFile, child.pid);
  const removeHook = onProcessExit(() => child.pid && sendSignal(child.pid, 'SIGTERM'));
  const stop = async () => {
    for (const [signal, waitMs] of DAEMON_STOP) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      child.kill(signal);
      if (await waitForChildExit(child, waitMs)) break;
    }
    removeFile(pidFile);
    removeHook();
  };
  const failFast = () =>
    child.exitCode !== null
      ? new Error(`${name} exited with code ${child.exitCode}:\n${tailFile(logFile)}`)
      : undefined;
  try {
    await pollUntil(() => probe(port), { timeoutMs, what: name, failFast });
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, stop };
}

/**
 * @param {string} bin
 * @param {{ dataDir: string, port: number, ephemeral: boolean, log: (line: string) => void }} options
 */
function startRedis(bin, { dataDir, port, ephemeral, log }) {
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const persistence = ephemeral
    ? ['--save', '', '--appendonly', 'no']
    : ['--appendonly', 'yes', '--appendfsync', 'everysec'];
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--daemonize',
    'no',
    '--logfile',
    '',
    '--maxmemory-policy',
    'noeviction',
    ...persistence,
  ];
  return startDaemon({ name: 'redis', bin, args, dataDir, port, cwd: dir, probe: redisPing, timeoutMs: 60_000, log });
}

/**
 * @param {string} bin
 * @param {{ dataDir: string, port: number, log: (line: string) => void }} options
 */
function startNats(bin, { dataDir, port, log }) {
  const args = ['-a', '127.0.0.1', '-p', String(port), '-n', 'lumen-nats'];
  return startDaemon({ name: 'nats', bin, args, dataDir, port, probe: natsInfo, timeoutMs: 20_000, log });
}

/**
 * One process at a time runs the infrastructure of a data directory.
 * @param {string} dataDir
 */
function acquireLock(dataDir) {
  const lockFile = join(dataDir, 'run', 'infra.lock');
  const holder = readPidFile(lockFile);
  if (holder && holder !== process.pid && isAlive(holder) && commandLine(holder).includes('node')) {
    throw new Error(
      `another process (pid ${holder}: ${shortCommand(holder)}) is already running the infrastructure in ${dataDir}; stop it first`,
    );
  }
  writePidFile(lockFile, process.pid);
  return () => removeFile(lockFile);
}

/** @type {Record<Part, string>} */
const ENV_OF = { postgres: 'DATABASE_URL', redis: 'REDIS_URL', nats: 'NATS_URL' };

/**
 * @param {Part} part
 * @param {Record<Binary, string>} paths
 * @param {{ dataDir: string, port: number, ephemeral: boolean, log: (line: string) => void }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
async function startPart(part, paths, options) {
  if (part === 'postgres') return startPostgres({ bins: paths, ...options });
  const url = `${part}://127.0.0.1:${options.port}`;
  const handle =
    part === 'redis'
      ? await startRedis(paths['redis-server'], options)
      : await startNats(paths['nats-server'], options);
  return { url, stop: handle.stop };
}

/**
 * Starts Postgres, Redis and NATS (or the given parts) in parallel from local binaries, on 127.0.0.1,
 * with data and logs under dataDir; resolves once every one accepts connections.
 * @param {{ dataDir: string, ports: Partial<Record<Part, number>>, ephemeral?: boolean,
 *   log?: (line: string) => void, parts?: readonly Part[] }} options
 * @returns {Promise<{ env: Record<string, string>, stop: () => Promise<void>, dataDir: string, parts: readonly Part[] }>}
 */
export async function startInfra({ dataDir, ports, ephemeral = false, log = console.log, parts = PARTS }) {
  const dir = resolve(dataDir);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const paths = await ensureBinaries({ allowInstall: false, log, parts });
  const releaseLock = acquireLock(dir);
  const started = await Promise.allSettled(
    parts.map((part) => startAndReport(part, paths, { dir, ports, ephemeral, log })),
  );
  const handles = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const stop = once(async () => {
    await Promise.all(handles.map((h) => h.stop()));
    releaseLock();
  });
  const failures = started.flatMap((r) => (r.status === 'rejected' ? [/** @type {Error} */ (r.reason)] : []));
  if (failures.length) {
    await stop();
    throw new Error(failures.map((e) => e.message).join('\n'));
  }
  const env = Object.fromEntries(
    parts.map((part, i) => [ENV_OF[part], /** @type {{ url: string }} */ (handles[i]).url]),
  );
  return { env, stop, dataDir: dir, parts };
}

/**
 * @param {Part} part
 * @param {Record<Binary, string>} paths
 * @param {{ dir: string, ports: Partial<Record<Part, number>>, ephemeral: boolean, log: (line: string) => void }} options
 */
async function startAndReport(part, paths, { dir, ports, ephemeral, log }) {
  const port = ports[part];
  if (!port) throw new Error(`no port given for ${part}`);
  rotateLog(join(dir, 'logs', `${part}.log`));
  const handle = await startPart(part, paths, { dataDir: dir, port, ephemeral, log });
  log(`✔ ${part} ready (127.0.0.1:${port})`);
  return handle;
}

/**
 * @template T
 * @param {() => Promise<T>} fn
 * @returns {() => Promise<T>}
 */
function once(fn) {
  /** @type {Promise<T> | undefined} */
  let promise;
  return () => (promise ??= fn());
}
