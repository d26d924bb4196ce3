import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_READ_MODEL,
  NOTIFICATIONS_READ_MODEL,
  accountDecider,
  projections,
  toUserStream,
  userAccountKey,
  userAccountProjection,
  businessOwnerKey,
  businessOwnerProjection,
  type UserAccount,
} from '@dth/domain';
import {
  BUILT_KEY,
  SqliteAuditWriter,
  Keyspace,
  POINTERS_KEY,
  ReadModelStore,
  SqliteEventStore,
  checkpointKey,
  createLogger,
  createRedis,
  documentKey,
  handleCommand,
  legacyCheckpointKey,
} from '@dth/infrastructure';
import { auditSnapshot, liveCheckpoint } from '@dth/testing';
import { ProjectionWriter } from './projectionWriter';
import { usePrivateRedis } from '@dth/testing';
import { LEGACY_READ_MODELS, ProjectorRunner } from './projectorRunner';
import { replay, replayAudit, replayReadModels } from './replay';

/** Registers `count` users with a password (UserRegistered, PasswordSet each), as the seed does. */
async function seedUsers(
  store: SqliteEventStore,
  count: number,
  userType: 'specialist' | 'business_owner' = 'specialist',
): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const userId = randomUUID();
    ids.push(userId);
    const now = new Date(1_700_000_000_000 + n * 1000).toISOString();
    await handleCommand(
      store,
      toUserStream(userId),
      accountDecider,
      {
        type: 'RegisterUser',
        data: {
          userId,
          firstName: `F${n}`,
          lastName: `L${n}`,
          email: `u${n}@example.com`,
          userType,
          password: 'replayed seed password',
          passwordHash: 'x',
        },
        metadata: { now },
      },
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
    expect(await redis.hget(POINTERS_KEY, 'UserAccount')).toBe('2');

    // The live projector follows the switch: a new registration shows up in version 2.
    const [newcomer] = await seedUsers(store, 1);
    expect(await readModels.waitFor(await store.headPosition(), 10_000)).toBe(true);
    await expect
      .poll(() => redis.get(documentKey(2, userAccountKey(newcomer))), { timeout: 20_000, interval: 20 })
      .not.toBeNull();
    expect(await readModels.get<UserAccount>(userAccountKey(newcomer))).toMatchObject({
      id: newcomer,
      status: 'active',
    });

    stop.abort();
    await live;
    await readModels.stop();
    await store.close();
  });

  it('rebuilds one read model alone, and the audit alone, while the live projector carries on with every read model', async () => {
    await redis.flushall();
    const dataDir = mkdtempSync(join(tmpdir(), 'replay-one-'));
    const store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const audit = new SqliteAuditWriter(join(dataDir, 'audit.sqlite'));
    await seedUsers(store, 200, 'business_owner');
    const stop = new AbortController();
    const live = new ProjectorRunner(
      store,
      createRedis(redisServer.url),
      projections,
      createLogger('test', 'silent'),
      audit,
    ).run(stop.signal);
    const readModels = new ReadModelStore(createRedis(redisServer.url));
    await readModels.start();
    expect(await readModels.waitFor(await store.headPosition(), 20_000)).toBe(true);
    // Built from the start by the live projector: every read model is at its projection's version.
    const built = await redis.hgetall(BUILT_KEY);
    expect(built).toMatchObject({
      UserAccount: String(userAccountProjection.version),
      BusinessOwnerProfile: String(businessOwnerProjection.version),
      [AUDIT_READ_MODEL.name]: String(AUDIT_READ_MODEL.version),
    });
    const [someone] = await seedUsers(store, 1, 'business_owner');
    await expect
      .poll(() => redis.exists(documentKey(1, businessOwnerKey(someone))), { timeout: 20_000, interval: 20 })
      .toBe(1);
    const ownerBefore = await redis.get(documentKey(1, businessOwnerKey(someone)));

    const account = projections.find((p) => p.name === 'UserAccount')!;
    const rebuilt = await replayReadModels(store, redis, [account]);
    expect(rebuilt).toMatchObject({ readModels: ['UserAccount'], events: 402 });
    expect(await redis.hgetall(POINTERS_KEY)).toEqual({ UserAccount: String(rebuilt.version) });
    // The other read models were not touched: same version, same bytes.
    expect(await redis.get(documentKey(1, businessOwnerKey(someone)))).toBe(ownerBefore);
    expect(await redis.exists(documentKey(rebuilt.version, businessOwnerKey(someone)))).toBe(0);

    const audited = await replayAudit(store, redis, audit);
    expect(await redis.hget(POINTERS_KEY, AUDIT_READ_MODEL.name)).toBe(String(audited.version));
    expect(auditSnapshot(audit.file, audited.version).get('checkpoint')).toBe(String(await store.headPosition()));

    // The live projector follows both switches: a new registration lands in the new account version,
    // in the business owners' old version, and in the new audit version, each once.
    const [newcomer] = await seedUsers(store, 1, 'business_owner');
    expect(await readModels.waitFor(await store.headPosition(), 10_000)).toBe(true);
    await expect
      .poll(() => redis.get(documentKey(rebuilt.version, userAccountKey(newcomer))), { timeout: 20_000, interval: 20 })
      .not.toBeNull();
    expect(await readModels.get<UserAccount>(userAccountKey(newcomer))).toMatchObject({
      id: newcomer,
      status: 'active',
    });
    expect(await redis.exists(documentKey(1, businessOwnerKey(newcomer)))).toBe(1);
    await expect
      .poll(() => auditSnapshot(audit.file, audited.version).get('checkpoint'), { timeout: 20_000, interval: 50 })
      .toBe(String(await store.headPosition()));
    expect([...auditSnapshot(audit.file, audited.version).keys()].filter((k) => k.startsWith('row:'))).toHaveLength(
      404,
    );
    // The account read model's old keys are gone; the versions the others still read are kept.
    expect(await redis.exists(documentKey(1, userAccountKey(newcomer)))).toBe(0);

    stop.abort();
    await live;
    await readModels.stop();
    await audit.close();
    await store.close();
  });

  it('takes over a keyspace from before read models had their own versions, and builds a read model added since from the start', async () => {
    await redis.flushall();
    const dataDir = mkdtempSync(join(tmpdir(), 'legacy-'));
    const store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    const [early] = await seedUsers(store, 50, 'business_owner');
    // The layout of 2026-11-25: version 1 for all, one shared checkpoint, and no NetworkMemberNames yet.
    const older = projections.filter((p) => p.name !== 'NetworkMemberNames');
    const events = [];
    for await (const event of store.readAll()) events.push(event);
    await new ProjectionWriter(redis, older, new Keyspace({}, 1)).apply(events, new Map());
    const head = await store.headPosition();
    await redis.del(...older.map((p) => checkpointKey(1, p.name)));
    await redis.set(legacyCheckpointKey(1), String(head));
    await redis.set('rm:current', '1');
    const earlyDoc = await redis.get(documentKey(1, userAccountKey(early)));

    const stop = new AbortController();
    const live = new ProjectorRunner(
      store,
      createRedis(redisServer.url),
      projections,
      createLogger('test', 'silent'),
    ).run(stop.signal);
    const [newcomer] = await seedUsers(store, 1, 'business_owner');
    const now = await store.headPosition();
    await expect.poll(() => liveCheckpoint(redis), { timeout: 20_000, interval: 20 }).toBe(now);
    expect(await redis.exists(legacyCheckpointKey(1))).toBe(0);
    expect(await redis.get(checkpointKey(1, 'UserAccount'))).toBe(String(now));
    expect(await redis.get(checkpointKey(1, 'NetworkMemberNames'))).toBe(String(now));
    // Nothing applied twice; the new read model built by this code, the older ones left to `npm run replay` (built unknown).
    expect(await redis.get(documentKey(1, userAccountKey(early)))).toBe(earlyDoc);
    expect(await redis.get(documentKey(1, userAccountKey(newcomer)))).not.toBeNull();
    // Built from the start: every read model the shared checkpoint never covered (NetworkMemberNames and
    // those added since), and the notifications.
    const addedSince = projections.filter((p) => !LEGACY_READ_MODELS.includes(p.name));
    expect(addedSince.map((p) => p.name)).toContain('NetworkMemberNames');
    expect(await redis.hgetall(BUILT_KEY)).toEqual({
      ...Object.fromEntries(addedSince.map((p) => [p.name, String(p.version)])),
      [NOTIFICATIONS_READ_MODEL.name]: String(NOTIFICATIONS_READ_MODEL.version),
    });
    stop.abort();
    await live;
    await store.close();
  });
});
