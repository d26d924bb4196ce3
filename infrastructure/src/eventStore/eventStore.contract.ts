import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@dth/domain';
import { ConcurrencyError, type EventStore, type NewEvent, type RecordedEvent } from './eventStore';

const metadata: EventMetadata = {
  actorId: 'test',
  actorRole: 'system',
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
const event = (type = 'Happened', data: object = { n: 1 }): NewEvent => ({ id: randomUUID(), type, data, metadata });
const stream = () => `test-${randomUUID()}`;

async function collect<T>(source: AsyncIterable<T>, limit = Infinity): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) {
    items.push(item);
    if (items.length >= limit) break;
  }
  return items;
}

/**
 * The behaviour every event store adapter must share (ARCHITECTURE.md, Ports and adapters).
 * Streams get fresh names and positions are compared relatively, so it runs against a shared server.
 */
export function eventStoreContract(
  name: string,
  open: () => Promise<EventStore>,
  close: (store: EventStore) => Promise<void> = (s) => s.close(),
) {
  describe(`${name} event store contract`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => close(store));

    it('appends to a new stream and reads it back in order with data and metadata', async () => {
      const s = stream();
      const result = await store.appendToStream(s, [event('A', { a: 1 }), event('B', { b: [2] })], {
        expectedRevision: 'no_stream',
      });
      expect(result.nextExpectedRevision).toBe(1n);
      const events = await collect(store.readStream(s));
      expect(events.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['A', 0n, { a: 1 }],
        ['B', 1n, { b: [2] }],
      ]);
      expect(events[0].metadata).toEqual(metadata);
      expect(events[1].position).toBe(result.position);
      expect(events[0].position).toBeLessThan(events[1].position);
      expect(events[0].createdAt).toBeInstanceOf(Date);
    });

    it('reads nothing from a stream that does not exist', async () => {
      expect(await collect(store.readStream(stream()))).toEqual([]);
    });

    it('raises a typed concurrency error on a wrong expected revision, and appends nothing', async () => {
      const s = stream();
      await store.appendToStream(s, [event()], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(s, [event()], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      await expect(store.appendToStream(s, [event()], { expectedRevision: 5n })).rejects.toBeInstanceOf(
        ConcurrencyError,
      );
      await expect(
        store.appendToStream(stream(), [event()], { expectedRevision: 'stream_exists' }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await collect(store.readStream(s))).toHaveLength(1);
      await store.appendToStream(s, [event()], { expectedRevision: 'stream_exists' });
      await store.appendToStream(s, [event()], { expectedRevision: 'any' });
      await store.appendToStream(s, [event()], { expectedRevision: 3n - 1n });
      expect(await collect(store.readStream(s))).toHaveLength(4);
    });

    it('lets exactly one of two appends with the same expected revision win', async () => {
      const s = stream();
      await store.appendToStream(s, [event()], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled([
        store.appendToStream(s, [event('First')], { expectedRevision: 0n }),
        store.appendToStream(s, [event('Second')], { expectedRevision: 0n }),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(ConcurrencyError);
      expect(await collect(store.readStream(s))).toHaveLength(2);
    });

    it('stores appends sent together, each in its own order, refusing only the one whose revision is stale', async () => {
      const streams = Array.from({ length: 20 }, stream);
      await store.appendToStream(streams[0], [event()], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled([
        ...streams.map((s, i) =>
          store.appendToStream(s, [event('Together', { i }), event('Again', { i })], {
            expectedRevision: i === 0 ? 0n : 'no_stream',
          }),
        ),
        store.appendToStream(streams[1], [event('Stale')], { expectedRevision: 'no_stream' }),
      ]);
      expect(outcomes.slice(0, 20).map((o) => o.status)).toEqual(Array(20).fill('fulfilled'));
      expect((outcomes[20] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
      const positions = outcomes
        .slice(0, 20)
        .map((o) => (o as PromiseFulfilledResult<{ position: bigint }>).value.position);
      expect(new Set(positions).size).toBe(20);
      for (const [i, s] of streams.entries()) {
        const events = await collect(store.readStream(s));
        expect(events.slice(-2).map((e) => [e.type, e.data])).toEqual([
          ['Together', { i }],
          ['Again', { i }],
        ]);
        expect(events.at(-1)!.position).toBe(positions[i]);
      }
    });

    it('treats re-appending an event id already stored as a no-op', async () => {
      const s = stream();
      const first = [event(), event()];
      const original = await store.appendToStream(s, first, { expectedRevision: 'no_stream' });
      const retried = await store.appendToStream(s, first, { expectedRevision: 'no_stream' });
      expect(retried.position).toBe(original.position);
      expect(await collect(store.readStream(s))).toHaveLength(2);
    });

    it('gives every event one global order, read from a position onwards', async () => {
      const [s1, s2] = [stream(), stream()];
      const start = await store.headPosition();
      await store.appendToStream(s1, [event('One')], { expectedRevision: 'no_stream' });
      await store.appendToStream(s2, [event('Two')], { expectedRevision: 'no_stream' });
      await store.appendToStream(s1, [event('Three')], { expectedRevision: 0n });
      const mine = (await collect(store.readAll({ fromPosition: start }))).filter(
        (e) => e.stream === s1 || e.stream === s2,
      );
      expect(mine.map((e) => e.type)).toEqual(['One', 'Two', 'Three']);
      expect([...mine.map((e) => e.position)].sort((a, b) => (a < b ? -1 : 1))).toEqual(mine.map((e) => e.position));
      const afterFirst = await collect(store.readAll({ fromPosition: mine[0].position }));
      expect(afterFirst[0].id).toBe(mine[1].id);
      expect(await collect(store.readAll({ fromPosition: start, maxCount: 2 }))).toHaveLength(2);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(mine[2].position);
    });

    it('catches up, then delivers live events, until aborted', async () => {
      const s = stream();
      await store.appendToStream(s, [event('Before')], { expectedRevision: 'no_stream' });
      const from = (await collect(store.readStream(s)))[0].position - 1n;
      const abort = new AbortController();
      const received: RecordedEvent[] = [];
      const done = (async () => {
        for await (const e of store.subscribeToAll({ fromPosition: from, signal: abort.signal })) {
          if (e.stream !== s) continue;
          received.push(e);
          if (received.length === 3) abort.abort();
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await store.appendToStream(s, [event('Live1')], { expectedRevision: 0n });
      await store.appendToStream(s, [event('Live2')], { expectedRevision: 1n });
      await done;
      expect(received.map((e) => e.type)).toEqual(['Before', 'Live1', 'Live2']);
    });
  });
}
