import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_MISSING, startPostgresServer, type PostgresServerHandle } from '@dth/testing';
import { loadEnv } from '../config/env';
import { eventStoreContract } from './eventStore.contract';
import type { NewEvent, RecordedEvent } from './eventStore';
import { APPEND_LOCK, PostgresEventStore, appendGroupInTransaction } from './postgresEventStore';

/* The same contract as SQLite's, on a private Debian PostgreSQL, and the ordering trap of a shared log. */
let server: PostgresServerHandle;
beforeAll(async () => {
  if (!POSTGRES_MISSING) server = await startPostgresServer();
});
afterAll(() => server?.stop());

const metadata = { actorId: 'a', actorRole: 'system' as const, correlationId: 'c', causationId: 'c', schemaVersion: 1 };
const event = (type: string): NewEvent => ({ id: randomUUID(), type, data: { type }, metadata });

describe.skipIf(POSTGRES_MISSING)('PostgreSQL event store', () => {
  eventStoreContract('PostgreSQL', async () => new PostgresEventStore({ url: server.url }));

  const opened: PostgresEventStore[] = [];
  const open = (pollIntervalMs: number) => {
    const store = new PostgresEventStore({ url: server.url, pollIntervalMs });
    opened.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
  });

  /** What a follower of $all receives of `streams`, from `from`, until it has `count` of them. */
  async function follow(store: PostgresEventStore, from: bigint, streams: Set<string>, count: number) {
    const abort = new AbortController();
    const received: RecordedEvent[] = [];
    for await (const e of store.subscribeToAll({ fromPosition: from, signal: abort.signal })) {
      if (!streams.has(e.stream)) continue;
      received.push(e);
      if (received.length === count) abort.abort();
    }
    return received;
  }

  async function mine(store: PostgresEventStore, from: bigint, streams: Set<string>) {
    const events: RecordedEvent[] = [];
    for await (const e of store.readAll({ fromPosition: from })) if (streams.has(e.stream)) events.push(e);
    return events;
  }

  it('makes an append that starts while another is open wait for its commit, so no follower skips the slower one', async () => {
    // A poll of a minute: the follower, another process's store, is woken by LISTEN/NOTIFY only.
    const [writer, follower] = [open(60_000), open(60_000)];
    const [slowStream, fastStream] = [`slow-${randomUUID()}`, `fast-${randomUUID()}`];
    const streams = new Set([slowStream, fastStream]);
    const start = await writer.headPosition();
    const followed = follow(follower, start, streams, 2);

    // The slow append is in its transaction, as a writer on another machine would be, and stays open.
    const slow = new pg.Client({ connectionString: server.url });
    await slow.connect();
    await slow.query('BEGIN');
    await appendGroupInTransaction(slow, [
      { stream: slowStream, events: [event('Slow')], expectedRevision: 'no_stream' },
    ]);
    const fast = writer.appendToStream(fastStream, [event('Fast')], { expectedRevision: 'no_stream' });
    // Without the lock the fast append would commit now, at the position after the slow one's.
    const probe = new pg.Client({ connectionString: server.url });
    await probe.connect();
    await expect
      .poll(async () => {
        const { rows } = await probe.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted",
          [APPEND_LOCK],
        );
        return rows[0].n;
      })
      .toBe(1);
    expect(await mine(follower, start, streams)).toEqual([]);
    await slow.query('COMMIT');
    await Promise.all([slow.end(), probe.end()]);
    await fast;

    const received = await followed;
    expect(received.map((e) => e.type)).toEqual(['Slow', 'Fast']);
    expect(received[0].position).toBeLessThan(received[1].position);
    expect((await mine(follower, start, streams)).map((e) => e.type)).toEqual(['Slow', 'Fast']);
  });

  it('gives a follower every append of two processes writing at once, in one ascending order', async () => {
    const [a, b, follower] = [open(60_000), open(60_000), open(60_000)];
    const streams = Array.from({ length: 60 }, (_, i) => `busy-${i}-${randomUUID()}`);
    const start = await a.headPosition();
    const followed = follow(follower, start, new Set(streams), streams.length * 2);
    await Promise.all(
      streams.map((s, i) =>
        (i % 2 ? a : b)
          .appendToStream(s, [event('First')], { expectedRevision: 'no_stream' })
          .then(() => (i % 3 ? b : a).appendToStream(s, [event('Second')], { expectedRevision: 0n })),
      ),
    );
    const received = await followed;
    const positions = received.map((e) => e.position);
    expect(positions).toEqual([...positions].sort((x, y) => (x < y ? -1 : 1)));
    expect(new Set(received.map((e) => e.id)).size).toBe(streams.length * 2);
    expect((await mine(follower, start, new Set(streams))).map((e) => e.id)).toEqual(received.map((e) => e.id));
  });

  it('stores data and metadata as the JSON text the store wrote, key order and all', async () => {
    const store = open(1000);
    const s = `text-${randomUUID()}`;
    const data = { z: 1, a: { y: 'ș', b: [2, 1] } };
    await store.appendToStream(s, [{ id: randomUUID(), type: 'T', data, metadata }], { expectedRevision: 'any' });
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query<{ data: string; metadata: string }>(
      'SELECT data, metadata FROM events WHERE stream = $1',
      [s],
    );
    await client.end();
    expect(rows).toEqual([{ data: JSON.stringify(data), metadata: JSON.stringify(metadata) }]);
  });
});

describe('EVENT_STORE=postgres configuration', () => {
  it('asks for DATABASE_URL by name', () => {
    expect(() => loadEnv({ EVENT_STORE: 'postgres' })).toThrow('DATABASE_URL: required when EVENT_STORE=postgres');
    expect(loadEnv({ EVENT_STORE: 'postgres', DATABASE_URL: 'postgres://dth@db/dth' }).EVENT_STORE).toBe('postgres');
  });
});
