import { projections } from '@dth/domain';
import {
  RedisLease,
  leaseHolderId,
  createAuditWriter,
  createEventStore,
  createLogger,
  createRedis,
  loadEnv,
  onShutdown,
} from '@dth/infrastructure';
import { startHealthServer } from './health';
import { PROJECTOR_LEASE_KEY, ProjectorLeadership } from './leadership';
import { ProjectorRunner } from './projectorRunner';

const env = loadEnv();
const logger = createLogger('projector', env.LOG_LEVEL);
const redis = createRedis(env.REDIS_URL);
const store = createEventStore(env, redis);
const audit = createAuditWriter(env);
// Any number of projectors may run: the one holding the lease projects, the others stand by (docs/scaling.md).
const leadership = new ProjectorLeadership(
  new RedisLease(redis, PROJECTOR_LEASE_KEY, leaseHolderId(), env.PROJECTOR_LEASE_MS),
  logger,
);
// Projecting is the job; a health port that cannot be had is logged, not fatal.
const health = await startHealthServer(leadership, env.LISTEN_HOST, env.PROJECTOR_PORT).catch((error: unknown) => {
  logger.error({ err: error, port: env.PROJECTOR_PORT }, 'the health endpoint could not listen; projecting without it');
  return undefined;
});
const stop = new AbortController();
const runner = new ProjectorRunner(store, redis, projections, logger, audit);
const running = leadership.run(stop.signal, (signal, fence) => runner.run(signal, fence));
running.catch((error) => {
  logger.fatal({ err: error }, 'projector stopped');
  process.exit(1);
});

onShutdown(logger, async () => {
  stop.abort();
  await running;
  health?.close();
  await store.close();
  redis.disconnect();
  await audit.close();
});
