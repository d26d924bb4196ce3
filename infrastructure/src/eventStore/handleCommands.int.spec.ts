import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Decider, DomainEvent } from '@dth/domain';
import { handleCommand, handleCommands, type CommandContext } from './commandHandler';
import { ConcurrencyError } from './eventStore';
import { SqliteEventStore } from './sqliteEventStore';

type Added = DomainEvent<'Added', { n: number; total: number }>;
type Add = { type: 'Add'; n: number };
/** A counter that refuses to pass 10, so a decision depends on the ones before it in the batch. */
const capped: Decider<Add, Added, number> = {
  initialState: () => 0,
  evolve: (total, e) => total + e.data.n,
  decide: (c, total) => {
    if (total + c.n > 10) throw new Error(`over the cap at ${total} + ${c.n}`);
    return c.n === 0 ? [] : [{ type: 'Added', data: { n: c.n, total: total + c.n } }];
  },
};
const ctx: CommandContext = {
  actorId: 'seed',
  actorRole: 'system',
  correlationId: 'c',
  causationId: 'c',
  now: new Date().toISOString(),
};
const store = () => new SqliteEventStore({ file: join(mkdtempSync(join(tmpdir(), 'cmds-')), 'e.sqlite') });
const add = (n: number): Add => ({ type: 'Add', n });

describe('handleCommands', () => {
  it('decides each command on the state the ones before it left, and appends them all at once with the metadata', async () => {
    const s = store();
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, capped, add(1), ctx);
    const result = await handleCommands(s, stream, capped, [add(2), add(0), add(3)], ctx);
    expect(result.state).toBe(6);
    expect(result.events.map((e) => e.data)).toEqual([
      { n: 2, total: 3 },
      { n: 3, total: 6 },
    ]);
    const stored = [];
    for await (const e of s.readStream(stream)) stored.push(e);
    expect(stored.map((e) => [e.revision, e.data])).toEqual([
      [0n, { n: 1, total: 1 }],
      [1n, { n: 2, total: 3 }],
      [2n, { n: 3, total: 6 }],
    ]);
    expect(stored[2].metadata).toMatchObject({ actorId: 'seed', actorRole: 'system', schemaVersion: 1 });
    expect(result.position).toBe(stored[2].position);
  });

  it('appends nothing when one command of the batch is refused', async () => {
    const s = store();
    const stream = `counter-${randomUUID()}`;
    await expect(handleCommands(s, stream, capped, [add(4), add(4), add(4)], ctx)).rejects.toThrow(
      'over the cap at 8 + 4',
    );
    expect(await s.headPosition()).toBe(0n);
  });

  it('appends against the revision it read: a writer in between makes it a concurrency error', async () => {
    const s = store();
    const stream = `counter-${randomUUID()}`;
    await handleCommand(s, stream, capped, add(1), ctx);
    const slow: Decider<Add, Added, number> = {
      ...capped,
      // Another writer appends while this batch is being decided (better-sqlite3 appends synchronously).
      decide: (c, total) => {
        if (c.n === 2)
          void s.appendToStream(
            stream,
            [{ id: randomUUID(), type: 'Added', data: { n: 1, total: 0 }, metadata: { ...ctx, schemaVersion: 1 } }],
            { expectedRevision: 'any' },
          );
        return capped.decide(c, total);
      },
    };
    await expect(handleCommands(s, stream, slow, [add(2)], ctx)).rejects.toBeInstanceOf(ConcurrencyError);
  });
});
