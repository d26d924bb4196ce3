import { auditQueryWords, namePrefixOf } from '@dth/domain';
import { byDayThenType, columnFilters, csvChunksOf, isCountable, utcDay, wholeDays } from '../auditSelection';
import type { AuditPage, AuditRowFilter, AuditStoreReader, CsvChunk, DailyCount } from '../auditStore';
import { AuditDatabase, auditTables } from './auditDatabase';

/** A filter as SQL over one version's rows: a WHERE clause and its parameters. */
interface Selection {
  where: string;
  params: (string | number)[];
  empty: boolean;
}

const MAX_STATEMENTS = 500;

/** What these reads use of a prepared statement (parameters are bound positionally). */
interface Statement {
  pluck(): Statement;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

/**
 * The readers' side of the audit file (the embedded default), through a read-only connection: each
 * filter is an indexed column, `from`/`to` become position bounds through the time index, `q` is an
 * FTS5 match; pages come in position order straight off an index. Before the projector has made the
 * file, every read answers nothing.
 */
export class SqliteAuditReader implements AuditStoreReader {
  private readonly database: AuditDatabase;
  private readonly statements = new Map<string, Statement>();
  private statementsOf?: unknown;

  constructor(readonly file: string) {
    this.database = new AuditDatabase(file, { readonly: true });
  }

  async checkpoint(version: number): Promise<bigint> {
    return this.database.checkpoint(version);
  }

  private prepare(sql: string): Statement {
    const db = this.database.db!;
    if (this.statementsOf !== db) {
      this.statements.clear();
      this.statementsOf = db;
    }
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= MAX_STATEMENTS) this.statements.clear();
      statement = db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private select(version: number, filter: AuditRowFilter): Selection {
    const none: Selection = { where: '', params: [], empty: true };
    if (!this.database.hasVersion(version)) return none;
    const { rows, words } = auditTables(version);
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    const anyOf = (column: string, values: readonly string[]) => {
      clauses.push(values.length === 1 ? `${column} = ?` : `${column} IN (${values.map(() => '?').join(', ')})`);
      params.push(...values);
    };
    if (filter.from !== undefined || filter.to !== undefined) {
      const bounds = this.positionBounds(
        rows,
        filter.from ?? Number.MIN_SAFE_INTEGER,
        filter.to ?? Number.MAX_SAFE_INTEGER,
      );
      if (!bounds) return none;
      clauses.push('position BETWEEN ? AND ?');
      params.push(bounds.min, bounds.max);
    }
    for (const [column, values] of columnFilters(filter)) anyOf(column, values);
    if (filter.id) {
      clauses.push(`position IN (${filter.id.map(() => '?').join(', ')})`);
      params.push(...filter.id.map(Number));
    }
    const queryWords = auditQueryWords(filter.q ?? '');
    if (queryWords.length > 0) {
      // Each word: the start of a name's word (names are matched by their first 12 characters, as typed
      // into the other searches), or a whole word of a changed value.
      const match = queryWords.map((w) => `(names : "${namePrefixOf(w)}" * OR words : "${w}")`).join(' AND ');
      clauses.push(`position IN (SELECT rowid FROM ${words} WHERE ${words} MATCH ?)`);
      params.push(match);
    }
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, empty: false };
  }

  /** The positions of the first and last events within [from, to] by time; null when none. */
  private positionBounds(rows: string, from: number, to: number): { min: number; max: number } | null {
    const first = this.prepare(
      `SELECT position FROM ${rows} WHERE at_ms BETWEEN ? AND ? ORDER BY at_ms, position LIMIT 1`,
    )
      .pluck()
      .get(from, to) as number | undefined;
    const last = this.prepare(
      `SELECT position FROM ${rows} WHERE at_ms BETWEEN ? AND ? ORDER BY at_ms DESC, position DESC LIMIT 1`,
    )
      .pluck()
      .get(from, to) as number | undefined;
    return first === undefined || last === undefined
      ? null
      : { min: Math.min(first, last), max: Math.max(first, last) };
  }

  async page(
    version: number,
    filter: AuditRowFilter,
    order: 'ASC' | 'DESC',
    start: number,
    count: number,
  ): Promise<AuditPage> {
    const selection = this.select(version, filter);
    if (selection.empty) return { rows: [], total: 0 };
    const { rows: table, stats } = auditTables(version);
    const rows = this.prepare(`SELECT row FROM ${table} ${selection.where} ORDER BY position ${order} LIMIT ? OFFSET ?`)
      .pluck()
      .all(...selection.params, count, start) as string[];
    const countable = isCountable(filter);
    let total: number;
    if (countable) {
      // The unfiltered report and its type filter: the daily counts already hold the total.
      const types = countable.types;
      total = this.prepare(
        `SELECT COALESCE(SUM(count), 0) FROM ${stats}${types ? ` WHERE type IN (${types.map(() => '?').join(', ')})` : ''}`,
      )
        .pluck()
        .get(...(types ?? [])) as number;
    } else
      total = this.prepare(`SELECT COUNT(*) FROM ${table} ${selection.where}`)
        .pluck()
        .get(...selection.params) as number;
    return { rows, total };
  }

  async rows(version: number, positions: readonly string[]): Promise<string[]> {
    if (positions.length === 0 || !this.database.hasVersion(version)) return [];
    const found = this.prepare(
      `SELECT position, row FROM ${auditTables(version).rows} WHERE position IN (${positions.map(() => '?').join(', ')})`,
    ).all(...positions.map(Number)) as { position: number; row: string }[];
    const byPosition = new Map(found.map((r) => [String(r.position), r.row]));
    return positions.map((p) => byPosition.get(String(Number(p)))).filter((r): r is string => r !== undefined);
  }

  async row(version: number, position: string): Promise<string | null> {
    if (!this.database.hasVersion(version)) return null;
    return (
      (this.prepare(`SELECT row FROM ${auditTables(version).rows} WHERE position = ?`)
        .pluck()
        .get(Number(position)) as string | undefined) ?? null
    );
  }

  async dailyCounts(
    version: number,
    filter: Omit<AuditRowFilter, 'from' | 'to'>,
    from: number,
    to: number,
  ): Promise<DailyCount[]> {
    if (from > to || !this.database.hasVersion(version)) return [];
    const countable = isCountable(filter);
    if (countable && wholeDays(from, to)) {
      const { stats } = auditTables(version);
      const types = countable.types;
      const ofTypes = types ? ` AND type IN (${types.map(() => '?').join(', ')})` : '';
      return byDayThenType(
        this.prepare(`SELECT day, type, count FROM ${stats} WHERE day BETWEEN ? AND ?${ofTypes}`).all(
          utcDay(from),
          utcDay(to),
          ...(types ?? []),
        ) as DailyCount[],
      );
    }
    const selection = this.select(version, { ...filter, from, to });
    if (selection.empty) return [];
    const { rows } = auditTables(version);
    const counts = this.prepare(
      `SELECT date(at_ms / 1000, 'unixepoch') AS day, action AS type, COUNT(*) AS count FROM ${rows} ${selection.where} GROUP BY 1, 2`,
    ).all(...selection.params) as DailyCount[];
    return byDayThenType(counts);
  }

  async history(version: number, targetType: string, id: string, start: number, count: number): Promise<AuditPage> {
    if (!this.database.hasVersion(version)) return { rows: [], total: 0 };
    const { rows: table } = auditTables(version);
    const rows = this.prepare(
      `SELECT row FROM ${table} WHERE target_type = ? AND target_id = ? ORDER BY position DESC LIMIT ? OFFSET ?`,
    )
      .pluck()
      .all(targetType, id, count, start) as string[];
    const total = this.prepare(`SELECT COUNT(*) FROM ${table} WHERE target_type = ? AND target_id = ?`)
      .pluck()
      .get(targetType, id) as number;
    return { rows, total };
  }

  async positionAt(version: number, ms: number): Promise<bigint | null> {
    if (!this.database.hasVersion(version)) return null;
    const last = this.prepare(
      `SELECT position FROM ${auditTables(version).rows} WHERE at_ms <= ? ORDER BY at_ms DESC, position DESC LIMIT 1`,
    )
      .pluck()
      .get(ms) as number | undefined;
    return last === undefined ? null : BigInt(last);
  }

  async *positions(version: number, filter: AuditRowFilter): AsyncIterable<bigint> {
    for (const value of this.walk(version, filter, 'position', 'ASC')) yield BigInt(value as number);
  }

  csvNewestFirst(version: number, filter: AuditRowFilter): AsyncIterable<CsvChunk> {
    return csvChunksOf(this.walk(version, filter, 'row', 'DESC') as Iterable<string>);
  }

  /** A statement iterated on a connection of its own (an open iterator keeps its connection busy), closed when done. */
  private *walk(
    version: number,
    filter: AuditRowFilter,
    column: 'row' | 'position',
    order: 'ASC' | 'DESC',
  ): Generator<unknown> {
    const statement = this.walkStatement(version, filter, order, column);
    const connection = statement && this.database.openReader();
    if (!statement || !connection) return;
    const values = connection
      .prepare(statement.sql)
      .pluck()
      .iterate(...statement.params);
    try {
      yield* values;
    } finally {
      values.return?.();
      connection.close();
    }
  }

  /**
   * The statement that reads one column of a filter's rows in order, bounded by the last row there is
   * now: a long export sees the rows there were when it began, whatever the projector appends
   * meanwhile. Null when the filter matches nothing.
   */
  private walkStatement(
    version: number,
    filter: AuditRowFilter,
    order: 'ASC' | 'DESC',
    column: 'row' | 'position',
  ): { sql: string; params: (string | number)[] } | null {
    const selection = this.select(version, filter);
    if (selection.empty) return null;
    const { rows } = auditTables(version);
    const last = (this.prepare(`SELECT MAX(position) FROM ${rows}`).pluck().get() as number | null) ?? 0;
    const where = selection.where ? `${selection.where} AND position <= ?` : 'WHERE position <= ?';
    return {
      sql: `SELECT ${column} FROM ${rows} ${where} ORDER BY position ${order}`,
      params: [...selection.params, last],
    };
  }

  async close(): Promise<void> {
    this.database.close();
  }
}
