import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections, specialistIndex, toSpecialistStream } from '@dth/domain';
import { SqliteEventStore, createRedis } from '@dth/infrastructure';
import { exited, hiringEvents, liveCheckpoint, readModelSnapshot, spawnProjector, usePrivateRedis } from '@dth/testing';
import { replay } from './replay';

/*
 * The search indexes (and every other index and document) after the projector process is killed
 * with SIGKILL mid-stream and restarted must equal a fresh blue/green replay of the same log.
 * Sets and sorted sets are compared member by member (readModelSnapshot), not just the documents.
 */
const SPECIALISTS = 1500;
/** The killed projector's lease lapses this soon, so the restarted one takes over quickly (projectorStandby.int.spec.ts tests the lease). */
const LEASE_MS = 1000;
const COUNTRIES = ['Australia', 'France', 'Romania', 'China', 'Brazil'];

async function seed(store: SqliteEventStore): Promise<string[]> {
  const hiring = hiringEvents(store);
  const ids: string[] = [];
  for (let n = 0; n < SPECIALISTS; n++) {
    const id = randomUUID();
    ids.push(id);
    await store.appendToStream(
      toSpecialistStream(id),
      [
        {
          id: randomUUID(),
          type: 'SpecialistProfileStarted',
          data: {
            specialistId: id,
            firstName: `First${n}`,
            lastName: `Last${n}`,
            email: `s${n}@example.com`,
            startedAt: new Date().toISOString(),
          },
          metadata: { actorId: id, actorRole: 'specialist', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await hiring.profile(id, {
      skills: [1 + (n % 40), 41 + (n % 17), 60 + (n % 5)].map((s) => ({ id: s, title: `Skill ${s}` })),
      languages: [{ id: 1 + (n % 4), title: `Language ${1 + (n % 4)}` }],
      industries: [{ id: 1 + (n % 9), title: `Industry ${1 + (n % 9)}` }],
      level: ((n % 3) + 1) as 1 | 2 | 3,
      industryTitle: `Product designer ${n % 13}`,
      account: { firstName: `First${n}`, lastName: `Last${n}`, country: COUNTRIES[n % COUNTRIES.length] },
    });
    // Some change their skills later, so the index must drop what they left behind.
    if (n % 10 === 0) await hiring.profile(id, { skills: [{ id: 99, title: 'Skill 99' }] });
  }
  const owner = randomUUID();
  const { networkId } = await hiring.createNetwork(owner, 'Crash network');
  for (const id of ids.slice(0, 200)) {
    const { membershipId } = await hiring.join(networkId, owner, id);
    if (id.endsWith('a')) await hiring.leave(networkId, membershipId, id);
  }
  return ids;
}

describe('search indexes under kill -9', () => {
  const redisServer = usePrivateRedis();
  let redis: Redis;
  let dataDir: string;
  let store: SqliteEventStore;
  beforeAll(async () => {
    redis = createRedis(redisServer.url);
    dataDir = mkdtempSync(join(tmpdir(), 'search-crash-'));
    store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    await seed(store);
  }, 120_000);
  afterAll(async () => {
    redis?.disconnect();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'the projector killed with SIGKILL mid-stream and restarted leaves every index equal to a fresh replay',
    { timeout: 120_000 },
    async () => {
      const head = await store.headPosition();
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        REDIS_URL: redisServer.url,
        LOG_LEVEL: 'silent',
        PROJECTOR_PORT: '0',
        PROJECTOR_LEASE_MS: String(LEASE_MS),
      };
      const startProjector = () => spawnProjector(env);
      const checkpoint = () => liveCheckpoint(redis);

      const first = startProjector();
      await expect.poll(checkpoint, { timeout: 60_000, interval: 2 }).toBeGreaterThan(0n);
      first.kill('SIGKILL');
      await exited(first);
      const atKill = await checkpoint();
      expect(atKill).toBeLessThan(head);

      const second = startProjector();
      await expect.poll(checkpoint, { timeout: 60_000, interval: 5 }).toBe(head);
      second.kill('SIGTERM');
      await exited(second);

      const afterCrash = await readModelSnapshot(redis, 1);
      const { version } = await replay(store, redis, projections);
      const fresh = await readModelSnapshot(redis, version);
      const searchKeys = [...fresh.keys()].filter((k) => k.startsWith('idx:spec:'));
      expect(searchKeys.length).toBeGreaterThan(100);
      expect(fresh.get(specialistIndex.all)!.split('\n')).toHaveLength(SPECIALISTS);
      expect([...afterCrash.keys()].sort()).toEqual([...fresh.keys()].sort());
      const different = [...fresh].filter(([key, value]) => afterCrash.get(key) !== value).map(([key]) => key);
      expect(different).toEqual([]);
    },
  );
});
