import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { createEventLog } from './eventLog';
import { SqliteEventStore } from './sqliteEventStore';

const metadata = {
  actorId: 'test',
  actorRole: 'system' as const,
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('createEventLog (SQLite)', () => {
  it('reads what the writer appends, before and after it exists, and cannot append', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'event-log-'));
    dirs.push(dir);
    const file = join(dir, 'events.sqlite');
    const log = createEventLog(loadEnv({ DATA_DIR: dir, SQLITE_FILE: file, NODE_ENV: 'test' }));
    expect(await log.headPosition()).toBe(0n);

    const writer = new SqliteEventStore({ file });
    await writer.appendToStream('team-1', [{ id: 'e1', type: 'TeamArchived', data: { teamId: '1' }, metadata }], {
      expectedRevision: 'no_stream',
    });
    await writer.appendToStream('team-2', [{ id: 'e2', type: 'TeamArchived', data: { teamId: '2' }, metadata }], {
      expectedRevision: 'no_stream',
    });

    expect(await log.headPosition()).toBe(2n);
    const stream = [];
    for await (const event of log.readStream('team-2')) stream.push(event.id);
    expect(stream).toEqual(['e2']);
    const all = [];
    for await (const event of log.readAll({ fromPosition: 1n })) all.push(event.position);
    expect(all).toEqual([2n]);

    const readOnly = new SqliteEventStore({ file, readonly: true });
    await expect(
      readOnly.appendToStream('team-3', [{ id: 'e3', type: 'TeamArchived', data: {}, metadata }], {
        expectedRevision: 'any',
      }),
    ).rejects.toThrow(/readonly/i);
    await readOnly.close();
    await log.close();
    await writer.close();
  });
});
