import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { accountDecider, projections, toUserStream } from '@dth/domain';
import { AuditDatabase, SqliteEventStore, createRedis, handleCommand, startRedisServer, type CommandContext } from '@dth/infrastructure';
import { replay } from '@dth/projector';
import { percentile, round, saveResult } from './support';

// Replay rate over EVENTS events (default 200,000) vs the raw readAll rate of the same store: as
// `npm run replay` does it (every read model and the admin report's audit file), and the Redis read
// models alone.
const EVENTS = Number(process.env.EVENTS ?? 200_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const seeder: Omit<CommandContext, 'now'> = { actorId: 'bench', actorRole: 'system', correlationId: 'b', causationId: 'b' };

const dir = mkdtempSync(join(tmpdir(), 'bench-replay-'));
const store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const redisServer = await startRedisServer();
const redis = createRedis(redisServer.url);
try {
  console.log(`writing ${EVENTS} events…`);
  for (let n = 0; n < EVENTS / 2; n++) {
    const userId = randomUUID();
    const now = new Date().toISOString();
    await handleCommand(
      store, toUserStream(userId), accountDecider,
      { type: 'RegisterUser', data: { userId, firstName: `First${n}`, lastName: `Last${n}`, email: `user${n}@example.com`, userType: 'specialist', password: 'replayed seed password', passwordHash: 'x' }, metadata: { now } },
      { ...seeder, now },
    );
  }

  // The log as a reader finds it after a quiet spell: the WAL folded into the main file.
  const checkpoint = new Database(join(dir, 'events.sqlite'));
  checkpoint.pragma('wal_checkpoint(TRUNCATE)');
  checkpoint.close();

  // Alternate raw reads and replays, ROUNDS times each, and compare medians: one run of either
  // varies by a third on this machine.
  const audit = new AuditDatabase(join(dir, 'audit.sqlite'));
  const rawRates: number[] = [];
  type Replayed = Awaited<ReturnType<typeof replay>>;
  const withAudit: Replayed[] = [];
  const redisOnly: Replayed[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rawStarted = performance.now();
    let raw = 0;
    for await (const _ of store.readAll()) raw += 1;
    rawRates.push(raw / ((performance.now() - rawStarted) / 1000));
    withAudit.push(await replay(store, redis, projections, undefined, { audit }));
    redisOnly.push(await replay(store, redis, projections));
  }
  audit.close();
  const rawPerSecond = Math.round(percentile(rawRates, 50));
  const median = (runs: Replayed[]) => [...runs].sort((a, b) => a.eventsPerSecond - b.eventsPerSecond)[Math.floor(runs.length / 2)];
  const summary = (runs: Replayed[]) => {
    const result = median(runs);
    return { seconds: round(result.seconds), eventsPerSecond: result.eventsPerSecond, all: runs.map((r) => r.eventsPerSecond), ratio: round(result.eventsPerSecond / rawPerSecond) };
  };
  const replayed = summary(withAudit);
  saveResult('replay', {
    events: median(withAudit).events,
    rounds: ROUNDS,
    replay: replayed,
    replayWithoutAudit: summary(redisOnly),
    rawReadAll: { eventsPerSecond: rawPerSecond, all: rawRates.map((r) => Math.round(r)) },
    ratio: replayed.ratio,
    targets: { eventsPerSecond: 50_000, ratio: 0.5 },
  });
} finally {
  redis.disconnect();
  await store.close();
  await redisServer.stop();
  rmSync(dir, { recursive: true, force: true });
}
