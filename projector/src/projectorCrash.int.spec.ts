import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projections } from '@dth/domain';
import { AuditDatabase, SqliteAuditWriter, SqliteEventStore, createRedis } from '@dth/infrastructure';
import {
  auditSnapshot,
  bySize,
  editAboutMe,
  exited,
  liveCheckpoint,
  readModelSnapshot,
  recordReliability,
  seedProfiledSpecialist,
  spawnProjector,
  spread,
  usePrivateRedis,
} from '@dth/testing';
import { replay } from './replay';

/*
 * The projector process killed with SIGKILL at a random moment while it projects (a backlog,
 * and live writes arriving the whole time), then restarted: once caught up, every read model
 * must be byte-equal to a fresh replay of the same log, the audit's SQLite file included. Reliability suite: a few rounds inside
 * `npm test`, 20 under `npm run reliability` (docs/reliability.md).
 */
const ROUNDS = bySize(2, 20);
const SPECIALISTS = bySize(600, 1000);
/** Events the live writer appends at least during each round; it goes on until the restarted projector has projected one of them. */
const LIVE_WRITES = 100;
const WRITE_EVERY_MS = 10;
/** The killed projector's lease lapses this soon, so the restarted one takes over quickly (projectorStandby.int.spec.ts tests the lease). */
const LEASE_MS = 1000;

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

describe('projector under kill -9', () => {
  const redisServer = usePrivateRedis();
  let redis: Redis;
  let dataDir: string;
  let store: SqliteEventStore;
  let ids: string[];
  let seeded: bigint;
  beforeAll(async () => {
    redis = createRedis(redisServer.url);
    dataDir = mkdtempSync(join(tmpdir(), 'projector-crash-'));
    store = new SqliteEventStore({ file: join(dataDir, 'events.sqlite') });
    ids = [];
    for (let n = 0; n < SPECIALISTS; n++) ids.push(await seedProfiledSpecialist(store, n));
    seeded = await store.headPosition();
  }, 120_000);
  afterAll(async () => {
    redis?.disconnect();
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    `killed at a random moment in each of ${ROUNDS} rounds, catches up to read models byte-equal to a fresh replay`,
    { timeout: bySize(180_000, 1_800_000) },
    async () => {
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
      const auditFile = join(dataDir, 'audit.sqlite');
      /** Fresh read models: Redis emptied and the audit's version 1 dropped. */
      const freshReadModels = async () => {
        await redis.flushall();
        const audit = new AuditDatabase(auditFile);
        audit.dropVersion(1);
        audit.close();
      };

      // How long projecting the backlog takes once the projector has started, so the kills can land anywhere in it.
      await freshReadModels();
      const calibration = startProjector();
      await expect.poll(checkpoint, { timeout: 60_000, interval: 5 }).toBeGreaterThan(0n);
      const projectingFrom = performance.now();
      await expect.poll(checkpoint, { timeout: 60_000, interval: 5 }).toBe(await store.headPosition());
      const projectingMs = performance.now() - projectingFrom;
      calibration.kill('SIGTERM');
      await exited(calibration);
      const killWindowMs = Math.max(projectingMs, 0.8 * LIVE_WRITES * WRITE_EVERY_MS);

      const rounds: {
        equal: boolean;
        midProjection: boolean;
        killAfterMs: number;
        recoveryMs: number;
        documents: number;
        auditRows: number;
      }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await freshReadModels();
        const first = startProjector();
        await expect.poll(checkpoint, { timeout: 60_000, interval: 2 }).toBeGreaterThan(0n);
        // From its first checkpoint on, the projector works through the backlog while live writes
        // keep arriving, until the restarted one has projected past the kill: it always has work.
        let recovered = false;
        const liveWriter = (async () => {
          for (let n = 0; n < LIVE_WRITES || !recovered; n++) {
            await editAboutMe(store, ids[Math.floor(Math.random() * ids.length)], `round ${round} write ${n}`);
            await new Promise((resolve) => setTimeout(resolve, WRITE_EVERY_MS));
          }
        })();
        // A random moment to kill at, not a wait for anything: the sleeps here pace the load and pick the kill.
        const killAfterMs = randomBetween(0, killWindowMs);
        await new Promise((resolve) => setTimeout(resolve, killAfterMs));
        first.kill('SIGKILL');
        await exited(first);
        const atKill = await checkpoint();
        const headAtKill = await store.headPosition();

        const killedAt = performance.now();
        const second = startProjector();
        await expect.poll(checkpoint, { timeout: 60_000, interval: 2 }).toBeGreaterThan(atKill);
        const recoveryMs = performance.now() - killedAt;
        recovered = true;
        await liveWriter;
        await expect.poll(checkpoint, { timeout: 60_000, interval: 5 }).toBe(await store.headPosition());
        second.kill('SIGTERM');
        await exited(second);

        const afterCrash = await readModelSnapshot(redis, 1);
        const auditAfterCrash = auditSnapshot(auditFile, 1);
        const audit = new SqliteAuditWriter(auditFile);
        const { version } = await replay(store, redis, projections, undefined, { audit });
        await audit.close();
        const fresh = await readModelSnapshot(redis, version);
        const auditFresh = auditSnapshot(auditFile, version);
        const same = (a: Map<string, string>, b: Map<string, string>) =>
          a.size === b.size && [...b].every(([key, value]) => a.get(key) === value);
        const equal =
          same(afterCrash, fresh) && same(auditAfterCrash, auditFresh) && auditFresh.get('words:integrity') === 'ok';
        rounds.push({
          equal,
          midProjection: atKill > 0n && atKill < headAtKill,
          killAfterMs,
          recoveryMs,
          documents: fresh.size,
          auditRows: auditFresh.size,
        });
      }

      const equal = rounds.filter((r) => r.equal).length;
      const recovery = spread(rounds.map((r) => r.recoveryMs));
      recordReliability({
        id: 'projector-kill',
        title: 'Projector kill -9 at random moments',
        size: `${ROUNDS} rounds; a log of ${seeded} events (${SPECIALISTS} specialists) to start with, at least ${LIVE_WRITES} live writes per round`,
        columns: [
          'rounds',
          'read models (Redis and the audit file) byte-equal to a fresh replay',
          'kills with events still to project',
          'entries compared per round',
          'kill → projecting again (restart included), median / max',
        ],
        rows: [
          [
            ROUNDS,
            `**${equal} of ${ROUNDS}**`,
            `${rounds.filter((r) => r.midProjection).length} of ${ROUNDS}`,
            `${rounds.at(-1)?.documents ?? 0} Redis keys, ${rounds.at(-1)?.auditRows ?? 0} audit rows and counts`,
            `${Math.round(recovery.median)} / ${Math.round(recovery.max)} ms`,
          ],
        ],
        notes: [
          `Each round: fresh read models, the projector (its own process) started over the log; from its first checkpoint a writer appends events (one every ${WRITE_EVERY_MS} ms, at least ${LIVE_WRITES} and until the restarted projector has projected one); SIGKILL at a random moment within ${Math.round(killWindowMs)} ms of its first checkpoint (projecting the backlog alone took ${Math.round(projectingMs)} ms), then restarted until it reaches the head (it takes over once the killed one's lease, ${LEASE_MS} ms here, has lapsed). This run's kills landed ${Math.round(Math.min(...rounds.map((r) => r.killAfterMs)))}–${Math.round(Math.max(...rounds.map((r) => r.killAfterMs)))} ms after the first checkpoint.`,
          "Byte-equal: every Redis key of the read models (documents, index sets and the checkpoint) has the same contents as a blue/green replay of the same log into a new version, and so does the admin report's SQLite audit (every row with all its columns, the daily counts, the audit's own checkpoint; its FTS5 index passes integrity-check). Must be every round.",
        ],
      });
      expect(rounds.filter((r) => !r.equal)).toEqual([]);
    },
  );
});
