import type pg from 'pg';
import { auditDayOf, auditNameWords, auditOwnerKeyOf, changedWords, markReverted, type AuditRow } from '@dth/domain';
import type { AuditRowToWrite, AuditStoreWriter } from '../auditStore';
import {
  CHECKPOINTS,
  auditPool,
  checkpointOf,
  checkpointsTable,
  indexesOf,
  searchOf,
  tables,
  tablesOf,
} from './postgresAuditSchema';

/**
 * The projector's side of the audit store in PostgreSQL (AUDIT_STORE=postgres, DATABASE_URL): the same
 * tables, indexes and checkpoints per version as the SQLite adapter, with full-text search as a tsvector
 * and a GIN index. The active projector writes it.
 */
export class PostgresAuditWriter implements AuditStoreWriter {
  private readonly pool: pg.Pool;
  private ready?: Promise<void>;
  private readonly versionsMade = new Set<number>();

  constructor(url: string, options: { max?: number } = {}) {
    this.pool = auditPool(url, options.max);
  }

  private schema(): Promise<void> {
    this.ready ??= checkpointsTable(this.pool);
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
    return checkpointOf(this.pool, version);
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

  close(): Promise<void> {
    return this.pool.end();
  }
}
