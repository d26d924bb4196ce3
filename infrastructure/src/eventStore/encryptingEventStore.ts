import { KeysMet, PersonalDataCipher } from '../privacy/personalDataCipher';
import type { KeyStore } from '../privacy/keyStore';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from './eventStore';
import type { EventLog } from './eventLog';

/**
 * The log as the read side uses it: personal fields are opened on their way out (PersonalDataCipher),
 * so projections, the audit, time travel and exports read plain events, and an erased person's fields
 * read as erased.
 */
export class DecryptingEventLog<Inner extends EventLog = EventLog> implements EventLog {
  constructor(
    protected readonly inner: Inner,
    protected readonly cipher: PersonalDataCipher,
    private readonly keys: KeyStore,
  ) {}

  readStream(stream: string, opts?: { fromRevision?: bigint }): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.readStream(stream, opts));
  }

  readAll(opts?: { fromPosition?: bigint; maxCount?: number }): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.readAll(opts));
  }

  headPosition(): Promise<bigint> {
    return this.inner.headPosition();
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.keys.close();
  }

  protected async *opened(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    const met = new KeysMet();
    for await (const event of events) {
      // A read that meets an erasure (a subscription does) forgets the keys it destroyed.
      if (event.type === 'AccountErased') met.forget((event.data as { keyIds: string[] }).keyIds);
      yield PersonalDataCipher.covers(event.type)
        ? { ...event, data: await this.cipher.open(event.type, event.data, met) }
        : event;
    }
  }
}

/** The event store as the write side and the projector use it: personal fields are sealed on their way in, too. */
export class EncryptingEventStore extends DecryptingEventLog<EventStore> implements EventStore {
  async appendToStream(
    stream: string,
    events: NewEvent[],
    opts: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    const sealed = await Promise.all(
      events.map(async (event) => ({ ...event, data: await this.cipher.seal(event.type, event.data) })),
    );
    return this.inner.appendToStream(stream, sealed, opts);
  }

  subscribeToAll(opts: { fromPosition?: bigint; signal?: AbortSignal }): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.subscribeToAll(opts));
  }
}
