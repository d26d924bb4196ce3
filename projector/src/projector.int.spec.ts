import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDecider, projections, toUserStream, userAccountKey, type UserAccount } from '@dth/domain';
import {
  POINTER_KEY, ReadModelStore, SqliteEventStore, createLogger, createRedis, documentKey, handleCommand,
} from '@dth/infrastructure';
import { usePrivateRedis } from '@dth/testing';
import { ProjectorRunner } from './projectorRunner';
import { replay } from './replay';

/** Registers `count` users with a password (UserRegistered, PasswordSet each), as the seed does. */
async function seedUsers(store: SqliteEventStore, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const userId = randomUUID();
    ids.push(userId);
    const now = new Date(1_700_000_000_000 + n * 1000).toISOString();
    await handleCommand(
      store, toUserStream(userId), accountDecider,
      { type: 'RegisterUser', data: { userId, firstName: `F${n}`, lastName: `L${n}`, email: `u${n}@example.com`, userType: 'specialist', password: 'replayed seed password', passwordHash: 'x' }, metadata: { now } },
      { actorId: 'seed', actorRole: 'system', correlationId: 'c', causationId: 'c', now },
    );
  }
  return ids;
}

describe('projector', () => {
  const redisServer = usePrivateRedis();
  let redis: Redis;
  beforeAll(() => {
    redis = createRedis(redisServer.url);
  });
  afterAll(() => redis.disconnect());

  it('replays into a new version and switches without queries ever seeing a half-built model', async () => {
    await redis.flushall();
    const dataDir = mkdtempSync(join(tmpdir(), 'replay-'));
    const store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const ids = await seedUsers(store, 3000);
    const logger = createLogger('test', 'silent');
    const stop = new AbortController();
    const live = new ProjectorRunner(store, createRedis(redisServer.url), projections, logger).run(stop.signal);
    const readModels = new ReadModelStore(createRedis(redisServer.url));
    await readModels.start();
    expect(await readModels.waitFor(await store.headPosition(), 20_000)).toBe(true);

    // Query a spread of users the whole time the replay runs: every answer must be complete.
    const sample = ids.filter((_, i) => i % 150 === 0).concat(ids.at(-1)!);
    let replaying = true;
    let queries = 0;
    const reader = (async () => {
      while (replaying) {
        const docs = await Promise.all(sample.map((id) => readModels.get<UserAccount>(userAccountKey(id))));
        for (const doc of docs) expect(doc?.status).toBe('active');
        queries += 1;
      }
    })();
    const result = await replay(store, redis, projections);
    replaying = false;
    await reader;
    expect(queries).toBeGreaterThan(0);
    expect(result).toMatchObject({ version: 2, events: 6000 });
    expect(await redis.get(POINTER_KEY)).toBe('2');

    // The live projector follows the switch: a new registration shows up in version 2.
    const [newcomer] = await seedUsers(store, 1);
    expect(await readModels.waitFor(await store.headPosition(), 10_000)).toBe(true);
    await expect.poll(() => redis.get(documentKey(2, userAccountKey(newcomer))), { timeout: 20_000, interval: 20 }).not.toBeNull();
    expect(await readModels.get<UserAccount>(userAccountKey(newcomer))).toMatchObject({ id: newcomer, status: 'active' });

    stop.abort();
    await live;
    await readModels.stop();
    await store.close();
  });
});
