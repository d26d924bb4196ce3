import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePrivateRedis } from '@dth/testing';
import { SqliteEventStore } from '../eventStore/sqliteEventStore';
import type { RecordedEvent } from '../eventStore/eventStore';
import { createLogger } from './logger';
import { createRedis } from './redis';
import { LogFollower } from './logFollower';
import { RedisLease } from './redisLease';

/*
 * One log follower per lease over a real Redis and a real SQLite log: given two processes' followers
 * of one checkpoint, when the holder stops, is paused past its lease, or meets a checkpoint further on,
 * then each event is handled by one of them and the checkpoint only moves forwards, under the holder's epoch.
 */
const redisServer = usePrivateRedis();
const metadata = {
  actorId: 'test',
  actorRole: 'system' as const,
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
const logger = createLogger('test', 'silent');
const messages = { took: 'took', standingBy: 'standing by', lost: 'lost' };
const TTL_MS = 600;

let redis: Redis;
let store: SqliteEventStore;
let dir: string;
let appended = 0;
beforeAll(() => {
  redis = createRedis(redisServer.url);
  dir = mkdtempSync(join(tmpdir(), 'log-follower-'));
  store = new SqliteEventStore({ file: join(dir, 'events.sqlite'), pollIntervalMs: 20 });
});
afterAll(async () => {
  await store?.close();
  redis?.disconnect();
  rmSync(dir, { recursive: true, force: true });
});

async function append(count: number): Promise<void> {
  for (let i = 0; i < count; i++, appended++)
    await store.appendToStream(
      `thing-${appended}`,
      [{ id: `event-${appended}`, type: 'ThingHappened', data: {}, metadata }],
      { expectedRevision: 'no_stream' },
    );
}

/** A follower as one process would run it: its own holder name, what it handled, and a way to stop it. */
function follower(name: string, holder: string, handle: (event: RecordedEvent) => Promise<void> = async () => {}) {
  const checkpointKey = `${name}:checkpoint`;
  const lease = new RedisLease(redis, `${name}:lease`, holder, TTL_MS);
  const it = new LogFollower(store, redis, lease, { checkpointKey, startAt: 'beginning' }, logger, messages);
  const handled: bigint[] = [];
  const stop = new AbortController();
  const running = it.run(stop.signal, async (event) => {
    await handle(event);
    handled.push(event.position);
  });
  return {
    it,
    lease,
    handled,
    checkpoint: async () => BigInt((await redis.get(checkpointKey)) ?? -1),
    stop: async () => {
      stop.abort();
      await running;
    },
  };
}

describe('LogFollower', () => {
  it('runs in one holder at a time: the other stands by and goes on from the checkpoint when the holder stops', async () => {
    await append(5);
    const a = follower('one-holder', 'a');
    await a.it.ready;
    const b = follower('one-holder', 'b');
    await b.it.ready;
    expect([a.it.holding.role, b.it.holding.role]).toEqual(['active', 'standby']);
    const head = await store.headPosition();
    await expect.poll(a.checkpoint).toBe(head);

    await a.stop();
    await expect.poll(() => b.it.holding.role).toBe('active');
    await append(5);
    await expect.poll(b.checkpoint).toBe(await store.headPosition());
    await b.stop();

    const all = Array.from({ length: Number(await store.headPosition()) }, (_, i) => BigInt(i + 1));
    expect([...a.handled, ...b.handled].sort((x, y) => Number(x - y))).toEqual(all);
    expect(a.handled.some((position) => b.handled.includes(position))).toBe(false);
  });

  it('refuses the checkpoint of a holder paused past its lease once another has taken it over', async () => {
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let pausedAt: bigint | undefined;
    const a = follower('paused', 'a', async (event) => {
      if (pausedAt === undefined) {
        pausedAt = event.position;
        await paused;
      }
    });
    await a.it.ready;
    await expect.poll(() => pausedAt).toBeDefined();
    // Another process takes over as if a's lease had lapsed, and gets further on.
    await redis.del(a.lease.key);
    expect(await new RedisLease(redis, a.lease.key, 'b', TTL_MS).acquire()).not.toBeNull();
    await redis.set('paused:checkpoint', '3');
    resume();
    await expect.poll(() => a.it.holding.role).toBe('standby');
    expect(await a.checkpoint()).toBe(3n);
    await a.stop();
  });

  it('never moves the checkpoint back: a holder behind a checkpoint written further on leaves it there', async () => {
    const far = (await store.headPosition()) + 100n;
    const stale = follower('behind-stale', 'a');
    await stale.it.ready;
    await expect.poll(() => stale.handled.length).toBeGreaterThan(0);
    await redis.set('behind-stale:checkpoint', far.toString());
    await append(1);
    await expect.poll(() => stale.handled.includes(BigInt(appended))).toBe(true);
    expect(await stale.checkpoint()).toBe(far);
    await stale.stop();
  });
});
