import { createContainer, disposeContainer } from '@dth/command-api';
import { createLogger, loadEnv } from '@dth/infrastructure';
import { seedIfEmpty } from './seed';

// `npm run seed`: what `npm start` does on first start, for deployments (docker compose runs it once).
const env = loadEnv();
const logger = createLogger('seed', env.LOG_LEVEL);
const container = createContainer(env, logger);
const credentials = await seedIfEmpty(container, env, logger);
if (credentials) console.log(`Demo accounts:\n${credentials}`);
await disposeContainer(container);
