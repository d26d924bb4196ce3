import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projections } from '@dth/domain';
import {
  LeaseLostError,
  SqliteAuditWriter,
  RedisLease,
  SqliteEventStore,
  createRedis,
  currentKeyspace,
  freePort,
  type RecordedEvent,
} from '@dth/infrastructure';
import {
  auditSnapshot,
  editAboutMe,
  exited,
  liveCheckpoint,
  readModelSnapshot,
  recordReliability,
  seedProfiledSpecialist,
  spawnProjector,
  usePrivateRedis,
} from '@dth/testing';
import { PROJECTOR_LEASE_KEY } from './leadership';
import { ProjectionWriter } from './projectionWriter';
import { replay } from './replay';

/*
 * Two projector processes over the same Redis, event log and audit file: one holds the lease and
 * projects, the other stands by. The active one is killed with SIGKILL during a stream of writes; the
 * standby must take over within 5 s, and once caught up every read model (Redis and the audit file)
 * must be byte-equal to a fresh replay of the same log: nothing lost, nothing applied twice.
 */
const SPECIALISTS = 300;
const LIVE_WRITES = 300;
const WRITE_EVERY_MS = 10;
/** The lease as deployed (PROJECTOR_LEASE_MS's default). */
const LEASE_MS = 3000;
const TAKEOVER_GOAL_MS = 5000;

type Health = { status: string; role: 'active' | 'standby'; holder: string; epoch?: number };
const health = (port: number): Promise<Health | null> =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    (r) => r.json() as Promise<Health>,
    () => null,
  );
/** The pace of the live writes: traffic while the active projector is killed, not a wait for anything. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves once Redis has expired the lease (its TTL runs on Redis' clock, so the test waits for the key to go). */
const lapsed = (lease: RedisLease) =>
  vi.waitUntil(async () => (await lease.currentHolder()) === null, { timeout: 5_000, interval: 20 });

describe('a standby projector', () => {
  const redisServer = usePrivateRedis();
  let redis: Redis;
  let dataDir: string;
  let store: SqliteEventStore;
  let ids: string[];
  beforeAll(async () => {
    redis = createRedis(redisServer.url);
    dataDir = mkdtempSync(join(tmpdir(), 'projector-standby-'));
    store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    ids = [];
    for (let n = 0; n < SPECIALISTS; n++) ids.push(await seedProfiledSpecialist(store, n));
  }, 120_000);
  afterAll(async () => {
    redis?.disconnect();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('one lease holder at a time; only the holder renews or releases it; each taking moves the epoch on', async () => {
    const key = 'test:lease';
    const a = new RedisLease(redis, key, 'a', 500);
    const b = new RedisLease(redis, key, 'b', 500);
    const first = await a.acquire();
    expect(first).not.toBeNull();
    expect(await b.acquire()).toBeNull();
    expect(await b.renew()).toBe(false);
    await b.release();
    expect(await a.currentHolder()).toBe('a');
    expect(await a.renew()).toBe(true);
    await lapsed(a);
    // a's lease lapsed: b takes it, under the next epoch, and a can no longer renew it.
    const second = await b.acquire();
    expect(second?.epoch).toBe(first!.epoch + 1);
    expect(await a.renew()).toBe(false);
    await b.release();
    expect(await b.currentHolder()).toBeNull();
  });

  it('a batch from a projector whose lease another has taken writes nothing', async () => {
    await redis.flushall();
    const stale = new RedisLease(redis, PROJECTOR_LEASE_KEY, 'paused-projector', 500);
    const fence = (await stale.acquire())!;
    const events: RecordedEvent[] = [];
    for await (const event of store.readAll({ maxCount: 50 })) events.push(event);
    const keyspace = await currentKeyspace(redis);
    const writer = new ProjectionWriter(redis, projections, keyspace, { fence });
    // Paused past its lease (GC, a stopped VM): another projector has taken over meanwhile.
    await lapsed(stale);
    expect(await new RedisLease(redis, PROJECTOR_LEASE_KEY, 'standby', 500).acquire()).not.toBeNull();
    await expect(writer.apply(events, await writer.checkpoints())).rejects.toBeInstanceOf(LeaseLostError);
    expect((await redis.keys('rm:*')).filter((k) => !k.startsWith('rm:pointers'))).toEqual([]);
  });

  it(
    `takes over within ${TAKEOVER_GOAL_MS / 1000} s of a kill -9 of the active one, and the read models equal a single projector's`,
    { timeout: 180_000 },
    async () => {
      await redis.flushall();
      const ports = [await freePort(), await freePort()];
      const projectors = ports.map((port) => ({
        port,
        child: spawnProjector({
          ...process.env,
          DATA_DIR: dataDir,
          REDIS_URL: redisServer.url,
          LOG_LEVEL: 'silent',
          PROJECTOR_PORT: String(port),
          PROJECTOR_LEASE_MS: String(LEASE_MS),
        }),
      }));
      try {
        const roles = async () => (await Promise.all(ports.map(health))).map((h) => h?.role ?? null);
        await expect
          .poll(async () => (await roles()).sort(), { timeout: 60_000, interval: 50 })
          .toEqual(['active', 'standby']);
        const activeIndex = (await roles()).indexOf('active');
        const [active, standby] = [projectors[activeIndex], projectors[1 - activeIndex]];
        const [activeHealth, standbyHealth] = [(await health(active.port))!, (await health(standby.port))!];
        expect(await redis.get(PROJECTOR_LEASE_KEY)).toBe(activeHealth.holder);
        expect(standbyHealth.holder).not.toBe(activeHealth.holder);
        await expect
          .poll(() => liveCheckpoint(redis), { timeout: 60_000, interval: 20 })
          .toBe(await store.headPosition());

        let written = 0;
        const liveWriter = (async () => {
          for (let n = 0; n < LIVE_WRITES; n++) {
            await editAboutMe(store, ids[n % ids.length], `write ${n}`);
            written++;
            await pause(WRITE_EVERY_MS);
          }
        })();
        // Killed a quarter of the way through the writes, so the standby takes over mid-stream.
        await vi.waitUntil(() => written >= LIVE_WRITES / 4, { timeout: 30_000, interval: 5 });
        active.child.kill('SIGKILL');
        const killedAt = performance.now();
        await exited(active.child);
        const atKill = await liveCheckpoint(redis);
        await expect
          .poll(async () => (await health(standby.port))?.role, { timeout: 15_000, interval: 20 })
          .toBe('active');
        const tookOverMs = performance.now() - killedAt;
        await expect.poll(() => liveCheckpoint(redis), { timeout: 15_000, interval: 20 }).toBeGreaterThan(atKill);
        const projectingAgainMs = performance.now() - killedAt;
        await liveWriter;
        await expect
          .poll(() => liveCheckpoint(redis), { timeout: 60_000, interval: 20 })
          .toBe(await store.headPosition());
        const successor = (await health(standby.port))!;
        expect(successor.epoch).toBe(activeHealth.epoch! + 1);

        // A clean stop gives the lease up at once.
        standby.child.kill('SIGTERM');
        await exited(standby.child);
        expect(await redis.get(PROJECTOR_LEASE_KEY)).toBeNull();

        const auditFile = join(dataDir, 'audit.sqlite');
        const afterTakeover = await readModelSnapshot(redis, 1);
        const auditAfterTakeover = auditSnapshot(auditFile, 1);
        const audit = new SqliteAuditWriter(auditFile);
        const { version } = await replay(store, redis, projections, undefined, { audit });
        await audit.close();
        const fresh = await readModelSnapshot(redis, version);
        const auditFresh = auditSnapshot(auditFile, version);
        const differing = (a: Map<string, string>, b: Map<string, string>) =>
          [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key));

        recordReliability({
          id: 'projector-standby',
          title: 'Standby projector: the active one killed with SIGKILL',
          size: `two projector processes, a log of ${SPECIALISTS * 6} events, ${LIVE_WRITES} live writes (one every ${WRITE_EVERY_MS} ms) through the kill`,
          columns: [
            'lease',
            'kill → the standby active',
            'kill → its first checkpoint',
            'Redis keys differing from a fresh replay',
            'audit rows and counts differing',
          ],
          rows: [
            [
              `${LEASE_MS} ms`,
              `${Math.round(tookOverMs)} ms`,
              `${Math.round(projectingAgainMs)} ms`,
              `${differing(afterTakeover, fresh).length} of ${fresh.size}`,
              `${differing(auditAfterTakeover, auditFresh).length} of ${auditFresh.size}`,
            ],
          ],
          notes: [
            `The standby polls every ${LEASE_MS / 6} ms; the killed one's lease lapses at most ${LEASE_MS} ms after its last renewal. Goal: active again within ${TAKEOVER_GOAL_MS} ms.`,
          ],
        });
        expect(tookOverMs).toBeLessThan(TAKEOVER_GOAL_MS);
        expect(differing(afterTakeover, fresh)).toEqual([]);
        expect(differing(auditAfterTakeover, auditFresh)).toEqual([]);
        expect(auditFresh.get('words:integrity')).toBe('ok');
      } finally {
        for (const { child } of projectors) child.kill('SIGKILL');
      }
    },
  );
});
