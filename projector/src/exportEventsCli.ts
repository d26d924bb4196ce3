import { createWriteStream } from 'node:fs';
import {
  commandLineArguments,
  createEventStore,
  createRedis,
  loadEnv,
  redisForCommandLine,
  runCommandLine,
} from '@dth/infrastructure';
import { exportEvents } from './exportEvents';

// CLI: `npm run events:export -- [--stream-prefix user-] [--type UserRegistered] [--from 120] [--out events.ndjson]`
const { values } = commandLineArguments({
  options: {
    'stream-prefix': { type: 'string' },
    type: { type: 'string' },
    from: { type: 'string' },
    out: { type: 'string' },
  },
});
if (values.from !== undefined && !/^\d+$/.test(values.from)) {
  console.error('--from must be a position (a whole number)');
  process.exit(2);
}
await runCommandLine(async () => {
  const redisServer = await redisForCommandLine();
  const env = loadEnv();
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  const out: NodeJS.WritableStream = values.out ? createWriteStream(values.out) : process.stdout;
  let count = 0;
  try {
    for await (const line of exportEvents(store, {
      streamPrefix: values['stream-prefix'],
      type: values.type,
      fromPosition: values.from ? BigInt(values.from) : undefined,
    })) {
      if (!out.write(line)) await new Promise((resolve) => out.once('drain', () => resolve(undefined)));
      count += 1;
    }
    if (out !== process.stdout) out.end();
    console.error(`exported ${count} events`);
  } finally {
    await store.close();
    redis.disconnect();
    await redisServer.stop();
  }
});
