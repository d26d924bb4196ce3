import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decider, DomainEvent } from '@dth/domain';
import { handleCommand, loadAggregate, retryOnConflict, type CommandContext } from './commandHandler';
import { ConcurrencyError } from './eventStore';
import { SqliteEventStore } from './sqliteEventStore';

type Added = DomainEvent<'Added', { n: number }>;
type Add = { type: 'Add'; n: number };
/** A counter whose evolve counts how many events it folded. */
let folded = 0;
const counter: Decider<Add, Added, number> = {
  initialState: () => 0,
  evolve: (total, e) => (folded++, total + e.data.n),
  decide: (c) => [{ type: 'Added', data: { n: c.n } }],
};
const ctx: CommandContext = {
  actorId: 'a',
  actorRole: 'system',
  correlationId: 'c',
  causationId: 'c',
  now: new Date().toISOString(),
};
const otherEvent = {
  type: 'Added',
  data: { n: 10 },
  metadata: { actorId: 'b', actorRole: 'system' as const, correlationId: 'c', causationId: 'c', schemaVersion: 1 },
};
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'cmd-')), 'e.sqlite');
const store = (file = tempFile()) => new SqliteEventStore({ file });

describe('handleCommand', () => {
  it('folds only the events appended since the last command on the stream', async () => {
    const s = store();
    const stream = `counter-${randomUUID()}`;
    for (let i = 1; i <= 50; i++) await handleCommand(s, stream, counter, { type: 'Add', n: i }, ctx);
    folded = 0;
    const { state } = await handleCommand(s, stream, counter, { type: 'Add', n: 1 }, ctx);
    expect(state).toBe((50 * 51) / 2 + 1);
    expect(folded).toBeLessThanOrEqual(2);
  });

  it('still sees events appended by another writer (another process) since then', async () => {
    const file = tempFile();
    const s = store(file);
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, counter, { type: 'Add', n: 1 }, ctx);
    const other = store(file);
    await other.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'Added',
          data: { n: 10 },
          metadata: { actorId: 'b', actorRole: 'system', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
        },
      ],
      { expectedRevision: 0n },
    );
    expect((await loadAggregate(s, stream, counter)).state).toBe(11);
    expect((await handleCommand(s, stream, counter, { type: 'Add', n: 100 }, ctx)).state).toBe(111);
  });

  it('keeps stores apart: the same stream name in another store starts from its own events', async () => {
    const [a, b] = [store(), store()];
    await handleCommand(a, 'counter-shared', counter, { type: 'Add', n: 5 }, ctx);
    expect((await handleCommand(b, 'counter-shared', counter, { type: 'Add', n: 7 }, ctx)).state).toBe(7);
  });

  it('rejects a command racing another on the same revision with a concurrency error', async () => {
    const s = store();
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, counter, { type: 'Add', n: 1 }, ctx);
    const results = await Promise.allSettled(
      [1, 2, 3].map((n) => handleCommand(s, stream, counter, { type: 'Add', n }, ctx)),
    );
    // SQLite appends are serialised in one process, so each command reads after the previous one landed;
    // what matters is that none is lost and every state is consistent with the log.
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of rejected) expect(r.reason).toBeInstanceOf(ConcurrencyError);
    const { state } = await loadAggregate(s, stream, counter);
    expect(state).toBe(
      1 +
        results
          .filter((r) => r.status === 'fulfilled')
          .map((r) => (r as PromiseFulfilledResult<{ events: Added[] }>).value.events[0].data.n)
          .reduce((x, y) => x + y, 0),
    );
  });

  it('decides again when another process appended between its read and its append, up to its attempts', async () => {
    const file = tempFile();
    const [s, other] = [store(file), store(file)];
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, counter, { type: 'Add', n: 1 }, ctx);
    // A store whose next appends are each preceded by another process' append to the same stream.
    let interruptions = 0;
    const interrupted = (times: number) =>
      Object.assign(Object.create(s) as SqliteEventStore, {
        appendToStream: async (...args: Parameters<SqliteEventStore['appendToStream']>) => {
          if (interruptions < times) {
            interruptions++;
            const { revision } = await loadAggregate(other, stream, counter);
            await other.appendToStream(stream, [{ ...otherEvent, id: randomUUID() }], {
              expectedRevision: revision,
            });
          }
          return s.appendToStream(...args);
        },
      });
    const busy = interrupted(2);
    expect((await handleCommand(busy, stream, counter, { type: 'Add', n: 100 }, ctx)).state).toBe(121);
    expect(interruptions).toBe(2);

    interruptions = 0;
    const restless = interrupted(Infinity);
    await expect(handleCommand(restless, stream, counter, { type: 'Add', n: 5 }, ctx)).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(interruptions).toBe(4);
    expect((await loadAggregate(other, stream, counter)).state).toBe(121 + 4 * 10);
  });

  it('refuses a command planned at a revision the stream has moved on from, and stamps a revert on its events', async () => {
    const s = store();
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, counter, { type: 'Add', n: 1 }, ctx);
    await handleCommand(s, stream, counter, { type: 'Add', n: 2 }, ctx);
    await expect(
      handleCommand(s, stream, counter, { type: 'Add', n: 5 }, ctx, { plannedAt: 0n }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await loadAggregate(s, stream, counter)).state).toBe(3);
    await handleCommand(s, stream, counter, { type: 'Add', n: 5 }, { ...ctx, reverts: '2' }, { plannedAt: 1n });
    const events = [];
    for await (const event of s.readStream(stream)) events.push(event);
    expect(events.map((e) => e.metadata.reverts)).toEqual([undefined, undefined, '2']);
  });
});

describe('retryOnConflict', () => {
  const appendBehind = (s: SqliteEventStore, stream: string, revision: bigint) =>
    s.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'Added',
          data: { n: 10 },
          metadata: { actorId: 'b', actorRole: 'system', correlationId: 'c', causationId: 'c', schemaVersion: 1 },
        },
      ],
      { expectedRevision: revision },
    );

  it('decides again on the stream as it now is when another writer got there first, and gives up after its attempts', async () => {
    const file = tempFile();
    const [s, other] = [store(file), store(file)];
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, counter, { type: 'Add', n: 1 }, ctx);
    const conflicts: number[] = [];
    let runs = 0;
    // The first run writes behind the command's back after it loaded: its append conflicts, the second lands.
    const { state } = await retryOnConflict(
      3,
      async () => {
        runs++;
        const { revision } = await loadAggregate(s, stream, counter);
        if (runs === 1) await appendBehind(other, stream, revision as bigint);
        return handleCommand(s, stream, counter, { type: 'Add', n: 100 }, ctx, { plannedAt: revision as bigint });
      },
      (attempt) => conflicts.push(attempt),
    );
    expect({ runs, conflicts, state }).toEqual({ runs: 2, conflicts: [1], state: 111 });

    let always = 0;
    await expect(
      retryOnConflict(2, async () => {
        always++;
        throw new ConcurrencyError(stream, 0n, 1n);
      }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    expect(always).toBe(2);
    await expect(
      retryOnConflict(5, async () => {
        throw new Error('not a conflict');
      }),
    ).rejects.toThrow('not a conflict');
  });
});
