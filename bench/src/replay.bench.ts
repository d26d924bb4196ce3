import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projections, type EventMetadata } from '@dth/domain';
import { SqliteEventStore, createRedis, startRedisServer } from '@dth/infrastructure';
import { replay } from '@dth/projector';
import { round, saveResult } from './support';

// Replay rate over EVENTS events (default 200,000) vs the raw readAll rate of the same store.
const EVENTS = Number(process.env.EVENTS ?? 200_000);
const metadata: EventMetadata = { actorId: 'bench', actorRole: 'system', correlationId: 'b', causationId: 'b', schemaVersion: 1 };

const dir = mkdtempSync(join(tmpdir(), 'bench-replay-'));
const store = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
const redisServer = await startRedisServer();
const redis = createRedis(redisServer.url);
try {
  console.log(`writing ${EVENTS} events…`);
  for (let n = 0; n < EVENTS / 2; n++) {
    const userId = randomUUID();
    const at = new Date().toISOString();
    await store.appendToStream(`user-${userId}`, [
      { id: randomUUID(), type: 'UserRegistered', data: { userId, firstName: `First${n}`, lastName: `Last${n}`, email: `user${n}@example.com`, userType: 'specialist', registeredAt: at }, metadata },
      { id: randomUUID(), type: 'PasswordSet', data: { userId, purpose: 'admin', passwordHash: 'x', setAt: at }, metadata },
    ], { expectedRevision: 'no_stream' });
  }

  const rawStarted = performance.now();
  let raw = 0;
  for await (const _ of store.readAll()) raw += 1;
  const rawSeconds = (performance.now() - rawStarted) / 1000;

  const result = await replay(store, redis, projections);
  const rawPerSecond = Math.round(raw / rawSeconds);
  saveResult('replay', {
    events: result.events,
    replay: { seconds: round(result.seconds), eventsPerSecond: result.eventsPerSecond },
    rawReadAll: { seconds: round(rawSeconds), eventsPerSecond: rawPerSecond },
    ratio: round(result.eventsPerSecond / rawPerSecond),
    targets: { eventsPerSecond: 50_000, ratio: 0.5 },
  });
} finally {
  redis.disconnect();
  await store.close();
  await redisServer.stop();
  rmSync(dir, { recursive: true, force: true });
}
