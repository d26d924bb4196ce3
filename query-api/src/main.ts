import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { TOKENS, createLogger, loadEnv, onShutdown } from '@dth/infrastructure';
import { buildRequestListener } from './app';
import { NotificationHubToken, createContainer, disposeContainer } from './container';

const env = loadEnv();
const logger = createLogger('query-api', env.LOG_LEVEL);
const container = createContainer(env, logger);
await container.resolve(TOKENS.ReadModels).start();
const listener = buildRequestListener(container);
const servers = [
  createServer(listener).listen(env.QUERY_API_PORT, env.LISTEN_HOST, () =>
    logger.info({ port: env.QUERY_API_PORT }, 'query-api listening'),
  ),
];
if (env.QUERY_API_SOCKET) {
  // The gateway's way in when both run here: a unix socket skips TCP's work on both sides of the hop.
  rmSync(env.QUERY_API_SOCKET, { force: true });
  servers.push(
    createServer(listener).listen(env.QUERY_API_SOCKET, () =>
      logger.info({ socket: env.QUERY_API_SOCKET }, 'query-api listening'),
    ),
  );
}

onShutdown(logger, async () => {
  // Open notification streams would hold the servers open: they end first (their browsers reconnect elsewhere).
  container.resolve(NotificationHubToken).stop();
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  await disposeContainer(container);
});
