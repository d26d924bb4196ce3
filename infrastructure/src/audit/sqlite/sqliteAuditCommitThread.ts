import { parentPort, workerData } from 'node:worker_threads';
// Modules, not the package's index: the thread's build (scripts/buildServices.mjs) then holds no Redis,
// queue or HTTP client it would never use.
import { AuditDatabase } from './auditDatabase';
import type { AuditCommitAnswer, AuditCommitRequest } from './sqliteAuditCommits';
import { writeAuditRows } from './sqliteAuditRowsWrite';

/*
 * The audit file's writer, on a thread of its own: each request's rows and the audit's checkpoint in
 * one SQLite transaction, answered in the order asked. Inserting a row touches eleven indexes and the
 * full-text index; here that runs beside the projector's fold instead of after it.
 */
const database = new AuditDatabase((workerData as { file: string }).file);
const port = parentPort!;
port.on('message', ({ id, version, last, rows, bulk }: AuditCommitRequest) => {
  let answer: AuditCommitAnswer;
  try {
    database.commit(version, BigInt(last), (db) => writeAuditRows(db, version, rows, bulk), bulk);
    answer = { id };
  } catch (error) {
    answer = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
});
