// A throwaway stack for tests and benchmarks: Postgres, Redis and NATS on free ports in a temp
// folder, then the gateway and the five services. Never touches .data/.
import { join } from 'node:path';
import { startApps, waitForHttp } from '../lib/apps.mjs';
import { ensureBinaries, freePort, startInfra } from '../lib/infra.mjs';

/**
 * @param {{ workDir: string, log?: (line: string) => void, env?: Record<string, string> }} options
 */
export async function startStack({ workDir, log = console.log, env: extraEnv = {} }) {
  await ensureBinaries({ allowInstall: true, log });
  const [pgPort, redisPort, natsPort, httpPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const infra = await startInfra({
    dataDir: join(workDir, 'infra'),
    ports: { postgres: pgPort, redis: redisPort, nats: natsPort },
    ephemeral: true,
    log,
  });
  const env = { ...infra.env, PORT: String(httpPort), LOG_LEVEL: 'warn', QUEUE_PREFIX: 'lumen-test', ...extraEnv };
  let apps;
  try {
    apps = await startApps({ env: { ...process.env, ...env }, log, restart: false, logDir: join(workDir, 'logs') });
    const gatewayUrl = `http://127.0.0.1:${httpPort}`;
    await waitForHttp(`${gatewayUrl}/api/health`, { timeoutMs: 90_000, expectStatus: 200 });
    log(`▸ stack up at ${gatewayUrl} (logs: ${join(workDir, 'logs')})`);
    const stop = async () => {
      await apps.stopAll();
      await infra.stop();
    };
    return { env: { ...env, GATEWAY_URL: gatewayUrl, TEST_WORK_DIR: workDir }, gatewayUrl, stop };
  } catch (error) {
    await apps?.stopAll();
    await infra.stop();
    throw error;
  }
}
