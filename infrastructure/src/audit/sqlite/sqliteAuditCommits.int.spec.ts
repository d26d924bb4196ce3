import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuditDatabase, auditTables } from './auditDatabase';
import type { AuditRow } from '@dth/domain';
import { AuditCommits } from './sqliteAuditCommits';

/* The audit writer thread over a real SQLite file. */
const rowAt = (position: number, name = 'Priya Sharma'): AuditRow => ({
  id: String(position),
  position: String(position),
  at: '2026-11-24T10:00:00.000Z',
  actor: { id: 'a1', name, role: 'specialist' },
  action: 'IndustryTitleSet',
  target: { type: 'specialist', id: 's1', name },
  owner: { id: 's1', name },
  correlation_id: 'c1',
  source: 'web',
  changes: [{ field: 'industry_title', before: 'Designer', after: `Architect ${position}` }],
});

describe('audit commits on the writer thread', () => {
  let dir: string;
  let file: string;
  const open: AuditCommits[] = [];
  const commitsOf = (path: string) => {
    const commits = new AuditCommits(path);
    open.push(commits);
    return commits;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'audit-commits-'));
    file = join(dir, 'audit.sqlite');
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes each commit’s rows, words and daily counts with its checkpoint, in the order asked', async () => {
    const commits = commitsOf(file);
    await Promise.all([
      commits.commit(
        3,
        2n,
        [1, 2].map((p) => ({ row: rowAt(p), actorId: 'a1' })),
      ),
      commits.commit(
        3,
        5n,
        [3, 4, 5].map((p) => ({ row: rowAt(p), actorId: 'a1' })),
      ),
    ]);
    const reader = new AuditDatabase(file, { readonly: true });
    expect(reader.checkpoint(3)).toBe(5n);
    const db = new Database(file, { readonly: true });
    const { rows, words, stats } = auditTables(3);
    expect(db.prepare(`SELECT position FROM ${rows} ORDER BY position`).pluck().all()).toEqual([1, 2, 3, 4, 5]);
    expect(
      db.prepare(`SELECT rowid FROM ${words} WHERE ${words} MATCH ? ORDER BY rowid`).pluck().all('words : "architect"'),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(db.prepare(`SELECT day, type, count FROM ${stats}`).all()).toEqual([
      { day: '2026-11-24', type: 'IndustryTitleSet', count: 5 },
    ]);
    db.close();
    reader.close();
  });

  it('fails a commit that SQLite refuses, writing none of it, and goes on with the next', async () => {
    const commits = commitsOf(file);
    await commits.commit(1, 1n, [{ row: rowAt(1), actorId: 'a1' }]);
    // A row without its event type: the NOT NULL constraint refuses the whole transaction, checkpoint included.
    const broken = { ...rowAt(3), action: null } as unknown as ReturnType<typeof rowAt>;
    await expect(
      commits.commit(1, 9n, [
        { row: rowAt(2), actorId: 'a1' },
        { row: broken, actorId: 'a1' },
      ]),
    ).rejects.toThrow(/audit commit failed.*NOT NULL/s);
    const reader = new AuditDatabase(file, { readonly: true });
    expect(reader.checkpoint(1)).toBe(1n);
    await commits.commit(1, 3n, [
      { row: rowAt(2), actorId: 'a1' },
      { row: rowAt(3), actorId: 'a1' },
    ]);
    expect(reader.checkpoint(1)).toBe(3n);
    reader.close();
  });

  it('keeps a row written twice (a projector that lost its lease, then its successor) once, counted once', async () => {
    const commits = commitsOf(file);
    await commits.commit(
      1,
      2n,
      [1, 2].map((p) => ({ row: rowAt(p), actorId: 'a1' })),
    );
    await commits.commit(
      1,
      3n,
      [2, 3].map((p) => ({ row: rowAt(p), actorId: 'a1' })),
    );
    const db = new Database(file, { readonly: true });
    const { rows, words, stats } = auditTables(1);
    expect(db.prepare(`SELECT position FROM ${rows} ORDER BY position`).pluck().all()).toEqual([1, 2, 3]);
    expect(
      db.prepare(`SELECT rowid FROM ${words} WHERE ${words} MATCH ? ORDER BY rowid`).pluck().all('words : "architect"'),
    ).toEqual([1, 2, 3]);
    expect(db.prepare(`SELECT count FROM ${stats}`).pluck().all()).toEqual([3]);
    db.close();
  });

  it('fails the commits waiting on a thread that dies, and starts a new thread for the next', async () => {
    // A directory where the file should be: SQLite cannot open it, so the thread's first commit throws.
    const broken = commitsOf(dir);
    await expect(broken.commit(1, 1n, [{ row: rowAt(1), actorId: 'a1' }])).rejects.toThrow(/audit commit failed/);
    const commits = commitsOf(file);
    const pending = commits.commit(1, 1n, [{ row: rowAt(1), actorId: 'a1' }]);
    await commits.close();
    await expect(pending).rejects.toThrow(/exited|audit commit failed/);
    await commits.commit(1, 2n, [{ row: rowAt(2), actorId: 'a1' }]);
    const reader = new AuditDatabase(file, { readonly: true });
    expect(reader.checkpoint(1)).toBe(2n);
    reader.close();
  });
});
