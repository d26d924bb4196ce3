import type { Worker } from 'node:worker_threads';
import { startModuleThread, threadModuleBeside } from '../../runtime/moduleThread';
import type { AuditRowToWrite } from '../auditStore';

export interface AuditCommitRequest {
  id: number;
  version: number;
  /** The checkpoint after these rows (a bigint as text: positions pass threads as strings). */
  last: string;
  rows: readonly AuditRowToWrite[];
  /** The version is being filled in bulk (a replay): no indexes yet. */
  bulk: boolean;
}

export interface AuditCommitAnswer {
  id: number;
  error?: string;
}

const THREAD = threadModuleBeside(import.meta.url, 'sqliteAuditCommitThread');

/**
 * Commits of audit rows to the audit file, done by a writer thread (sqliteAuditCommitThread.ts) so that
 * SQLite's inserts run while the projector folds the next batch. Each commit resolves once its
 * transaction is durable, so the caller can still write Redis after it (the audit never behind
 * Redis). If the thread fails, every commit waiting on it fails, and the next one starts a new thread.
 */
export class AuditCommits {
  private thread?: Worker;
  private nextId = 0;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();

  /** Starts the thread at once: it takes a moment to load, better spent before the first batch than in it. */
  constructor(
    private readonly file: string,
    /** Commits go to a version begun by AuditDatabase.beginBulk (a replay's). */
    private readonly bulk = false,
  ) {
    this.running();
  }

  commit(version: number, last: bigint, rows: readonly AuditRowToWrite[]): Promise<void> {
    const thread = this.running();
    const id = ++this.nextId;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      thread.postMessage({ id, version, last: last.toString(), rows, bulk: this.bulk } satisfies AuditCommitRequest);
    });
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = undefined;
    await thread?.terminate();
  }

  private running(): Worker {
    if (this.thread) return this.thread;
    const thread = startModuleThread(THREAD, { file: this.file });
    // Idle, it must not keep a process (a replay, a test) alive; a commit in flight is awaited anyway.
    thread.unref();
    thread.on('message', ({ id, error }: AuditCommitAnswer) => {
      const waiter = this.waiting.get(id);
      this.waiting.delete(id);
      if (error) waiter?.reject(new Error(`audit commit failed: ${error}`));
      else waiter?.resolve();
    });
    const fail = (error: Error) => {
      if (this.thread === thread) this.thread = undefined;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`the audit writer thread exited (${code})`)));
    this.thread = thread;
    return thread;
  }
}
