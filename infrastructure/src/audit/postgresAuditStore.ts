import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  auditDayOf,
  auditNameWords,
  auditOwnerKeyOf,
  auditQueryWords,
  changedWords,
  markReverted,
  namePrefixOf,
  type AuditRow,
} from '@dth/domain';
import { byDayThenType, columnFilters, csvChunksOf, isCountable, utcDay, wholeDays } from './auditSelection';
import type { AuditPage, AuditRowFilter, AuditRowToWrite, AuditStore, CsvChunk, DailyCount } from './auditStore';

const CHECKPOINTS = 'audit_checkpoints';
const tables = (version: number) => {
  const v = Math.trunc(version);
  return { rows: `audit_rows_v${v}`, stats: `audit_stats_v${v}` };
};

/** A word as a tsvector or tsquery lexeme (quoted, so any character is literal). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The row's full-text words as one tsvector: the names' words weighted A (matched by their start), the
 * changed values' words weighted B (matched whole). The words are the ones SQLite's FTS5 index holds,
 * already normalised by the domain (auditNameWords, changedWords), so no text search configuration
 * re-parses them: each is a lexeme as it is, with a position (a weight needs one).
 */
function searchOf(names: readonly string[], words: readonly string[]): string {
  return [
    ...names.map((w, i) => `${lexeme(w)}:${i + 1}A`),
    ...words.map((w, i) => `${lexeme(w)}:${names.length + i + 1}B`),
  ].join(' ');
}

function tablesOf(version: number, bulk: boolean): string {
  const { rows, stats } = tables(version);
  return `
    CREATE TABLE IF NOT EXISTS ${rows} (
      position bigint ${bulk ? '' : 'PRIMARY KEY'},
      at_ms bigint NOT NULL,
      actor_id text NOT NULL,
      actor_role text,
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NOT NULL,
      owner_id text,
      source text NOT NULL,
      names text NOT NULL,
      words text NOT NULL,
      row text NOT NULL,
      search tsvector NOT NULL
    );
    CREATE TABLE IF NOT EXISTS ${stats} (day text NOT NULL, type text NOT NULL, count bigint NOT NULL, PRIMARY KEY (day, type));
  `;
}

/** One index per filter, with position for the newest-first pages, and the GIN index over the words. */
function indexesOf(version: number): string {
  const { rows } = tables(version);
  const index = (name: string, columns: string) =>
    `CREATE INDEX IF NOT EXISTS ${rows}_${name} ON ${rows} (${columns});`;
  return [
    index('at', 'at_ms, position'),
    index('actor', 'actor_id, position'),
    index('actor_action', 'actor_id, action, position'),
    index('role', 'actor_role, position'),
    index('action', 'action, position'),
    index('target_type', 'target_type, position'),
    index('target', 'target_type, target_id, position'),
    index('owner', 'owner_id, position'),
    index('owner_action', 'owner_id, action, position'),
    index('source', 'source, position'),
    `CREATE INDEX IF NOT EXISTS ${rows}_search ON ${rows} USING gin (search);`,
  ].join('\n');
}

/** A filter as SQL over one version's rows: a WHERE clause and its parameters ($1…). */
interface Selection {
  where: string;
  params: unknown[];
  empty: boolean;
}

/**
 * The admin report's read model in PostgreSQL (AUDIT_STORE=postgres, DATABASE_URL): the same tables,
 * indexes and checkpoints per version as the SQLite adapter, with full-text search as a tsvector and a
 * GIN index. Any number of query APIs on any machine read it; the active projector writes it.
 */
export class PostgresAuditStore implements AuditStore {
  private readonly pool: pg.Pool;
  private ready?: Promise<void>;
  private readonly versionsMade = new Set<number>();

  constructor(url: string, options: { max?: number } = {}) {
    this.pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
    // Idle clients that lose their server (a restart) are replaced on next use, not fatal to the process.
    this.pool.on('error', () => undefined);
  }

  private schema(): Promise<void> {
    this.ready ??= this.pool
      .query(`CREATE TABLE IF NOT EXISTS ${CHECKPOINTS} (version integer PRIMARY KEY, position bigint NOT NULL)`)
      .then(() => undefined);
    return this.ready;
  }

  private async version(version: number): Promise<void> {
    await this.schema();
    if (this.versionsMade.has(version)) return;
    await this.pool.query(tablesOf(version, false) + indexesOf(version));
    this.versionsMade.add(version);
  }

  private async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async checkpoint(version: number): Promise<bigint> {
    await this.schema();
    const { rows } = await this.pool.query<{ position: string }>(
      `SELECT position FROM ${CHECKPOINTS} WHERE version = $1`,
      [version],
    );
    return rows[0] ? BigInt(rows[0].position) : 0n;
  }

  async commit(version: number, last: bigint, toWrite: readonly AuditRowToWrite[]): Promise<void> {
    await this.version(version);
    await this.transaction((client) => this.write(client, version, last, toWrite, false));
  }

  async beginBulk(version: number): Promise<void> {
    await this.dropVersion(version);
    await this.pool.query(tablesOf(version, true));
  }

  async commitBulk(version: number, last: bigint, toWrite: readonly AuditRowToWrite[]): Promise<void> {
    await this.transaction((client) => this.write(client, version, last, toWrite, true));
  }

  async finishBulk(version: number): Promise<void> {
    const { rows } = tables(version);
    await this.transaction(async (client) => {
      await client.query(`ALTER TABLE ${rows} ADD PRIMARY KEY (position)`);
      await client.query(indexesOf(version));
    });
    // VACUUM too: a table loaded in bulk has no visibility map yet, and a page's COUNT is then no index-only scan.
    await this.pool.query(`VACUUM (ANALYZE) ${rows}`);
    this.versionsMade.add(version);
  }

  /** The rows (one statement for the batch), the daily counts of those newly written, and the checkpoint. */
  private async write(
    client: pg.PoolClient,
    version: number,
    last: bigint,
    toWrite: readonly AuditRowToWrite[],
    bulk: boolean,
  ): Promise<void> {
    const { rows, stats } = tables(version);
    if (toWrite.length > 0) {
      const columns: unknown[][] = Array.from({ length: 13 }, () => []);
      for (const { row, actorId } of toWrite) {
        const [names, words] = [auditNameWords(row), changedWords(row)];
        const values = [
          row.position,
          Date.parse(row.at),
          actorId,
          row.actor?.role ?? null,
          row.action,
          row.target.type,
          row.target.id,
          auditOwnerKeyOf(row),
          row.source,
          names.join(' '),
          words.join(' '),
          JSON.stringify(row),
          searchOf(names, words),
        ];
        values.forEach((value, i) => columns[i].push(value));
      }
      const inserted = await client.query<{ position: string }>(
        `INSERT INTO ${rows} (position, at_ms, actor_id, actor_role, action, target_type, target_id, owner_id, source, names, words, row, search)
         SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::tsvector[])
         ${bulk ? '' : 'ON CONFLICT (position) DO NOTHING'} RETURNING position`,
        columns,
      );
      const written = new Set(inserted.rows.map((r) => r.position));
      const counts = new Map<string, number>();
      for (const { row } of toWrite) {
        if (!written.has(row.position)) continue;
        const key = `${auditDayOf(row.at)}|${row.action}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      for (const { row } of toWrite) {
        if (!row.reverts || !written.has(row.position)) continue;
        const found = await client.query<{ row: string }>(`SELECT row FROM ${rows} WHERE position = $1`, [row.reverts]);
        const reverted = found.rows[0];
        if (reverted)
          await client.query(`UPDATE ${rows} SET row = $1 WHERE position = $2`, [
            JSON.stringify(markReverted(JSON.parse(reverted.row) as AuditRow, row)),
            row.reverts,
          ]);
      }
      if (counts.size > 0) {
        const keys = [...counts.keys()].map((k) => k.split('|'));
        await client.query(
          `INSERT INTO ${stats} (day, type, count) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])
           ON CONFLICT (day, type) DO UPDATE SET count = ${stats}.count + excluded.count`,
          [keys.map((k) => k[0]), keys.map((k) => k[1]), [...counts.values()]],
        );
      }
    }
    await client.query(
      `INSERT INTO ${CHECKPOINTS} (version, position) VALUES ($1, $2) ON CONFLICT (version) DO UPDATE SET position = GREATEST(${CHECKPOINTS}.position, excluded.position)`,
      [version, last.toString()],
    );
  }

  async dropVersion(version: number): Promise<void> {
    await this.schema();
    const { rows, stats } = tables(version);
    await this.transaction(async (client) => {
      await client.query(`DROP TABLE IF EXISTS ${rows}; DROP TABLE IF EXISTS ${stats};`);
      await client.query(`DELETE FROM ${CHECKPOINTS} WHERE version = $1`, [version]);
    });
    this.versionsMade.delete(version);
  }

  async versions(): Promise<number[]> {
    await this.schema();
    const { rows } = await this.pool.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'audit\\_stats\\_v%'`,
    );
    return rows.map((r) => Number(r.tablename.slice('audit_stats_v'.length))).filter(Number.isInteger);
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
