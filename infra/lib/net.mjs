import { createConnection, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { portOwner } from './proc.mjs';

const HOST = '127.0.0.1';

/** A TCP port that is free right now on 127.0.0.1 (bind port 0 and read what the kernel chose). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Throws a clear error when a port cannot be bound on 127.0.0.1.
 * @param {number} port
 * @param {string} part what we want to run there, for the message
 */
export async function assertPortFree(port, part) {
  const error = await tryBind(port);
  if (!error) return;
  if (error.code !== 'EADDRINUSE') throw new Error(`cannot use port ${port} for ${part}: ${error.message}`);
  const owner = portOwner(port);
  throw Object.assign(
    new Error(
      `port ${port} for ${part} is already in use${owner ? ` by ${owner}` : ' by another process'}; stop it or choose another port`,
    ),
    { code: 'PORT_IN_USE', part, port },
  );
}

/**
 * @param {number} port
 * @returns {Promise<NodeJS.ErrnoException | undefined>}
 */
function tryBind(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error));
    server.listen({ port, host: HOST, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/**
 * Opens a TCP connection, optionally sends a line, and resolves with the first chunk the server sends.
 * @param {number} port
 * @param {{ send?: string, timeoutMs?: number }} [options]
 * @returns {Promise<string>}
 */
export function tcpExchange(port, { send, timeoutMs = 1000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ port, host: HOST });
    const done = (/** @type {Error | null} */ error, /** @type {string} */ data = '') => {
      socket.destroy();
      if (error) reject(error);
      else resolve(data);
    };
    socket.setTimeout(timeoutMs, () => done(new Error(`no answer on port ${port} within ${timeoutMs} ms`)));
    socket.once('error', (error) => done(error));
    socket.once('connect', () => send && socket.write(send));
    socket.once('data', (chunk) => done(null, chunk.toString('utf8')));
  });
}

/**
 * Redis answers PING with +PONG once it accepts commands (-LOADING while it replays its AOF).
 * @param {number} port
 */
export async function redisPing(port) {
  const reply = await tcpExchange(port, { send: 'PING\r\n' });
  if (!reply.startsWith('+PONG')) throw new Error(`redis answered ${reply.trim()}`);
}

/**
 * NATS greets every client with an INFO line.
 * @param {number} port
 */
export async function natsInfo(port) {
  const greeting = await tcpExchange(port);
  if (!greeting.startsWith('INFO ')) throw new Error(`unexpected NATS greeting ${greeting.slice(0, 40)}`);
}

/**
 * Calls `probe` until it resolves; fails after the timeout, or at once when `failFast` returns an error.
 * @param {() => Promise<unknown>} probe
 * @param {{ timeoutMs: number, intervalMs?: number, what: string, failFast?: () => Error | undefined }} options
 */
export async function pollUntil(probe, { timeoutMs, intervalMs = 100, what, failFast }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fatal = failFast?.();
    if (fatal) throw fatal;
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `${what} did not become ready within ${timeoutMs / 1000} s: ${/** @type {Error} */ (error).message}`,
          { cause: error },
        );
      }
    }
    await sleep(intervalMs);
  }
}
