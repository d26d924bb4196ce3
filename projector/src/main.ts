import { projections } from '@dth/domain';
import { createEventStore, createLogger, createRedis, loadEnv, onShutdown } from '@dth/infrastructure';
import { ProjectorRunner } from './projectorRunner';

const env = loadEnv();
const logger = createLogger('projector', env.LOG_LEVEL);
const redis = createRedis(env.REDIS_URL);
const store = createEventStore(env, redis);
const stop = new AbortController();
const running = new ProjectorRunner(store, redis, projections, logger).run(stop.signal);
running.catch((error) => {
  logger.fatal({ err: error }, 'projector stopped');
  process.exit(1);
});

onShutdown(logger, async () => {
  stop.abort();
  await running;
  await store.close();
  redis.disconnect();
});
