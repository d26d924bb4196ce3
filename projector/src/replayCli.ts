import { SingleBar, Presets } from 'cli-progress';
import { projections } from '@dth/domain';
import { AuditDatabase, auditFileOf, createEventStore, createLogger, createRedis, loadEnv } from '@dth/infrastructure';
import { replay } from './replay';

// CLI: `npm run replay`
const env = loadEnv();
const logger = createLogger('replay', env.LOG_LEVEL);
const redis = createRedis(env.REDIS_URL);
const store = createEventStore(env, redis);
const bar = new SingleBar({ format: 'replay [{bar}] {percentage}% | position {value}/{total}' }, Presets.shades_classic);
const audit = new AuditDatabase(auditFileOf(env));
bar.start(1, 0);
const result = await replay(store, redis, projections, (position, head) => {
  bar.setTotal(Number(head));
  bar.update(Number(position));
}, { audit });
bar.stop();
logger.info(result, 'replay switched to the new version');
console.log(`Replayed ${result.events} events in ${result.seconds.toFixed(2)} s: ${result.eventsPerSecond} events/s (now serving version ${result.version})`);
await store.close();
redis.disconnect();
audit.close();
