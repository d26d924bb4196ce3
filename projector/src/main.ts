import { projections } from '@dth/domain';
import { AuditDatabase, auditFileOf, createEventStore, createLogger, createRedis, loadEnv, onShutdown } from '@dth/infrastructure';
import { ProjectorRunner } from './projectorRunner';

const env = loadEnv();
const logger = createLogger('projector', env.LOG_LEVEL);
const redis = createRedis(env.REDIS_URL);
const store = createEventStore(env, redis);
const audit = new AuditDatabase(auditFileOf(env));
const stop = new AbortController();
const running = new ProjectorRunner(store, redis, projections, logger, audit).run(stop.signal);
running.catch((error) => {
  logger.fatal({ err: error }, 'projector stopped');
  process.exit(1);
});

onShutdown(logger, async () => {
  stop.abort();
  await running;
  await store.close();
  redis.disconnect();
  audit.close();
});
