import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { recordedOf, type LogRow } from './logRow';
import { LocalAppendNotifier, followLogPages, readLogPages, type AppendNotifier, type LogPage } from './appendNotifier';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './eventStore';

const PAGE_SIZE = 1000;

interface PendingAppend {
  stream: string;
  events: NewEvent[];
  expectedRevision: ExpectedRevision;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}
/** What one append of a group came to: stored, or refused alone (its savepoint rolled back). */
type AppendOutcome = { result: AppendResult } | { error: unknown };

export interface SqliteEventStoreOptions {
  file: string;
  notifier?: AppendNotifier;
  /** Fallback when a wake-up is lost. */
  pollIntervalMs?: number;
  /** NORMAL survives process crashes (WAL); FULL also survives power loss at some write latency. */
  synchronous?: 'NORMAL' | 'FULL';
  /** Reads only (the query API's history): the file must exist; appends are refused by SQLite itself. */
  readonly?: boolean;
}

/** The embedded event store: one SQLite file in WAL mode; the rowid is the global position. */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly notifier: AppendNotifier;
  private readonly pollIntervalMs: number;
  private readonly statements;
  /** Appends asked for in this turn of the event loop, committed together (group commit). */
  private pendingAppends: PendingAppend[] = [];
  private readonly appendGroup: (group: PendingAppend[]) => AppendOutcome[];

  constructor({
    file,
    notifier,
    pollIntervalMs = 500,
    synchronous = 'NORMAL',
    readonly = false,
  }: SqliteEventStoreOptions) {
    if (file !== ':memory:' && !readonly) mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file, { readonly, fileMustExist: readonly });
    if (!readonly) {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${synchronous}`);
    }
    this.db.pragma('busy_timeout = 10000');
    this.db.defaultSafeIntegers(true);
    if (!readonly)
      this.db.exec(`
      CREATE TABLE IF NOT EXISTS events (
        position   INTEGER PRIMARY KEY AUTOINCREMENT,
        id         TEXT    NOT NULL UNIQUE,
        stream     TEXT    NOT NULL,
        revision   INTEGER NOT NULL,
        type       TEXT    NOT NULL,
        data       TEXT    NOT NULL,
        metadata   TEXT    NOT NULL,
        created_at TEXT    NOT NULL,
        UNIQUE (stream, revision)
      );`);
    this.notifier = notifier ?? new LocalAppendNotifier();
    this.pollIntervalMs = pollIntervalMs;
    this.statements = {
      byId: this.db.prepare<[string], LogRow>('SELECT * FROM events WHERE id = ?'),
      streamRevision: this.db.prepare<[string], { revision: bigint | null }>(
        'SELECT MAX(revision) AS revision FROM events WHERE stream = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (id, stream, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      streamPage: this.db.prepare<[string, bigint, number], LogRow>(
        'SELECT * FROM events WHERE stream = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      allPage: this.db.prepare<[bigint, number], LogRow>(
        'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
      ),
      head: this.db.prepare<[], { position: bigint | null }>('SELECT MAX(position) AS position FROM events'),
    };
    // Inside the group's transaction each append is a nested transaction, which better-sqlite3 makes a savepoint.
    const appendOne = this.db.transaction(this.appendTransaction);
    const group = this.db.transaction((appends: PendingAppend[]) =>
      appends.map((append): AppendOutcome => {
        try {
          return { result: appendOne(append.stream, append.events, append.expectedRevision) };
        } catch (error) {
          return { error };
        }
      }),
    );
    this.appendGroup = (appends) => group.immediate(appends);
  }

  private readonly appendTransaction = (
    stream: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): AppendResult => {
    const current = this.statements.streamRevision.get(stream)?.revision ?? null;
    const already = events.length > 0 ? this.statements.byId.get(events[0].id) : undefined;
    if (already) {
      // An idempotent retry: answer what the first attempt stored.
      const last = events
        .map((e) => this.statements.byId.get(e.id))
        .filter((r): r is LogRow => !!r)
        .at(-1)!;
      return { nextExpectedRevision: BigInt(current ?? -1n), position: BigInt(last.position) };
    }
    assertExpected(stream, expected, current === null ? 'no_stream' : BigInt(current));
    let revision = current === null ? -1n : BigInt(current);
    let position = 0n;
    const now = new Date().toISOString();
    for (const event of events) {
      revision += 1n;
      const info = this.statements.insert.run(
        event.id,
        stream,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        now,
      );
      position = BigInt(info.lastInsertRowid);
    }
    return { nextExpectedRevision: revision, position };
  };

  /**
   * Appends asked for in the same turn of the event loop share one transaction, so 50 concurrent
   * writes cost one commit, not 50 (the commit is most of an append's cost). Each append keeps its
   * own savepoint: one that fails its expected revision is refused alone and the others are stored.
   * Nothing is answered before the commit.
   */
  appendToStream(
    stream: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    return new Promise((resolve, reject) => {
      this.pendingAppends.push({ stream, events, expectedRevision, resolve, reject });
      if (this.pendingAppends.length === 1) setImmediate(this.commitPendingAppends);
    });
  }

  private readonly commitPendingAppends = () => {
    const group = this.pendingAppends;
    this.pendingAppends = [];
    let outcomes: AppendOutcome[];
    try {
      outcomes = this.appendGroup(group);
    } catch (error) {
      // The commit itself failed (a full disk, a lock held too long): none of the group is stored.
      for (const append of group) append.reject(error);
      return;
    }
    const stored = outcomes.flatMap((outcome) => ('result' in outcome ? [outcome.result.position] : []));
    if (stored.length > 0) this.notifier.notify(stored.reduce((a, b) => (a > b ? a : b)));
    outcomes.forEach((outcome, i) =>
      'result' in outcome ? group[i].resolve(outcome.result) : group[i].reject(outcome.error),
    );
  };

  async *readStream(
    stream: string,
    { fromRevision = 0n }: { fromRevision?: bigint } = {},
  ): AsyncIterable<RecordedEvent> {
    let next = fromRevision;
    for (;;) {
      const rows = this.statements.streamPage.all(stream, next, PAGE_SIZE);
      for (const row of rows) yield recordedOf(row);
      if (rows.length < PAGE_SIZE) return;
      next = BigInt(rows.at(-1)!.revision) + 1n;
    }
  }

  readAll(opts?: { fromPosition?: bigint; maxCount?: number }): AsyncIterable<RecordedEvent> {
    return readLogPages(this.eventsAfter, PAGE_SIZE, opts);
  }

  subscribeToAll(opts: { fromPosition?: bigint; signal?: AbortSignal }): AsyncIterable<RecordedEvent> {
    return followLogPages(this.eventsAfter, PAGE_SIZE, this.notifier, this.pollIntervalMs, opts);
  }

  private readonly eventsAfter: LogPage = (after, limit) => this.statements.allPage.all(after, limit).map(recordedOf);

  async headPosition(): Promise<bigint> {
    return BigInt(this.statements.head.get()?.position ?? 0n);
  }

  async close(): Promise<void> {
    await this.notifier.close();
    this.db.close();
  }
}

export function assertExpected(stream: string, expected: ExpectedRevision, actual: bigint | 'no_stream'): void {
  const ok =
    expected === 'any' ||
    (expected === 'no_stream' && actual === 'no_stream') ||
    (expected === 'stream_exists' && actual !== 'no_stream') ||
    (typeof expected === 'bigint' && actual === expected);
  if (!ok) throw new ConcurrencyError(stream, expected, actual);
}
