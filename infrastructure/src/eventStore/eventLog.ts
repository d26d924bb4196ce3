import { existsSync } from 'node:fs';
import { sqliteFileOf, type Env } from '../config/env';
import { PersonalDataCipher } from '../privacy/personalDataCipher';
import { createKeyStore } from './createEventStore';
import { DecryptingEventLog } from './encryptingEventStore';
import { EventStoreDbEventStore } from './eventStoreDbEventStore';
import type { EventStore, RecordedEvent } from './eventStore';
import { PostgresEventStore } from './postgresEventStore';
import { SqliteEventStore } from './sqliteEventStore';

/** Read-only access to the log, for the read side's history (time travel, NDJSON export). */
export type EventLog = Pick<EventStore, 'readStream' | 'readAll' | 'headPosition' | 'close'>;

/**
 * The log for reading, with the adapter `EVENT_STORE` names, its personal fields opened. SQLite is
 * opened read-only, on first use: the write side creates the file, and a reader started before it
 * sees an empty log until then.
 */
export function createEventLog(env: Env): EventLog {
  const file = sqliteFileOf(env);
  const inner =
    env.EVENT_STORE === 'eventstoredb'
      ? new EventStoreDbEventStore(env.EVENTSTORE_CONNECTION_STRING)
      : env.EVENT_STORE === 'postgres'
        ? new PostgresEventStore({ url: env.DATABASE_URL!, max: 4 })
        : new LazyEventLog(() => (existsSync(file) ? new SqliteEventStore({ file, readonly: true }) : null));
  const keys = createKeyStore(env);
  return new DecryptingEventLog(inner, new PersonalDataCipher(keys), keys);
}

class LazyEventLog implements EventLog {
  private store: EventLog | null = null;

  constructor(private readonly open: () => EventLog | null) {}

  private current(): EventLog | null {
    this.store ??= this.open();
    return this.store;
  }

  async *readStream(stream: string, opts?: { fromRevision?: bigint }): AsyncIterable<RecordedEvent> {
    const store = this.current();
    if (store) yield* store.readStream(stream, opts);
  }

  async *readAll(opts?: { fromPosition?: bigint; maxCount?: number }): AsyncIterable<RecordedEvent> {
    const store = this.current();
    if (store) yield* store.readAll(opts);
  }

  async headPosition(): Promise<bigint> {
    return (await this.current()?.headPosition()) ?? 0n;
  }

  async close(): Promise<void> {
    await this.store?.close();
    this.store = null;
  }
}
