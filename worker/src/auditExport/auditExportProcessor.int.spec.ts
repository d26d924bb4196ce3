import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvHeader, csvRow } from '@dth/domain';
import {
  AUDIT_EXPORT_QUEUE,
  PostgresAuditReader,
  PostgresAuditWriter,
  SqliteAuditReader,
  SqliteAuditWriter,
  SqliteEventStore,
  bullConnection,
  createBlobStore,
  createLogger,
  freePort,
  loadEnv,
  openEventAnalytics,
  sqlString,
  startRedisServer,
  startS3Server,
  type AuditExportJob,
  type AuditExportProgress,
  type AuditStoreReader,
  type AuditStoreWriter,
  type EventLog,
} from '@dth/infrastructure';
import { syntheticAuditRow, POSTGRES_MISSING, startPostgresServer, type PostgresServerHandle } from '@dth/testing';
import { startAuditExportWorker, type AuditExportResult } from './auditExportProcessor';

/*
 * The export job on each audit store, over a real Redis, a real S3-compatible server and the real
 * stores (SQLite, and a private PostgreSQL): the file in the blob store is every matching row in the
 * report's order, however many upload parts it takes, and the job reports its progress on the way.
 */
const ROWS = 80_000;
const rows = Array.from({ length: ROWS }, (_, i) => syntheticAuditRow(i + 1, ROWS));
// CSV needs no log; an NDJSON export reads the log, which the gateway's report test covers with real events.
const noLog = { readAll: async function* () {} } as unknown as EventLog;

/** Redis, an S3-compatible server, the export queue and its worker over `audit` and `log`; `stop` ends them all. */
async function startExportJobs(dir: string, audit: AuditStoreReader, log: EventLog) {
  const redis = await startRedisServer();
  const s3 = await startS3Server({ port: await freePort(), directory: join(dir, 'blobs'), buckets: ['media'] });
  const blobs = createBlobStore(loadEnv({ S3_PORT: String(s3.port) }));
  const queue = new Queue<AuditExportJob>(AUDIT_EXPORT_QUEUE, { connection: bullConnection(redis.url) });
  const events = new QueueEvents(AUDIT_EXPORT_QUEUE, { connection: bullConnection(redis.url) });
  await events.waitUntilReady();
  const worker = startAuditExportWorker({
    redisUrl: redis.url,
    audit,
    log,
    blobs,
    logger: createLogger('test', 'silent'),
    lockDurationMs: 5000,
    progressEveryMs: 0,
  });
  const stop = async () => {
    await worker.close();
    await events.close();
    await queue.close();
    await s3.stop();
    await redis.stop();
  };
  return { blobs, queue, events, stop };
}

describe.each([
  { store: 'sqlite', missing: '' },
  { store: 'postgres', missing: POSTGRES_MISSING },
])('the audit export job on $store', ({ store, missing }) => {
  let postgres: PostgresServerHandle | undefined;
  let audit: AuditStoreWriter;
  let jobs: Awaited<ReturnType<typeof startExportJobs>>;
  const dir = mkdtempSync(join(tmpdir(), 'audit-export-'));

  beforeAll(async () => {
    if (missing) throw new Error(missing);
    postgres = store === 'postgres' ? await startPostgresServer() : undefined;
    audit = postgres ? new PostgresAuditWriter(postgres.url) : new SqliteAuditWriter(join(dir, 'audit.sqlite'));
    await audit.beginBulk(1);
    for (let from = 0; from < ROWS; from += 5000)
      await audit.commitBulk(1, BigInt(from + 5000), rows.slice(from, from + 5000));
    await audit.finishBulk(1);
    const reader = postgres ? new PostgresAuditReader(postgres.url) : new SqliteAuditReader(join(dir, 'audit.sqlite'));
    jobs = await startExportJobs(dir, reader, noLog);
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await audit?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (id: string, filter: AuditExportJob['filter']) => {
    const progress: AuditExportProgress[] = [];
    const onProgress = ({ jobId, data }: { jobId: string; data: unknown }) =>
      void (jobId === id && progress.push(data as AuditExportProgress));
    jobs.events.on('progress', onProgress);
    const key = `exports/${id}/audit-events-test.csv`;
    const job = await jobs.queue.add(
      'export',
      { format: 'csv', filter, version: 1, requestedBy: 'admin-1', key },
      { jobId: id },
    );
    const result = (await job.waitUntilFinished(jobs.events, 60_000)) as AuditExportResult;
    jobs.events.off('progress', onProgress);
    return { result, progress, text: (await jobs.blobs.get(key)).toString('utf8') };
  };

  it('writes every row newest first, over several upload parts, reporting progress as it goes', async () => {
    const { result, progress, text } = await run(`all-${store}`, {});
    expect(result).toEqual({ rows: ROWS, total: ROWS });
    expect(text).toBe(
      csvHeader() +
        [...rows]
          .reverse()
          .map(({ row }) => csvRow(row))
          .join(''),
    );
    expect(Buffer.byteLength(text)).toBeGreaterThan(16 * 1024 * 1024);
    expect(progress[0]).toEqual({ rows: 0, total: ROWS });
    expect(progress.at(-1)).toEqual({ rows: ROWS, total: ROWS });
    const between = progress.filter((p) => p.rows > 0 && p.rows < ROWS);
    expect(between.length).toBeGreaterThan(10);
    expect(between.map((p) => p.rows)).toEqual([...between.map((p) => p.rows)].sort((a, b) => a - b));
  });

  it('writes only the filter’s rows', async () => {
    const { result, text } = await run(`filtered-${store}`, { type: ['TeamRenamed'], owner_id: ['owner-3'] });
    const expected = rows.filter(({ row }) => row.action === 'TeamRenamed' && row.owner?.id === 'owner-3').reverse();
    expect(expected.length).toBeGreaterThan(50);
    expect(result).toEqual({ rows: expected.length, total: expected.length });
    expect(text).toBe(csvHeader() + expected.map(({ row }) => csvRow(row)).join(''));
  });

  it('writes the header alone when nothing matches', async () => {
    const { result, text } = await run(`none-${store}`, { actor_id: ['nobody'] });
    expect(result).toEqual({ rows: 0, total: 0 });
    expect(text).toBe(csvHeader());
  });
});

/*
 * The Parquet export over a real log: the events the filter matched, oldest first, one row per event with the
 * columns of `npm run events:export -- --format parquet`, credential hashes redacted, read back with DuckDB.
 */
describe('the audit export job as Parquet', () => {
  const EVENTS = 3000;
  const dir = mkdtempSync(join(tmpdir(), 'audit-export-parquet-'));
  const rows = Array.from({ length: EVENTS }, (_, i) => syntheticAuditRow(i + 1, EVENTS));
  let log: SqliteEventStore;
  let audit: SqliteAuditWriter;
  let jobs: Awaited<ReturnType<typeof startExportJobs>>;

  beforeAll(async () => {
    log = new SqliteEventStore({ file: join(dir, 'events.sqlite') });
    await log.appendToStream(
      'synthetic-1',
      rows.map(({ row }) => ({
        id: `event-${row.position}`,
        type: row.action,
        data: { n: Number(row.position), passwordHash: `hash-${row.position}` },
        metadata: {
          actorId: row.actor!.id,
          actorRole: 'specialist' as const,
          correlationId: row.correlation_id,
          causationId: row.correlation_id,
          schemaVersion: 1,
        },
      })),
      { expectedRevision: 'no_stream' },
    );
    audit = new SqliteAuditWriter(join(dir, 'audit.sqlite'));
    await audit.beginBulk(1);
    await audit.commitBulk(1, BigInt(EVENTS), rows);
    await audit.finishBulk(1);
    jobs = await startExportJobs(dir, new SqliteAuditReader(join(dir, 'audit.sqlite')), log);
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await audit?.close();
    await log?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the matched events oldest first, one row per event, hashes redacted', { timeout: 60_000 }, async () => {
    const key = 'exports/parquet-1/audit-events-test.parquet';
    const job = await jobs.queue.add(
      'export',
      { format: 'parquet', filter: { type: ['TeamRenamed'] }, version: 1, requestedBy: 'admin-1', key },
      { jobId: 'parquet-1' },
    );
    const expected = rows.filter(({ row }) => row.action === 'TeamRenamed').map(({ row }) => row);
    expect(expected.length).toBeGreaterThan(100);
    expect(await job.waitUntilFinished(jobs.events, 60_000)).toEqual({ rows: expected.length, total: expected.length });

    const file = join(dir, 'downloaded.parquet');
    writeFileSync(file, await jobs.blobs.get(key));
    const analytics = await openEventAnalytics();
    try {
      const read = await analytics.connection.runAndReadAll(`SELECT * FROM read_parquet(${sqlString(file)})`);
      const parquetRows = read.getRowObjectsJson();
      expect(parquetRows.map((row) => row.position)).toEqual(expected.map((row) => row.position));
      expect(parquetRows[0]).toMatchObject({
        id: `event-${expected[0].position}`,
        stream: 'synthetic-1',
        type: 'TeamRenamed',
        schema_version: 1,
        actor: expected[0].actor!.id,
        actor_role: 'specialist',
        correlation: expected[0].correlation_id,
      });
      expect(parquetRows.map((row) => JSON.parse(row.data as string))).toEqual(
        expected.map((row) => ({ n: Number(row.position), passwordHash: '[redacted]' })),
      );
    } finally {
      analytics.close();
    }
  });
});
