import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { assertPortFree, pollUntil } from './net.mjs';
import {
  commandLine,
  isAlive,
  onProcessExit,
  readPidFile,
  removeFile,
  runLogged,
  sendSignal,
  spawnLogged,
  stopPid,
  tailFile,
  waitForChildExit,
} from './proc.mjs';

const USER = 'lumen';
const DATABASE = 'lumen';
/** Fast shutdown (SIGINT), then immediate (SIGQUIT), then kill. */
const STOP_STEPS = /** @type {Array<[NodeJS.Signals, number]>} */ ([
  ['SIGINT', 30_000],
  ['SIGQUIT', 10_000],
  ['SIGKILL', 5_000],
]);

/**
 * Postgres refuses to run as root: then it runs as the `postgres` system user.
 * @returns {{ uid: number, gid: number } | undefined}
 */
function serverOwner() {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      "running as root, but there is no 'postgres' system user to run Postgres as (apt-get install postgresql creates it)",
    );
  }
}

/**
 * Lets the postgres user reach its data directory: adds only the search (x) bit where it lacks it.
 * @param {string} dir
 * @param {{ uid: number, gid: number }} owner
 * @param {(line: string) => void} log
 */
function makeTraversable(dir, owner, log) {
  for (let current = dirname(dir); ; current = dirname(current)) {
    const { mode, uid, gid } = statSync(current);
    const canPass = uid === owner.uid ? mode & 0o100 : gid === owner.gid ? mode & 0o010 : mode & 0o001;
    if (!canPass) {
      chmodSync(current, mode | 0o001);
      log(`  (made ${current} traversable (o+x) so the postgres user can reach its data)`);
    }
    if (current === dirname(current)) return;
  }
}

/**
 * @param {string} pgdata
 * @param {{ uid: number, gid: number } | undefined} owner
 * @param {(line: string) => void} log
 */
function prepareDataDir(pgdata, owner, log) {
  mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  chmodSync(pgdata, 0o700);
  if (!owner) return;
  makeTraversable(pgdata, owner, log);
  if (statSync(pgdata).uid !== owner.uid) execFileSync('chown', ['-R', `${owner.uid}:${owner.gid}`, pgdata]);
  else chownSync(pgdata, owner.uid, owner.gid);
}

/**
 * initdb refuses a non-empty directory; without PG_VERSION it can only hold an interrupted initdb.
 * @param {string} pgdata
 * @param {(line: string) => void} log
 */
function clearUnfinishedCluster(pgdata, log) {
  const entries = readdirSync(pgdata);
  if (!entries.length) return;
  log(`  (removing an unfinished Postgres cluster in ${pgdata})`);
  for (const entry of entries) rmSync(join(pgdata, entry), { recursive: true, force: true });
}

/** @param {string} postgresBin */
function binaryMajor(postgresBin) {
  const out = execFileSync(postgresBin, ['--version'], { encoding: 'utf8' });
  return /(\d+)(?:\.\d+)?/.exec(out.replace(/^[^)]*\)/, ''))?.[1] ?? '';
}

/**
 * @param {string} pgdata
 * @param {string} postgresBin
 */
function assertSameMajor(pgdata, postgresBin) {
  const dataMajor = readFileSync(join(pgdata, 'PG_VERSION'), 'utf8').trim();
  const major = binaryMajor(postgresBin);
  if (major && dataMajor !== major) {
    throw new Error(
      `${pgdata} holds a Postgres ${dataMajor} cluster but the installed server is ${major}; move that directory away (or dump and restore it) to start fresh`,
    );
  }
}

/**
 * Stops a postmaster still running on this data directory from an earlier crashed run; removes a lock
 * file whose pid now belongs to something else.
 * @param {string} pgdata
 * @param {(line: string) => void} log
 */
async function stopStalePostgres(pgdata, log) {
  const lockFile = join(pgdata, 'postmaster.pid');
  const pid = readPidFile(lockFile);
  if (!pid) return;
  const cmd = commandLine(pid);
  if (!isAlive(pid) || !cmd.includes('postgres') || !cmd.includes(pgdata)) {
    if (isAlive(pid)) removeFile(lockFile);
    return;
  }
  log(`  (stopping the Postgres left running by an earlier run, pid ${pid})`);
  if (!(await stopPid(pid, STOP_STEPS)))
    throw new Error(`could not stop the Postgres left running on ${pgdata} (pid ${pid})`);
}

/**
 * @param {number} port
 * @param {string} database
 */
function client(port, database) {
  return new pg.Client({ host: '127.0.0.1', port, user: USER, database, connectionTimeoutMillis: 2000 });
}

/**
 * @param {number} port
 * @param {(c: pg.Client) => Promise<unknown>} work
 */
async function withClient(port, work) {
  const c = client(port, 'postgres');
  c.on('error', () => undefined);
  try {
    await c.connect();
    return await work(c);
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** @param {number} port */
async function ensureDatabase(port) {
  await withClient(port, async (c) => {
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!found.rowCount) await c.query(`CREATE DATABASE ${DATABASE}`);
  });
}

/**
 * @param {number} port
 * @param {boolean} ephemeral
 */
function serverArgs(port, ephemeral) {
  const args = ['-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', '', '-c', 'max_connections=200'];
  if (ephemeral) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  return args;
}

/**
 * Starts Postgres on 127.0.0.1 only (no unix socket), creating the cluster and the `lumen` database
 * on first use.
 * @param {{ bins: { postgres: string, initdb: string }, dataDir: string, port: number, ephemeral: boolean,
 *   log: (line: string) => void }} options
 */
export async function startPostgres({ bins, dataDir, port, ephemeral, log }) {
  const pgdata = join(dataDir, 'postgres');
  const logFile = join(dataDir, 'logs', 'postgres.log');
  const owner = serverOwner();
  const env = { PATH: process.env.PATH, LC_ALL: 'C', TZ: 'UTC' };
  await stopStalePostgres(pgdata, log);
  await assertPortFree(port, 'postgres');
  prepareDataDir(pgdata, owner, log);
  if (!existsSync(join(pgdata, 'PG_VERSION'))) {
    clearUnfinishedCluster(pgdata, log);
    const args = ['-D', pgdata, '--auth=trust', '-U', USER, '-E', 'UTF8', '--locale=C', '--no-instructions'];
    await runLogged(bins.initdb, ephemeral ? [...args, '--no-sync'] : args, { logFile, cwd: pgdata, env, ...owner });
  } else assertSameMajor(pgdata, bins.postgres);
  const child = spawnLogged(bins.postgres, ['-D', pgdata, ...serverArgs(port, ephemeral)], {
    logFile,
    cwd: pgdata,
    env,
    ...owner,
  });
  const removeHook = onProcessExit(() => child.pid && sendSignal(child.pid, 'SIGINT'));
  const failFast = () =>
    child.exitCode !== null
      ? new Error(`postgres exited with code ${child.exitCode}:\n${tailFile(logFile)}`)
      : undefined;
  try {
    await pollUntil(() => withClient(port, (c) => c.query('SELECT 1')), {
      timeoutMs: 60_000,
      intervalMs: 100,
      what: 'postgres',
      failFast,
    });
    await ensureDatabase(port);
  } catch (error) {
    await stopPostgresChild(child);
    removeHook();
    throw error;
  }
  const stop = async () => {
    await stopPostgresChild(child);
    removeHook();
  };
  return { url: `postgres://${USER}@127.0.0.1:${port}/${DATABASE}`, pid: child.pid, stop };
}

/** @param {import('node:child_process').ChildProcess} child */
async function stopPostgresChild(child) {
  for (const [signal, waitMs] of STOP_STEPS) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    if (await waitForChildExit(child, waitMs)) return;
  }
}
