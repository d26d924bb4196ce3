import type { Redis } from 'ioredis';
import { PersonalDataCipher } from '../privacy/personalDataCipher';
import type { KeyStore } from '../privacy/keyStore';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from './eventStore';
import type { EventLog } from './eventLog';

/** Published with the key ids an erasure destroyed, so every process forgets them at once. */
export const ERASED_KEYS_CHANNEL = 'privacy:keys-erased';

/**
 * The log as the read side uses it: personal fields are opened on their way out (PersonalDataCipher),
 * so projections, the audit, time travel and exports read plain events, and an erased person's fields
 * read as erased.
 */
export class DecryptingEventLog<Inner extends EventLog = EventLog> implements EventLog {
  private subscriber?: Redis;

  constructor(
    protected readonly inner: Inner,
    protected readonly cipher: PersonalDataCipher,
    private readonly keys: KeyStore,
    redis?: Redis,
  ) {
    if (redis) {
      this.subscriber = redis.duplicate();
      this.subscriber.on('message', (_channel, message: string) => this.cipher.forget(message.split(',')));
      void this.subscriber.subscribe(ERASED_KEYS_CHANNEL).catch(() => undefined);
    }
  }

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
    this.subscriber?.disconnect();
    await this.inner.close();
    await this.keys.close();
  }

  protected async *opened(events: AsyncIterable<RecordedEvent>): AsyncIterable<RecordedEvent> {
    for await (const event of events) {
      // A reader that meets an erasure in the log forgets the keys it destroyed, whatever pub/sub did.
      if (event.type === 'AccountErased') this.cipher.forget((event.data as { keyIds: string[] }).keyIds);
      yield PersonalDataCipher.covers(event.type) ? ({ ...event, data: await this.cipher.open(event.type, event.data) } as RecordedEvent) : event;
    }
  }
}

/** The event store as the write side and the projector use it: personal fields are sealed on their way in, too. */
export class EncryptingEventStore extends DecryptingEventLog<EventStore> implements EventStore {
  async appendToStream(stream: string, events: NewEvent[], opts: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const sealed = await Promise.all(events.map(async (event) => ({ ...event, data: await this.cipher.seal(event.type, event.data) })));
    return this.inner.appendToStream(stream, sealed, opts);
  }

  subscribeToAll(opts: { fromPosition?: bigint; signal?: AbortSignal }): AsyncIterable<RecordedEvent> {
    return this.opened(this.inner.subscribeToAll(opts));
  }
}
