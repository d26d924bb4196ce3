import type { EventMetadata, StoredEvent } from '@dth/domain';
import { DomainError, commonCodes } from '@dth/domain';

export type RecordedEvent = StoredEvent;

export interface NewEvent {
  /** Re-appending an id already stored is a no-op, so retries are safe. */
  id: string;
  type: string;
  data: object;
  metadata: EventMetadata;
}

export type ExpectedRevision = bigint | 'no_stream' | 'stream_exists' | 'any';

export interface AppendResult {
  /** Revision of the stream's last event after the append. */
  nextExpectedRevision: bigint;
  /** Global position of the last event appended (or already stored). */
  position: bigint;
}

/** The port every adapter implements (SQLite embedded, PostgreSQL or EventStoreDB for several machines). */
export interface EventStore {
  readStream(stream: string, opts?: { fromRevision?: bigint }): AsyncIterable<RecordedEvent>;
  appendToStream(
    stream: string,
    events: NewEvent[],
    opts: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  readAll(opts?: { fromPosition?: bigint; maxCount?: number }): AsyncIterable<RecordedEvent>;
  /** Events after `fromPosition` (exclusive; all when absent): catch up, then live until aborted. */
  subscribeToAll(opts: { fromPosition?: bigint; signal?: AbortSignal }): AsyncIterable<RecordedEvent>;
  /** Position of the last event in the log (0n when empty). */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}

/** 409: the stream moved on since the command read it. */
export class ConcurrencyError extends DomainError {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super('concurrency', commonCodes.concurrentChange(stream));
  }
}
