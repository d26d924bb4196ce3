import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { accountDecider, projections, toUserStream } from '@dth/domain';
import {
  PostgresEventStore,
  SqliteAuditWriter,
  SqliteEventStore,
  createRedis,
  handleCommand,
  repoRoot,
  startRedisServer,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';
import { replayAudit, replayReadModels, type ReplayResult } from '@dth/projector';
import { startPostgresServer } from '@dth/testing';
import { percentile, round, saveResult } from './support';

// Replay rate over EVENTS events (default 200,000) vs the raw readAll rate of the same store, per read
// model kind: the Redis read models alone and the admin report's audit alone (each in this process),
// and `npm run replay -- --all` as an operator runs it (the two in two processes side by side), whose
// wall time is compared with the slower of the two alone. EVENT_STORE=postgres puts the log on a private
// PostgreSQL server (the audit stays SQLite).
const EVENTS = Number(process.env.EVENTS ?? 200_000);
const ENGINE = process.env.EVENT_STORE === 'postgres' ? 'postgres' : 'sqlite';
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const seeder: Omit<CommandContext, 'now'> = {
  actorId: 'bench',
  actorRole: 'system',
  correlationId: 'b',
  causationId: 'b',
};

const dir = mkdtempSync(join(tmpdir(), 'bench-replay-'));
const postgres = ENGINE === 'postgres' ? await startPostgresServer() : undefined;
const store: EventStore = postgres
  ? new PostgresEventStore({ url: postgres.url })
  : new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const logEnv = postgres ? { EVENT_STORE: 'postgres', DATABASE_URL: postgres.url } : {};
const redisServer = await startRedisServer();
const redis = createRedis(redisServer.url);
try {
  console.log(`writing ${EVENTS} events…`);
  // 50 registrations at a time: the stores commit those waiting as one transaction.
  const register = async (n: number) => {
    const userId = randomUUID();
    const now = new Date().toISOString();
    await handleCommand(
      store,
      toUserStream(userId),
      accountDecider,
      {
        type: 'RegisterUser',
        data: {
          userId,
          firstName: `First${n}`,
          lastName: `Last${n}`,
          email: `user${n}@example.com`,
          userType: 'specialist',
          password: 'replayed seed password',
          passwordHash: 'x',
        },
        metadata: { now },
      },
      { ...seeder, now },
    );
  };
  for (let n = 0; n < EVENTS / 2; n += 50)
    await Promise.all(Array.from({ length: Math.min(50, EVENTS / 2 - n) }, (_, i) => register(n + i)));

  // The log as a reader finds it after a quiet spell: the WAL folded into the main file.
  if (!postgres) {
    const checkpoint = new Database(join(dir, 'events.sqlite'));
    checkpoint.pragma('wal_checkpoint(TRUNCATE)');
    checkpoint.close();
  }

  // Alternate raw reads and replays, ROUNDS times each, and compare medians: one run of either
  // varies by a third on this machine.
  const audit = new SqliteAuditWriter(join(dir, 'audit.sqlite'));
  const rawRates: number[] = [];
  const redisAlone: ReplayResult[] = [];
  const auditAlone: ReplayResult[] = [];
  const cliWall: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rawStarted = performance.now();
    let raw = 0;
    for await (const _ of store.readAll()) raw += 1;
    rawRates.push(raw / ((performance.now() - rawStarted) / 1000));
    redisAlone.push(await replayReadModels(store, redis, projections));
    auditAlone.push(await replayAudit(store, redis, audit));
    cliWall.push(await replayCli(dir, redisServer.url));
  }
  await audit.close();
  const rawPerSecond = Math.round(percentile(rawRates, 50));
  const median = (runs: ReplayResult[]) =>
    [...runs].sort((a, b) => a.eventsPerSecond - b.eventsPerSecond)[Math.floor(runs.length / 2)];
  const summary = (runs: ReplayResult[]) => {
    const result = median(runs);
    return {
      seconds: round(result.seconds),
      eventsPerSecond: result.eventsPerSecond,
      all: runs.map((r) => r.eventsPerSecond),
      ratio: round(result.eventsPerSecond / rawPerSecond),
    };
  };
  const readModels = summary(redisAlone);
  const audited = summary(auditAlone);
  const slower = Math.max(readModels.seconds, audited.seconds);
  const wall = percentile(cliWall, 50);
  saveResult(postgres ? 'replay-postgres' : 'replay', {
    eventStore: ENGINE,
    events: median(redisAlone).events,
    rounds: ROUNDS,
    readModels,
    audit: audited,
    all: {
      wallSeconds: round(wall),
      all: cliWall.map((s) => round(s)),
      slowerOfTwoSeconds: slower,
      ratioToSlower: round(wall / slower),
    },
    rawReadAll: { eventsPerSecond: rawPerSecond, all: rawRates.map((r) => Math.round(r)) },
    targets: { readModelsRatio: 0.5, auditEventsPerSecond: 50_000, allWallToSlower: 1 },
  });
} finally {
  redis.disconnect();
  await store.close();
  await postgres?.stop();
  await redisServer.stop();
  rmSync(dir, { recursive: true, force: true });
}

/** `npm run replay -- --all` on the bench's data: the seconds it reports from start to both switches (process starts included). */
async function replayCli(dataDir: string, redisUrl: string): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'projector/src/replayCli.ts'), '--all'], {
    env: { ...process.env, ...logEnv, DATA_DIR: dataDir, REDIS_URL: redisUrl, LOG_LEVEL: 'silent' },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  const seconds = /Replay done in ([\d.]+) s/.exec(out)?.[1];
  if (code !== 0 || !seconds) throw new Error(`npm run replay -- --all failed: ${out}`);
  return Number(seconds);
}
