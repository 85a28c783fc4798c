import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

export { sleep };

/**
 * Whether a process exists and is not a zombie (an orphan may stay a zombie under a PID 1 that never reaps).
 * @param {number} pid
 */
export function isAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X';
  } catch {
    if (existsSync('/proc/self')) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
    }
  }
}

/**
 * The command line of a process, arguments joined by spaces ('' when unknown).
 * @param {number} pid
 */
export function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/**
 * A command line fit for a one-line message.
 * @param {number} pid
 */
export function shortCommand(pid) {
  const cmd = commandLine(pid).replace(/\s+/g, ' ').trim() || 'unknown command';
  return cmd.length > 100 ? `${cmd.slice(0, 97)}...` : cmd;
}

/**
 * Sends a signal, ignoring a process that is already gone.
 * @param {number} pid negative for a process group
 * @param {NodeJS.Signals} signal
 */
export function sendSignal(pid, signal) {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Polls until a process (not necessarily our child) is gone.
 * @param {number} pid
 * @param {number} timeoutMs
 */
export async function waitForPidExit(pid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Resolves true when our child has exited, false after the timeout.
 * @param {ChildProcess} child
 * @param {number} timeoutMs
 */
export function waitForChildExit(child, timeoutMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Stops a process with a sequence of signals, each given its time to work.
 * @param {number} pid
 * @param {Array<[NodeJS.Signals, number]>} steps signal and how long to wait after it
 */
export async function stopPid(pid, steps) {
  for (const [signal, waitMs] of steps) {
    if (!sendSignal(pid, signal)) return true;
    if (await waitForPidExit(pid, waitMs)) return true;
  }
  return !isAlive(pid);
}

/**
 * Starts a fresh log for a new run; the previous run's log is kept as `<file>.1`.
 * @param {string} file
 */
export function rotateLog(file) {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file) && statSync(file).size > 0) renameSync(file, `${file}.1`);
}

/**
 * Opens a log file (appending) for a child's stdout and stderr.
 * @param {string} file
 */
export function openLog(file) {
  mkdirSync(dirname(file), { recursive: true });
  return openSync(file, 'a');
}

/**
 * The last lines of a file, for error messages.
 * @param {string} file
 * @param {number} [count]
 */
export function tailFile(file, count = 15) {
  try {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    return lines.slice(-count).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts a long-running server in its own process group with output appended to a log file.
 * @param {string} command
 * @param {string[]} args
 * @param {{ logFile: string, cwd?: string, env?: NodeJS.ProcessEnv, uid?: number, gid?: number }} options
 * @returns {ChildProcess}
 */
export function spawnLogged(command, args, { logFile, cwd, env, uid, gid }) {
  const fd = openLog(logFile);
  try {
    const child = spawn(command, args, { cwd, env, uid, gid, detached: true, stdio: ['ignore', fd, fd] });
    child.on('error', () => undefined);
    return child;
  } finally {
    closeSync(fd);
  }
}

/**
 * Runs a command to completion with output appended to a log file; rejects with the log's tail on failure.
 * @param {string} command
 * @param {string[]} args
 * @param {{ logFile: string, cwd?: string, env?: NodeJS.ProcessEnv, uid?: number, gid?: number }} options
 */
export function runLogged(command, args, options) {
  const child = spawnLogged(command, args, options);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) return resolve(undefined);
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      reject(new Error(`${command} ${why}:\n${tailFile(options.logFile)}`));
    });
  });
}

/**
 * Reads a pid file written by writePidFile (0 when absent or unreadable).
 * @param {string} file
 */
export function readPidFile(file) {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) || 0;
  } catch {
    return 0;
  }
}

/**
 * @param {string} file
 * @param {number} pid
 */
export function writePidFile(file, pid) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${pid}\n`);
}

/** @param {string} file */
export function removeFile(file) {
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/**
 * Stops a process left running by an earlier, crashed run, when its pid file names a live process
 * whose command line still matches (pids get reused).
 * @param {string} pidFile
 * @param {(cmdline: string) => boolean} matches
 * @param {Array<[NodeJS.Signals, number]>} steps
 * @returns {Promise<number>} the pid that was stopped, or 0
 */
export async function stopStale(pidFile, matches, steps) {
  const pid = readPidFile(pidFile);
  if (!pid || pid === process.pid || !isAlive(pid) || !matches(commandLine(pid))) {
    removeFile(pidFile);
    return 0;
  }
  const stopped = await stopPid(pid, steps);
  if (!stopped) throw new Error(`could not stop process ${pid} (${commandLine(pid)}) left from an earlier run`);
  removeFile(pidFile);
  return pid;
}

/** @type {Set<() => void>} */
const exitHooks = new Set();
let exitHookInstalled = false;

/**
 * Registers a synchronous last-resort cleanup run when this process exits; returns its remover.
 * @param {() => void} hook
 */
export function onProcessExit(hook) {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const fn of exitHooks) fn();
    });
  }
  exitHooks.add(hook);
  return () => exitHooks.delete(hook);
}

/**
 * Who listens on a local TCP port, for error messages ('' when unknown).
 * @param {number} port
 */
export function portOwner(port) {
  const inodes = listeningInodes(port);
  if (!inodes.size) return '';
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    for (const fd of safeReaddir(`/proc/${entry}/fd`)) {
      const link = safeReadlink(`/proc/${entry}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
      if (inode && inodes.has(inode)) return `pid ${entry} (${shortCommand(Number(entry))})`;
    }
  }
  return '';
}

/** @param {number} port */
function listeningInodes(port) {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readOr(table, '').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/**
 * @param {string} file
 * @param {string} fallback
 */
function readOr(file, fallback) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/** @param {string} dir */
function safeReaddir(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** @param {string} path */
function safeReadlink(path) {
  try {
    return readlinkSync(path);
  } catch {
    return '';
  }
}
