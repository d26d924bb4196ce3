import { createServer } from 'node:http';
import { TOKENS, createLogger, loadEnv, onShutdown } from '@dth/infrastructure';
import { buildRequestListener } from './app';
import { createContainer, disposeContainer } from './container';

const env = loadEnv();
const logger = createLogger('query-api', env.LOG_LEVEL);
const container = createContainer(env, logger);
await container.resolve(TOKENS.ReadModels).start();
const server = createServer(buildRequestListener(container)).listen(env.QUERY_API_PORT, env.LISTEN_HOST, () =>
  logger.info({ port: env.QUERY_API_PORT }, 'query-api listening'),
);

onShutdown(logger, async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await disposeContainer(container);
});
