import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DuckDBConnection, DuckDBInstance, DuckDBValue } from '@duckdb/node-api';
import { EVENT_CATALOGUE, redactEventData, type EventTypeEntry, type StoredEvent } from '@dth/domain';

/**
 * The event log as a DuckDB table (`events`), for the Parquet export and `npm run events:sql`: one row per event,
 * data and metadata as JSON, data redacted as the NDJSON export is (domain/src/audit/redaction.ts). DuckDB runs
 * in-process on an in-memory database whose blocks past its memory limit spill to a scratch folder, so rows go to
 * disk, not to the heap; a database file instead wrote every row to its write-ahead log and again on close.
 * The package is loaded on first use: the services that never export do not load its native library.
 */
export const EVENTS_TABLE_SQL = `CREATE TABLE events (
  position BIGINT NOT NULL,
  id VARCHAR NOT NULL,
  stream VARCHAR NOT NULL,
  revision BIGINT NOT NULL,
  type VARCHAR NOT NULL,
  schema_version INTEGER NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  actor VARCHAR NOT NULL,
  actor_role VARCHAR NOT NULL,
  correlation VARCHAR NOT NULL,
  data JSON NOT NULL,
  metadata JSON NOT NULL
)`;

/** DuckDB's own memory (64 MB ran out in the Parquet writer; one thread holds one set of buffers). */
const MEMORY_LIMIT = '128MB';
/** Rows per data chunk appended: DuckDB's vector size, the most a chunk holds. */
const ROWS_PER_CHUNK = 2048;
/** Rows appended between flushes (the appender holds them in memory until then). */
const ROWS_PER_FLUSH = 5 * ROWS_PER_CHUNK;

export interface EventAnalytics {
  connection: DuckDBConnection;
  /** Appends the events to `events`, calling `counted` with the running total after each flush. */
  load(events: AsyncIterable<StoredEvent>, counted?: (rows: number) => void): Promise<number>;
  /** One view per event type of the catalogue, named by the type, with the data's fields as columns. */
  createTypeViews(): Promise<void>;
  /** Writes a query's rows (or the whole `events` table) to a Parquet file. */
  copyToParquet(path: string, query?: string): Promise<void>;
  close(): void;
}

/** A scratch DuckDB database with an empty `events` table; `close` deletes it. */
export async function openEventAnalytics(): Promise<EventAnalytics> {
  const { DuckDBDataChunk, DuckDBInstance, DuckDBTimestampTZValue } = await import('@duckdb/node-api');
  const scratch = mkdtempSync(join(tmpdir(), 'dth-analytics-'));
  let instance: DuckDBInstance | undefined;
  try {
    instance = await DuckDBInstance.create(':memory:', {
      memory_limit: MEMORY_LIMIT,
      temp_directory: join(scratch, 'spill'),
      threads: '1',
    });
    const connection = await instance.connect();
    await connection.run(EVENTS_TABLE_SQL);
    const opened = instance;
    return {
      connection,
      // Column by column, a chunk at a time, not twelve appender calls a row; in one transaction, not a commit per
      // flush (the commits were a fifth of the export's CPU time, docs/performance.md).
      async load(events, counted) {
        const appender = await connection.createAppender('events');
        const types = Array.from({ length: appender.columnCount }, (_, column) => appender.columnType(column));
        const chunk = DuckDBDataChunk.create(types);
        const columns: DuckDBValue[][] = types.map(() => []);
        const appendColumns = () => {
          chunk.reset();
          chunk.rowCount = columns[0].length;
          chunk.setColumns(columns);
          appender.appendDataChunk(chunk);
          for (const column of columns) column.length = 0;
        };
        await connection.run('BEGIN TRANSACTION');
        let rows = 0;
        try {
          for await (const event of events) {
            columns[0].push(event.position);
            columns[1].push(event.id);
            columns[2].push(event.stream);
            columns[3].push(event.revision);
            columns[4].push(event.type);
            columns[5].push(event.metadata.schemaVersion);
            columns[6].push(new DuckDBTimestampTZValue(BigInt(event.createdAt.getTime()) * 1000n));
            columns[7].push(event.metadata.actorId);
            columns[8].push(event.metadata.actorRole);
            columns[9].push(event.metadata.correlationId);
            columns[10].push(JSON.stringify(redactEventData(event.type, event.data)));
            columns[11].push(JSON.stringify(event.metadata));
            if (columns[0].length === ROWS_PER_CHUNK) appendColumns();
            if (++rows % ROWS_PER_FLUSH === 0) {
              appender.flushSync();
              counted?.(rows);
            }
          }
          if (columns[0].length > 0) appendColumns();
          appender.flushSync();
          counted?.(rows);
        } finally {
          appender.closeSync();
        }
        await connection.run('COMMIT');
        return rows;
      },
      async createTypeViews() {
        for (const entry of EVENT_CATALOGUE) await connection.run(typeViewSql(entry));
      },
      // No ORDER BY: rows went in by position and DuckDB keeps insertion order, where a sort would need memory.
      async copyToParquet(path, query = 'SELECT * FROM events') {
        await connection.run(`COPY (${query}) TO ${sqlString(path)} (FORMAT parquet, COMPRESSION zstd)`);
      },
      close() {
        connection.closeSync();
        opened.closeSync();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    instance?.closeSync();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** `SELECT * FROM "SkillsSet"`: the envelope's columns, then each field the catalogue declares, typed where it can. */
export function typeViewSql(entry: Pick<EventTypeEntry, 'type' | 'fields'>): string {
  const fields = entry.fields.map(({ name, type }) => `${fieldSql(name, type)} AS ${sqlIdentifier(name)}`);
  return `CREATE OR REPLACE VIEW ${sqlIdentifier(entry.type)} AS SELECT position, id, stream, revision, type, schema_version, created_at, actor, actor_role, correlation, ${[...fields, 'data'].join(', ')} FROM events WHERE type = ${sqlString(entry.type)}`;
}

function fieldSql(name: string, type: string): string {
  const path = sqlString(`$.${JSON.stringify(name)}`);
  const kinds = new Set(type.split(' | ').filter((kind) => kind !== 'null' && kind !== 'undefined'));
  const all = (test: (kind: string) => boolean) => [...kinds].every(test);
  if (all((kind) => kind === 'number' || /^\d+$/.test(kind))) return `TRY_CAST(data->>${path} AS DOUBLE)`;
  if (all((kind) => kind === 'boolean' || kind === 'true' || kind === 'false'))
    return `TRY_CAST(data->>${path} AS BOOLEAN)`;
  // Lists and objects stay JSON (`json_each`, `->>` reach inside them); strings, their unions and named types are text.
  if (type.endsWith('[]') || type.startsWith('{') || type.startsWith('Record<')) return `data->${path}`;
  return `data->>${path}`;
}

export const sqlIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;
