import { randomUUID } from 'node:crypto';
import { createEventStore, createRedis, loadEnv, redisForCommandLine, runCommandLine } from '@dth/infrastructure';
import { closeEveryErasedAccount } from '@dth/worker';

/*
 * CLI: `npm run privacy:close-erased`. Erasures made before their job closed what the person leaves in
 * other streams (docs/operations.md, "Personal data and erasure"): releases their address and Google
 * subjects, closes their profile to changes and ends their network memberships. Safe to run again, and
 * with the platform running (the projector picks the events up like any others).
 */
await runCommandLine(async () => {
  const platformRedis = await redisForCommandLine();
  const env = loadEnv();
  const redis = createRedis(env.REDIS_URL);
  const store = createEventStore(env, redis);
  try {
    const id = randomUUID();
    const count = await closeEveryErasedAccount(store, {
      actorId: 'cli',
      actorRole: 'system',
      correlationId: id,
      causationId: id,
      now: new Date().toISOString(),
    });
    console.log(`Closed what ${count} erased account(s) left in other streams (nothing again for those done before).`);
  } finally {
    await store.close();
    redis.disconnect();
    await platformRedis.stop();
  }
});
