import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import {
  commandLineArguments,
  createEventStore,
  createRedis,
  loadEnv,
  openEventAnalytics,
  redisForCommandLine,
  runCommandLine,
  type EventStore,
} from '@dth/infrastructure';
import { exportEvents, exportedEvents, type ExportFilter } from './exportEvents';
import { withLogProgress } from './logProgress';

// CLI: `npm run events:export -- [--stream-prefix user-] [--type UserRegistered] [--from 120] [--format ndjson|parquet] [--out events.ndjson]`
const { values } = commandLineArguments({
  options: {
    'stream-prefix': { type: 'string' },
    type: { type: 'string' },
    from: { type: 'string' },
    format: { type: 'string', default: 'ndjson' },
    out: { type: 'string' },
  },
});
if (values.from !== undefined && !/^\d+$/.test(values.from)) {
  console.error('--from must be a position (a whole number)');
  process.exit(2);
}
if (values.format !== 'ndjson' && values.format !== 'parquet') {
  console.error('✖ --format must be ndjson or parquet');
  process.exit(2);
}
if (values.format === 'parquet' && !values.out) {
  console.error('✖ --format parquet writes a file: give it with --out events.parquet');
  process.exit(2);
}
const filter: ExportFilter = {
  streamPrefix: values['stream-prefix'],
  type: values.type,
  fromPosition: values.from ? BigInt(values.from) : undefined,
};

await runCommandLine(async () => {
  const redisServer = await redisForCommandLine();
  const env = loadEnv();
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  try {
    const count = values.format === 'parquet' ? await exportParquet(store, values.out!) : await exportNdjson(store);
    console.error(`exported ${count} events`);
  } finally {
    await store.close();
    redis.disconnect();
    await redisServer.stop();
  }
});

async function exportNdjson(store: EventStore): Promise<number> {
  const out: NodeJS.WritableStream = values.out ? createWriteStream(values.out) : process.stdout;
  let count = 0;
  for await (const line of exportEvents(store, filter)) {
    if (!out.write(line)) await new Promise((resolve) => out.once('drain', () => resolve(undefined)));
    count += 1;
  }
  if (out !== process.stdout) out.end();
  return count;
}

async function exportParquet(store: EventStore, path: string): Promise<number> {
  const analytics = await openEventAnalytics();
  try {
    const events = withLogProgress(exportedEvents(store, filter), await store.headPosition(), 'reading the log');
    const count = await analytics.load(events);
    await analytics.copyToParquet(resolve(path));
    return count;
  } finally {
    analytics.close();
  }
}
