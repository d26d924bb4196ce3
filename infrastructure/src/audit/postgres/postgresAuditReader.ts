import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { auditQueryWords, namePrefixOf } from '@dth/domain';
import { byDayThenType, columnFilters, csvChunksOf, isCountable, utcDay, wholeDays } from '../auditSelection';
import type { AuditPage, AuditRowFilter, AuditStoreReader, CsvChunk, DailyCount } from '../auditStore';
import { auditPool, checkpointOf, checkpointsTable, lexeme, tables } from './postgresAuditSchema';

/** A filter as SQL over one version's rows: a WHERE clause and its parameters ($1…). */
interface Selection {
  where: string;
  params: unknown[];
  empty: boolean;
}

/**
 * The readers' side of the audit store in PostgreSQL: any number of query APIs and workers on any
 * machine read it. Before the projector has made a version's tables, reads of it answer nothing.
 */
export class PostgresAuditReader implements AuditStoreReader {
  private readonly pool: pg.Pool;
  private ready?: Promise<void>;
  private readonly versionsMade = new Set<number>();

  constructor(url: string, options: { max?: number } = {}) {
    this.pool = auditPool(url, options.max);
  }

  async checkpoint(version: number): Promise<bigint> {
    this.ready ??= checkpointsTable(this.pool);
    await this.ready;
    return checkpointOf(this.pool, version);
  }

  /** Whether a version's tables exist (before the projector made them, reads answer nothing). */
  private async exists(version: number): Promise<boolean> {
    if (this.versionsMade.has(version)) return true;
    const { rows } = await this.pool.query(
      `SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = $1`,
      [tables(version).stats],
    );
    // Once seen, a version is not asked about again on every read (a replay drops a version only after readers moved off it).
    if (rows.length > 0) this.versionsMade.add(version);
    return rows.length > 0;
  }

  private async select(version: number, filter: AuditRowFilter): Promise<Selection> {
    const none: Selection = { where: '', params: [], empty: true };
    if (!(await this.exists(version))) return none;
    const { rows } = tables(version);
    const clauses: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    // One value as `=`: an index on (column, …, position) then yields the rows in position order, so a page stops
    // after its LIMIT; `= ANY(…)` gives up that order (every matching row is read and sorted).
    const anyOf = (column: string, values: readonly string[]) =>
      clauses.push(
        values.length === 1 ? `${column} = ${param(values[0])}` : `${column} = ANY(${param(values)}::text[])`,
      );
    if (filter.from !== undefined || filter.to !== undefined) {
      const from = filter.from ?? Number.MIN_SAFE_INTEGER;
      const to = filter.to ?? Number.MAX_SAFE_INTEGER;
      const bounds = await this.pool.query<{ min: string | null; max: string | null }>(
        `SELECT (SELECT position FROM ${rows} WHERE at_ms BETWEEN $1 AND $2 ORDER BY at_ms, position LIMIT 1) AS min,
                (SELECT position FROM ${rows} WHERE at_ms BETWEEN $1 AND $2 ORDER BY at_ms DESC, position DESC LIMIT 1) AS max`,
        [from, to],
      );
      const { min, max } = bounds.rows[0];
      if (min === null || max === null) return none;
      const [a, b] = [BigInt(min), BigInt(max)];
      clauses.push(`position BETWEEN ${param(String(a < b ? a : b))} AND ${param(String(a < b ? b : a))}`);
    }
    for (const [column, values] of columnFilters(filter)) anyOf(column, values);
    if (filter.id) clauses.push(`position = ANY(${param(filter.id)}::bigint[])`);
    const words = auditQueryWords(filter.q ?? '');
    if (words.length > 0) {
      // Each word: the start of a name's word (A), or a whole word of a changed value (B).
      const query = words.map((w) => `(${lexeme(namePrefixOf(w))}:*A | ${lexeme(w)}:B)`).join(' & ');
      clauses.push(`search @@ ${param(query)}::tsquery`);
    }
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params, empty: false };
  }

  async page(
    version: number,
    filter: AuditRowFilter,
    order: 'ASC' | 'DESC',
    start: number,
    count: number,
  ): Promise<AuditPage> {
    const selection = await this.select(version, filter);
    if (selection.empty) return { rows: [], total: 0 };
    const { rows: table, stats } = tables(version);
    const n = selection.params.length;
    const page = await this.pool.query<{ row: string }>(
      `SELECT row FROM ${table} ${selection.where} ORDER BY position ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...selection.params, count, start],
    );
    let total: number;
    const countable = isCountable(filter);
    if (countable) {
      // The unfiltered report and its type filter: the daily counts already hold the total.
      const types = countable.types;
      const sum = await this.pool.query<{ total: string }>(
        `SELECT COALESCE(SUM(count), 0) AS total FROM ${stats}${types ? ' WHERE type = ANY($1::text[])' : ''}`,
        types ? [types] : [],
      );
      total = Number(sum.rows[0].total);
    } else {
      const counted = await this.pool.query<{ total: string }>(
        `SELECT COUNT(*) AS total FROM ${table} ${selection.where}`,
        selection.params,
      );
      total = Number(counted.rows[0].total);
    }
    return { rows: page.rows.map((r) => r.row), total };
  }

  async rows(version: number, positions: readonly string[]): Promise<string[]> {
    if (positions.length === 0 || !(await this.exists(version))) return [];
    const found = await this.pool.query<{ position: string; row: string }>(
      `SELECT position, row FROM ${tables(version).rows} WHERE position = ANY($1::bigint[])`,
      [positions],
    );
    const byPosition = new Map(found.rows.map((r) => [r.position, r.row]));
    return positions.map((p) => byPosition.get(String(BigInt(p)))).filter((r): r is string => r !== undefined);
  }

  async row(version: number, position: string): Promise<string | null> {
    return (await this.rows(version, [position]))[0] ?? null;
  }

  async dailyCounts(
    version: number,
    filter: Omit<AuditRowFilter, 'from' | 'to'>,
    from: number,
    to: number,
  ): Promise<DailyCount[]> {
    if (from > to || !(await this.exists(version))) return [];
    const countable = isCountable(filter);
    if (countable && wholeDays(from, to)) {
      const { stats } = tables(version);
      const types = countable.types;
      const counts = await this.pool.query<{ day: string; type: string; count: string }>(
        `SELECT day, type, count FROM ${stats} WHERE day BETWEEN $1 AND $2${types ? ' AND type = ANY($3::text[])' : ''}`,
        [utcDay(from), utcDay(to), ...(types ? [types] : [])],
      );
      return byDayThenType(counts.rows.map((r) => ({ day: r.day, type: r.type, count: Number(r.count) })));
    }
    const selection = await this.select(version, { ...filter, from, to });
    if (selection.empty) return [];
    const counts = await this.pool.query<{ day: string; type: string; count: string }>(
      `SELECT to_char(timestamp 'epoch' + (at_ms / 1000) * interval '1 second', 'YYYY-MM-DD') AS day, action AS type, COUNT(*) AS count
       FROM ${tables(version).rows} ${selection.where} GROUP BY 1, 2`,
      selection.params,
    );
    return byDayThenType(counts.rows.map((r) => ({ day: r.day, type: r.type, count: Number(r.count) })));
  }

  async history(version: number, targetType: string, id: string, start: number, count: number): Promise<AuditPage> {
    if (!(await this.exists(version))) return { rows: [], total: 0 };
    const { rows: table } = tables(version);
    const [page, total] = await Promise.all([
      this.pool.query<{ row: string }>(
        `SELECT row FROM ${table} WHERE target_type = $1 AND target_id = $2 ORDER BY position DESC LIMIT $3 OFFSET $4`,
        [targetType, id, count, start],
      ),
      this.pool.query<{ total: string }>(
        `SELECT COUNT(*) AS total FROM ${table} WHERE target_type = $1 AND target_id = $2`,
        [targetType, id],
      ),
    ]);
    return { rows: page.rows.map((r) => r.row), total: Number(total.rows[0].total) };
  }

  async positionAt(version: number, ms: number): Promise<bigint | null> {
    if (!(await this.exists(version))) return null;
    const found = await this.pool.query<{ position: string }>(
      `SELECT position FROM ${tables(version).rows} WHERE at_ms <= $1 ORDER BY at_ms DESC, position DESC LIMIT 1`,
      [ms],
    );
    return found.rows[0] ? BigInt(found.rows[0].position) : null;
  }

  async *positions(version: number, filter: AuditRowFilter): AsyncIterable<bigint> {
    const out = await this.copyOut(version, filter, (select) => `COPY (${select('position', 'ASC')}) TO STDOUT`);
    if (out) for await (const position of linesOf(out)) yield BigInt(position);
  }

  /**
   * The rows' JSON as COPY's CSV with a quote and a delimiter that JSON text never holds raw (it escapes every
   * control character), so each line is a row's text exactly as stored; formatted here (formatting them in SQL
   * measured 2-3 × slower than here: PostgreSQL parses each row's JSON at 70-95k rows/s).
   */
  async *csvNewestFirst(version: number, filter: AuditRowFilter): AsyncIterable<CsvChunk> {
    const out = await this.copyOut(
      version,
      filter,
      (select) => `COPY (${select('row', 'DESC')}) TO STDOUT WITH (FORMAT csv, QUOTE e'\\x01', DELIMITER e'\\x02')`,
    );
    if (out) yield* csvChunksOf(linesOf(out));
  }

  /**
   * A COPY of a filter's rows in order, bounded by the last row there is now (rows the projector appends
   * meanwhile are not part of it), on a connection of its own: one query, no pages, and the server waits
   * while the reader does (memory stays flat). `statement` makes the COPY of the selection's SELECT.
   * Null when the filter matches nothing.
   */
  private async copyOut(
    version: number,
    filter: AuditRowFilter,
    statement: (select: (columns: string, order: 'ASC' | 'DESC') => string) => string,
  ): Promise<AsyncIterable<Buffer> | null> {
    const selection = await this.select(version, filter);
    if (selection.empty) return null;
    const { rows: table } = tables(version);
    const head = await this.pool.query<{ max: string | null }>(`SELECT MAX(position) AS max FROM ${table}`);
    if (head.rows[0].max === null) return null;
    const client = await this.pool.connect();
    const and = selection.where ? `${selection.where} AND` : 'WHERE';
    const params = [...selection.params, head.rows[0].max];
    const select = (columns: string, order: 'ASC' | 'DESC') =>
      inlined(
        client,
        `SELECT ${columns} FROM ${table} ${and} position <= $${params.length} ORDER BY position ${order}`,
        params,
      );
    const copy = client.query(copyTo(statement(select)));
    return (async function* () {
      let failed: unknown;
      try {
        yield* copy as AsyncIterable<Buffer>;
      } catch (error) {
        failed = error;
        throw error;
      } finally {
        copy.destroy();
        // A COPY left half-read leaves its connection mid-protocol: that client is dropped, not reused.
        client.release(failed instanceof Error ? failed : !copy.readableEnded);
      }
    })();
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** A statement's $n parameters written into it as literals (COPY takes none), arrays as ARRAY[…]. */
function inlined(client: pg.PoolClient, sql: string, params: readonly unknown[]): string {
  const literal = (value: unknown): string => {
    if (Array.isArray(value)) return value.length ? `ARRAY[${value.map(literal).join(',')}]` : `'{}'`;
    return client.escapeLiteral(String(value));
  };
  return sql.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/** A COPY's text output as its lines, split on the newline byte (never inside a UTF-8 character). */
async function* linesOf(stream: AsyncIterable<Buffer>): AsyncIterable<string> {
  let rest = Buffer.alloc(0);
  for await (const chunk of stream) {
    const last = chunk.lastIndexOf(10);
    if (last < 0) {
      rest = Buffer.concat([rest, chunk]);
      continue;
    }
    const text = (rest.length ? Buffer.concat([rest, chunk.subarray(0, last)]) : chunk.subarray(0, last)).toString(
      'utf8',
    );
    rest = Buffer.from(chunk.subarray(last + 1));
    yield* text.split('\n');
  }
  if (rest.length) yield rest.toString('utf8');
}
