import { createServer } from 'node:http';
import { createLogger, loadEnv, onShutdown } from '@dth/infrastructure';
import { buildRequestListener } from './app';

import { createContainer, disposeContainer } from './container';

const env = loadEnv();
const logger = createLogger('command-api', env.LOG_LEVEL);
const container = createContainer(env, logger);
const server = createServer(buildRequestListener(container)).listen(env.COMMAND_API_PORT, env.LISTEN_HOST, () =>
  logger.info({ port: env.COMMAND_API_PORT }, 'command-api listening'),
);

onShutdown(logger, async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await disposeContainer(container);
});
