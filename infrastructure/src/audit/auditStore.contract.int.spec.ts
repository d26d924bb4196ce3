import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { csvRow, csvRowOfJson, type AuditRow } from '@dth/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_MISSING, startPostgresServer, type PostgresServerHandle } from '@dth/testing';
import type { AuditRowFilter, AuditRowToWrite, AuditStoreReader, AuditStoreWriter } from './auditStore';
import { PostgresAuditReader } from './postgres/postgresAuditReader';
import { PostgresAuditWriter } from './postgres/postgresAuditWriter';
import { SqliteAuditReader } from './sqlite/sqliteAuditReader';
import { SqliteAuditWriter } from './sqlite/sqliteAuditWriter';

/*
 * One contract, both adapters: the SQLite file (the embedded default) and a real PostgreSQL server
 * (Debian's, started privately by the test support). Whatever the engine, the report must find,
 * count and order the same rows: written through the writer port, read through the reader port on a
 * connection of its own (read-only for SQLite), as the projector and the query API do.
 */
const DAY = 86_400_000;
const DAY_ONE = Date.parse('2026-11-20T00:00:00.000Z');

interface Spec {
  at: number;
  actor: string;
  actorName: string;
  action: string;
  target: [type: string, id: string, name: string];
  owner?: string;
  source?: AuditRow['source'];
  title?: string;
}

const rowOf = (position: number, spec: Spec): AuditRowToWrite => ({
  actorId: spec.actor,
  row: {
    id: String(position),
    position: String(position),
    at: new Date(spec.at).toISOString(),
    actor: { id: spec.actor, name: spec.actorName, role: 'specialist' },
    action: spec.action,
    target: { type: spec.target[0], id: spec.target[1], name: spec.target[2] },
    owner: spec.owner ? { id: spec.owner, name: 'Olga Owner' } : null,
    correlation_id: `c${position}`,
    source: spec.source ?? 'web',
    changes: spec.title ? [{ field: 'industry_title', before: 'Designer', after: spec.title }] : [],
  },
});

/** Twelve rows over three days: two specialists, a team, an owner, three event types, two sources. */
const ROWS: AuditRowToWrite[] = [
  {
    at: DAY_ONE + 1000,
    actor: 'u1',
    actorName: 'Priya Sharma',
    action: 'IndustryTitleSet',
    target: ['specialist', 'u1', 'Priya Sharma'],
    title: 'Solution Architect',
  },
  {
    at: DAY_ONE + 2000,
    actor: 'u1',
    actorName: 'Priya Sharma',
    action: 'AboutMeSet',
    target: ['specialist', 'u1', 'Priya Sharma'],
  },
  {
    at: DAY_ONE + 3000,
    actor: 'u2',
    actorName: 'Émile Zola',
    action: 'IndustryTitleSet',
    target: ['specialist', 'u2', 'Émile Zola'],
    title: 'Data Engineer',
  },
  {
    at: DAY_ONE + DAY + 1000,
    actor: 'o1',
    actorName: 'Olga Owner',
    action: 'TeamCreated',
    target: ['team', 't1', 'Platform squad'],
    owner: 'o1',
  },
  {
    at: DAY_ONE + DAY + 2000,
    actor: 'o1',
    actorName: 'Olga Owner',
    action: 'TeamRenamed',
    target: ['team', 't1', 'Platform squad'],
    owner: 'o1',
    title: 'Platform guild',
  },
  {
    at: DAY_ONE + DAY + 3000,
    actor: 'u2',
    actorName: 'Émile Zola',
    action: 'AboutMeSet',
    target: ['specialist', 'u2', 'Émile Zola'],
    source: 'seed',
  },
  {
    at: DAY_ONE + DAY + 4000,
    actor: 'u1',
    actorName: 'Priya Sharma',
    action: 'IndustryTitleSet',
    target: ['specialist', 'u1', 'Priya Sharma'],
    title: 'Lead Architect',
  },
  {
    at: DAY_ONE + 2 * DAY + 1000,
    actor: 'o1',
    actorName: 'Olga Owner',
    action: 'TeamRenamed',
    target: ['team', 't1', 'Platform guild'],
    owner: 'o1',
    title: 'Core team',
  },
  {
    at: DAY_ONE + 2 * DAY + 2000,
    actor: 'u2',
    actorName: 'Émile Zola',
    action: 'IndustryTitleSet',
    target: ['specialist', 'u2', 'Émile Zola'],
    title: 'Architect',
  },
  {
    at: DAY_ONE + 2 * DAY + 3000,
    actor: 'u1',
    actorName: 'Priya Sharma',
    action: 'AboutMeSet',
    target: ['specialist', 'u1', 'Priya Sharma'],
    source: 'seed',
  },
  {
    at: DAY_ONE + 2 * DAY + 4000,
    actor: 'o1',
    actorName: 'Olga Owner',
    action: 'TeamCreated',
    target: ['team', 't2', 'Design crew'],
    owner: 'o1',
  },
  {
    at: DAY_ONE + 2 * DAY + 5000,
    actor: 'u2',
    actorName: 'Émile Zola',
    action: 'AboutMeSet',
    target: ['specialist', 'u2', 'Émile Zola'],
  },
].map((spec, i) => rowOf(i + 1, spec as Spec));

const positionsOf = (rows: string[]) => rows.map((r) => Number((JSON.parse(r) as AuditRow).position));
const collect = async <T>(values: AsyncIterable<T>) => {
  const out: T[] = [];
  for await (const value of values) out.push(value);
  return out;
};

/** An export's CSV lines as one text. */
const csvOf = async (store: AuditStoreReader, version: number, filter: AuditRowFilter) => {
  const chunks = await collect(store.csvNewestFirst(version, filter));
  const text = Buffer.concat(chunks.map((c) => c.bytes)).toString('utf8');
  expect(chunks.reduce((sum, c) => sum + c.rows, 0)).toBe(text ? text.split('\r\n').length - 1 : 0);
  return text;
};
const csvPositionsOf = (text: string) =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => Number(line.split(',')[0]));

/** Values a CSV must quote, neutralise or carry as they are, in every field a row has. */
const awkward = (position: number, text: string, nulls = false): AuditRowToWrite => ({
  actorId: 'a1',
  row: {
    id: String(position),
    position: String(position),
    at: new Date(DAY_ONE + position).toISOString(),
    actor: nulls ? null : { id: `a,${position}`, name: text, role: 'admin' },
    action: 'TeamRenamed',
    target: { type: 'team', id: `t"${position}`, name: nulls ? null : `${text} (team)` },
    owner: nulls ? null : { id: 'o1', name: text },
    correlation_id: text,
    source: 'web',
    changes: [{ field: 'name', before: text, after: `${text}","changes":[\\` }],
  },
});
const AWKWARD = [
  '=HYPERLINK("http://evil")',
  '+61',
  '-1',
  '@SUM(A1)',
  '\tTab',
  '\rCR',
  'Line\nbreak',
  'Sharma, "PS" Jr',
  'Ștefan Țurcanu 中文 🙂',
  'back\\slash',
  '',
  "O'Brien",
];

interface OpenStore {
  writer: AuditStoreWriter;
  reader: AuditStoreReader;
  /** Another reader, as a query API started later opens it. */
  newReader: () => AuditStoreReader;
  close: () => Promise<void>;
}

const adapters: { name: string; open: () => Promise<OpenStore> }[] = [
  {
    name: 'SQLite',
    open() {
      const dir = mkdtempSync(join(tmpdir(), 'audit-contract-'));
      const writer = new SqliteAuditWriter(join(dir, 'audit.sqlite'));
      const reader = new SqliteAuditReader(writer.file);
      const close = async () => {
        await reader.close();
        await writer.close();
        rmSync(dir, { recursive: true, force: true });
      };
      return Promise.resolve({ writer, reader, newReader: () => new SqliteAuditReader(writer.file), close });
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      if (POSTGRES_MISSING) throw new Error(POSTGRES_MISSING);
      const server: PostgresServerHandle = await startPostgresServer();
      const writer = new PostgresAuditWriter(server.url);
      const reader = new PostgresAuditReader(server.url);
      const close = async () => {
        await reader.close();
        await writer.close();
        await server.stop();
      };
      return { writer, reader, newReader: () => new PostgresAuditReader(server.url), close };
    },
  },
];

describe.each(adapters)('the audit store on $name', ({ open }) => {
  let writer: AuditStoreWriter;
  let reader: AuditStoreReader;
  let newReader: () => AuditStoreReader;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ writer, reader, newReader, close } = await open());
    // Version 1 as the live projector writes it (a batch, then one written twice and the next), version 2 in bulk as a replay does.
    await writer.commit(1, 5n, ROWS.slice(0, 5));
    await writer.commit(1, 12n, ROWS.slice(4));
    await writer.beginBulk(2);
    await writer.commitBulk(2, 6n, ROWS.slice(0, 6));
    await writer.commitBulk(2, 12n, ROWS.slice(6));
    await writer.finishBulk(2);
  }, 60_000);
  afterAll(async () => close?.());

  it("keeps each version's checkpoint, and a row written twice once", async () => {
    for (const side of [writer, reader]) {
      expect(await side.checkpoint(1)).toBe(12n);
      expect(await side.checkpoint(2)).toBe(12n);
      expect(await side.checkpoint(3)).toBe(0n);
    }
    const all = await reader.page(1, {}, 'DESC', 0, 50);
    expect(positionsOf(all.rows)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(all.total).toBe(12);
    expect(await reader.dailyCounts(1, {}, DAY_ONE, DAY_ONE + 3 * DAY - 1)).toEqual(
      await reader.dailyCounts(2, {}, DAY_ONE, DAY_ONE + 3 * DAY - 1),
    );
  });

  it("pages newest or oldest first, with the filter's total", async () => {
    const page = await reader.page(1, {}, 'ASC', 3, 4);
    expect(positionsOf(page.rows)).toEqual([4, 5, 6, 7]);
    expect(page.total).toBe(12);
    const byType = await reader.page(1, { type: ['AboutMeSet'] }, 'DESC', 0, 2);
    expect(positionsOf(byType.rows)).toEqual([12, 10]);
    expect(byType.total).toBe(4);
  });

  const cases: [string, AuditRowFilter, number[]][] = [
    ['actor', { actor_id: ['o1'] }, [11, 8, 5, 4]],
    ['actor and type', { actor_id: ['u1'], type: ['IndustryTitleSet'] }, [7, 1]],
    ['a record', { target_type: ['team'], target_id: ['t1'] }, [8, 5, 4]],
    ['a record of any type', { target_id: ['u2'] }, [12, 9, 6, 3]],
    ['an owner', { owner_id: ['o1'] }, [11, 8, 5, 4]],
    ['a source', { source: ['seed'] }, [10, 6]],
    ['positions', { id: ['3', '9', '99'] }, [9, 3]],
    ['a day', { from: DAY_ONE + DAY, to: DAY_ONE + 2 * DAY - 1 }, [7, 6, 5, 4]],
    ['from a moment on', { from: DAY_ONE + 2 * DAY + 3000 }, [12, 11, 10]],
    ['the start of a name', { q: 'pri' }, [10, 7, 2, 1]],
    ['a name without its accent, from its start', { q: 'emil' }, [12, 9, 6, 3]],
    ['a whole changed word', { q: 'architect' }, [9, 7, 1]],
    ['not the start of a changed word', { q: 'archi' }, []],
    ['two words, both', { q: 'zola architect' }, [9]],
    ['a word and a filter', { q: 'platform', type: ['TeamRenamed'] }, [8, 5]],
    ['nothing', { actor_id: ['nobody'] }, []],
    // Values that SQL would take for syntax: an export writes them into its COPY statement as literals.
    ['quotes and backslashes', { actor_id: ['o1', "o1' OR '1'='1", 'u1\\', '$1'] }, [11, 8, 5, 4]],
  ];
  it.each(cases)('filters by %s', async (_name, filter, expected) => {
    for (const version of [1, 2]) {
      const page = await reader.page(version, filter, 'DESC', 0, 50);
      expect(positionsOf(page.rows)).toEqual(expected);
      expect(page.total).toBe(expected.length);
      expect(await collect(reader.positions(version, filter))).toEqual([...expected].reverse().map(BigInt));
      expect(csvPositionsOf(await csvOf(reader, version, filter))).toEqual(expected);
    }
  });

  it('counts per day and type: whole days from the daily counts, any filter from its rows', async () => {
    const all = await reader.dailyCounts(1, {}, DAY_ONE, DAY_ONE + 3 * DAY - 1);
    expect(all).toEqual([
      { day: '2026-11-20', type: 'AboutMeSet', count: 1 },
      { day: '2026-11-20', type: 'IndustryTitleSet', count: 2 },
      { day: '2026-11-21', type: 'AboutMeSet', count: 1 },
      { day: '2026-11-21', type: 'IndustryTitleSet', count: 1 },
      { day: '2026-11-21', type: 'TeamCreated', count: 1 },
      { day: '2026-11-21', type: 'TeamRenamed', count: 1 },
      { day: '2026-11-22', type: 'AboutMeSet', count: 2 },
      { day: '2026-11-22', type: 'IndustryTitleSet', count: 1 },
      { day: '2026-11-22', type: 'TeamCreated', count: 1 },
      { day: '2026-11-22', type: 'TeamRenamed', count: 1 },
    ]);
    expect(await reader.dailyCounts(1, { actor_id: ['u2'] }, DAY_ONE, DAY_ONE + 3 * DAY - 1)).toEqual([
      { day: '2026-11-20', type: 'IndustryTitleSet', count: 1 },
      { day: '2026-11-21', type: 'AboutMeSet', count: 1 },
      { day: '2026-11-22', type: 'AboutMeSet', count: 1 },
      { day: '2026-11-22', type: 'IndustryTitleSet', count: 1 },
    ]);
    // Part of a day: counted from the rows.
    expect(await reader.dailyCounts(1, { type: ['AboutMeSet'] }, DAY_ONE + 2 * DAY, DAY_ONE + 2 * DAY + 4000)).toEqual([
      { day: '2026-11-22', type: 'AboutMeSet', count: 1 },
    ]);
  });

  it("reads one record's history, rows by position, and the position at a moment", async () => {
    const history = await reader.history(1, 'team', 't1', 1, 5);
    expect(positionsOf(history.rows)).toEqual([5, 4]);
    expect(history.total).toBe(3);
    expect(positionsOf(await reader.rows(1, ['9', '2', '42']))).toEqual([9, 2]);
    expect(JSON.parse((await reader.row(1, '4'))!)).toEqual(ROWS[3].row);
    expect(await reader.row(1, '42')).toBeNull();
    expect(await reader.positionAt(1, DAY_ONE + DAY + 2500)).toBe(5n);
    expect(await reader.positionAt(1, DAY_ONE - 1)).toBeNull();
  });

  it("writes an export's CSV as the domain does, whatever the values hold", async () => {
    const rows = [...AWKWARD.map((text, i) => awkward(i + 1, text)), awkward(AWKWARD.length + 1, 'x', true)];
    await writer.commit(3, BigInt(rows.length), rows);
    const text = await csvOf(reader, 3, {});
    expect(text).toBe(
      [...rows]
        .reverse()
        .map(({ row }) => csvRowOfJson(JSON.stringify(row)))
        .join(''),
    );
    expect(text).toBe(
      [...rows]
        .reverse()
        .map(({ row }) => csvRow(row))
        .join(''),
    );
    expect(await csvOf(reader, 3, { actor_id: ['nobody'] })).toBe('');
    await writer.dropVersion(3);
  });

  it('names a revert on the row it reverts, once, live and in bulk, in the same batch or a later one', async () => {
    const title = (position: number, reverts?: number): AuditRowToWrite => {
      const written = rowOf(position, {
        at: DAY_ONE + position,
        actor: 'a1',
        actorName: 'Ada Admin',
        action: 'IndustryTitleSet',
        target: ['specialist', 'u1', 'Priya Sharma'],
        title: `T${position}`,
      });
      return reverts ? { ...written, row: { ...written.row, reverts: String(reverts) } } : written;
    };
    const marks = async (version: number, position: number) =>
      (JSON.parse((await reader.row(version, String(position)))!) as AuditRow).reverted_by;
    const mark = (position: number) => ({
      position: String(position),
      at: new Date(DAY_ONE + position).toISOString(),
      actor: { id: 'a1', name: 'Ada Admin', role: 'specialist' },
    });
    await writer.commit(4, 2n, [title(1), title(2, 1)]);
    await writer.commit(4, 3n, [title(3, 2)]);
    await writer.commit(4, 4n, [title(2, 1), title(3, 2), title(4, 1)]);
    await writer.beginBulk(5);
    await writer.commitBulk(5, 4n, [title(1), title(2, 1), title(3, 2), title(4, 1)]);
    await writer.finishBulk(5);
    for (const version of [4, 5]) {
      expect(await marks(version, 1), `version ${version}`).toEqual([mark(2), mark(4)]);
      expect(await marks(version, 2)).toEqual([mark(3)]);
      expect(await marks(version, 3)).toBeUndefined();
      expect(JSON.parse((await reader.row(version, '4'))!)).toEqual(title(4, 1).row);
    }
    await writer.dropVersion(4);
    await writer.dropVersion(5);
  });

  it('drops a version, and answers nothing for one it does not hold', async () => {
    expect((await writer.versions()).sort()).toEqual([1, 2]);
    await writer.dropVersion(2);
    expect(await writer.versions()).toEqual([1]);
    expect(await writer.checkpoint(2)).toBe(0n);
    // A reader keeps knowing a version it has seen (a replay drops one only after readers moved off it): one opened now.
    const later = newReader();
    try {
      expect(await later.checkpoint(2)).toBe(0n);
      expect(await later.page(2, {}, 'DESC', 0, 10)).toEqual({ rows: [], total: 0 });
      expect(await later.history(7, 'team', 't1', 0, 10)).toEqual({ rows: [], total: 0 });
      expect(await collect(later.positions(7, {}))).toEqual([]);
      expect(await later.page(1, {}, 'DESC', 0, 1)).toMatchObject({ total: 12 });
    } finally {
      await later.close();
    }
  });
});
