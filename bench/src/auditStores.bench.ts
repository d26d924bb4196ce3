import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  PostgresAuditReader,
  PostgresAuditWriter,
  SqliteAuditReader,
  SqliteAuditWriter,
  createBlobStore,
  freePort,
  loadEnv,
  startS3Server,
  type AuditRowFilter,
  type AuditStoreReader,
  type AuditStoreWriter,
  type EventLog,
} from '@dth/infrastructure';
import { auditExportChunks } from '@dth/worker';
import { SYNTHETIC_AUDIT_START, syntheticAuditRow, startPostgresServer } from '@dth/testing';
import { percentile, round, saveResult } from './support';

// The admin report's two audit stores side by side, in this process (issue 21): ROWS synthetic rows of
// realistic shape loaded in bulk as a replay does (indexes last), a live batch committed on top, then the
// report's usual reads, QUERIES times each, one at a time: p50/p99 of the store itself (the query API adds
// its HTTP and the gateway on top; the gateway's cost on the report is in audit.bench.ts), every row as the
// export's CSV lines, and what the export job does with them: the file into the blob store.
const ROWS = Number(process.env.ROWS ?? 200_000);
const CHUNK = 5000;
const QUERIES = Number(process.env.QUERIES ?? 200);
const DAY = 86_400_000;
const START = SYNTHETIC_AUDIT_START;
const rowAt = (position: number) => syntheticAuditRow(position, ROWS);

const QUERY_SET: Record<string, AuditRowFilter> = {
  unfiltered: {},
  byActor: { actor_id: ['user-42'] },
  byRecord: { target_type: ['team'], target_id: ['team-7'] },
  byOwnerAndType: { owner_id: ['owner-3'], type: ['TeamRenamed'] },
  oneDay: { from: START + 40 * DAY, to: START + 41 * DAY - 1 },
  nameWord: { q: 'ioan' },
  valueWordAndType: { q: 'architect', type: ['IndustryTitleSet'] },
};

async function measure(store: AuditStoreWriter, reader: AuditStoreReader) {
  let started = performance.now();
  await store.beginBulk(1);
  for (let from = 1; from <= ROWS; from += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, ROWS - from + 1) }, (_, i) => rowAt(from + i));
    await store.commitBulk(1, BigInt(from + rows.length - 1), rows);
  }
  const loadSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await store.finishBulk(1);
  const indexSeconds = (performance.now() - started) / 1000;
  // A live batch on top (every index and the full-text words written row by row), after an empty commit
  // that starts the live writer (SQLite's writer thread) so its start is not counted.
  await store.commit(1, BigInt(ROWS), []);
  started = performance.now();
  await store.commit(
    1,
    BigInt(ROWS + 500),
    Array.from({ length: 500 }, (_, i) => rowAt(ROWS + 1 + i)),
  );
  const liveBatchMs = performance.now() - started;

  const reads: Record<string, { p50Ms: number; p99Ms: number; total: number }> = {};
  for (const [query, filter] of Object.entries(QUERY_SET)) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < QUERIES; i++) {
      const t = performance.now();
      total = (await reader.page(1, filter, 'DESC', (i % 4) * 50, 50)).total;
      times.push(performance.now() - t);
    }
    reads[query] = { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), total };
  }
  started = performance.now();
  let exported = 0;
  for await (const chunk of reader.csvNewestFirst(1, {})) exported += chunk.rows;
  const exportRowsPerSecond = Math.round(exported / ((performance.now() - started) / 1000));
  return {
    bulkRowsPerSecond: Math.round(ROWS / loadSeconds),
    indexSeconds: round(indexSeconds),
    liveBatchOf500Ms: round(liveBatchMs),
    reads,
    exportRowsPerSecond,
    exportJob: await exportJob(reader),
  };
}

/**
 * What the export job does, in this process: every row's CSV into the blob store (the loopback S3 server, in
 * this process too, as `npm start` runs it beside the services), with this process's resident memory sampled.
 */
async function exportJob(store: AuditStoreReader) {
  const rss = () => process.memoryUsage.rss();
  const before = rss();
  let max = before;
  const sampler = setInterval(() => (max = Math.max(max, rss())), 50);
  const started = performance.now();
  let rows = 0;
  await blobs.putStream(
    `exports/bench/${Date.now()}.csv`,
    Readable.from(auditExportChunks('csv', { audit: store, log: noLog, version: 1, filter: {} }, (n) => (rows = n))),
    'text/csv',
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    rows,
    seconds: round(seconds),
    rowsPerSecond: Math.round(rows / seconds),
    rssGrowthMB: round((max - before) / 1e6),
  };
}
// A CSV export reads no log.
const noLog = { readAll: async function* () {} } as unknown as EventLog;
const s3 = await startS3Server({
  port: await freePort(),
  directory: mkdtempSync(join(tmpdir(), 'bench-blobs-')),
  buckets: ['media'],
});
const blobs = createBlobStore(loadEnv({ S3_PORT: String(s3.port) }));

const dir = mkdtempSync(join(tmpdir(), 'bench-audit-stores-'));
const sqlite = new SqliteAuditWriter(join(dir, 'audit.sqlite'));
const sqliteReader = new SqliteAuditReader(sqlite.file);
const sqliteFigures = await measure(sqlite, sqliteReader);
await sqliteReader.close();
await sqlite.close();
rmSync(dir, { recursive: true, force: true });

const server = await startPostgresServer();
const postgres = new PostgresAuditWriter(server.url);
const postgresReader = new PostgresAuditReader(server.url);
const postgresFigures = await measure(postgres, postgresReader);
await postgresReader.close();
await postgres.close();
await server.stop();

await s3.stop();

saveResult('auditStores', {
  rows: ROWS,
  queriesEach: QUERIES,
  pageSize: 50,
  sqlite: sqliteFigures,
  postgres: postgresFigures,
});
