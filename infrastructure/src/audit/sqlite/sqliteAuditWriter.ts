import type { AuditRowToWrite, AuditStoreWriter } from '../auditStore';
import { AuditDatabase } from './auditDatabase';
import { AuditCommits } from './sqliteAuditCommits';

/**
 * The projector's side of the audit file (the embedded default): rows are committed by a thread of
 * their own (AuditCommits), so SQLite's inserts run while the projector folds the next batch; the rest
 * (checkpoints, a replay's bulk load and index builds, versions) runs on this thread's connection.
 */
export class SqliteAuditWriter implements AuditStoreWriter {
  private readonly database: AuditDatabase;
  private commits?: AuditCommits;
  private bulkCommits?: AuditCommits;

  constructor(readonly file: string) {
    this.database = new AuditDatabase(file);
  }

  async checkpoint(version: number): Promise<bigint> {
    return this.database.checkpoint(version);
  }

  commit(version: number, last: bigint, rows: readonly AuditRowToWrite[]): Promise<void> {
    this.commits ??= new AuditCommits(this.file);
    return this.commits.commit(version, last, rows);
  }

  async beginBulk(version: number): Promise<void> {
    this.database.dropVersion(version);
    this.database.beginBulk(version);
  }

  commitBulk(version: number, last: bigint, rows: readonly AuditRowToWrite[]): Promise<void> {
    this.bulkCommits ??= new AuditCommits(this.file, true);
    return this.bulkCommits.commit(version, last, rows);
  }

  async finishBulk(version: number): Promise<void> {
    this.database.finishBulk(version);
  }

  async dropVersion(version: number): Promise<void> {
    this.database.dropVersion(version);
  }

  async versions(): Promise<number[]> {
    return this.database.versions();
  }

  async close(): Promise<void> {
    await this.commits?.close();
    await this.bulkCommits?.close();
    this.database.close();
  }
}
