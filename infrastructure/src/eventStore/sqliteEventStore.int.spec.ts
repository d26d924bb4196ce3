import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrivateRedis } from '@dth/testing';
import { createRedis } from '../runtime/redis';
import { APPEND_CHANNEL, RedisAppendNotifier } from './appendNotifier';
import { eventStoreContract } from './eventStore.contract';
import type { EventStore } from './eventStore';
import { SqliteEventStore } from './sqliteEventStore';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'es-')), 'events.sqlite');

eventStoreContract('SQLite', async () => new SqliteEventStore({ file: tempFile() }));

describe('SQLite event store across processes', () => {
  const redis = usePrivateRedis();
  const opened: EventStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  const open = (file: string, pollIntervalMs: number) => {
    const store = new SqliteEventStore({
      file,
      pollIntervalMs,
      notifier: new RedisAppendNotifier(createRedis(redis.url)),
    });
    opened.push(store);
    return store;
  };

  it('wakes a subscriber on another connection through Redis, not by polling', async () => {
    const file = tempFile();
    // A poll interval of a minute: only the pub/sub wake-up can deliver within the test's time.
    const subscriberSide = open(file, 60_000);
    const writerSide = open(file, 60_000);
    const abort = new AbortController();
    const received = (async () => {
      for await (const e of subscriberSide.subscribeToAll({ signal: abort.signal })) {
        abort.abort();
        return e;
      }
    })();
    // From the moment its connection is subscribed, an append elsewhere is announced to the subscriber.
    const probe = createRedis(redis.url);
    await expect.poll(async () => (await probe.pubsub('NUMSUB', APPEND_CHANNEL))[1]).toBe(1);
    probe.disconnect();
    const started = performance.now();
    await writerSide.appendToStream(
      `s-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'Woke',
          data: {},
          metadata: { actorId: 'a', actorRole: 'system', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    const event = await received;
    expect(event?.type).toBe('Woke');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('keeps one writer at a time across connections: exactly one of two racing appends wins', async () => {
    const file = tempFile();
    const [a, b] = [open(file, 500), open(file, 500)];
    const s = `s-${randomUUID()}`;
    const meta = { actorId: 'a', actorRole: 'system' as const, correlationId: 'c', causationId: 'c', schemaVersion: 1 };
    const results = await Promise.allSettled([
      a.appendToStream(s, [{ id: randomUUID(), type: 'A', data: {}, metadata: meta }], {
        expectedRevision: 'no_stream',
      }),
      b.appendToStream(s, [{ id: randomUUID(), type: 'B', data: {}, metadata: meta }], {
        expectedRevision: 'no_stream',
      }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });
});
