import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type Position,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@dth/domain';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './eventStore';

/**
 * EventStoreDB adapter (production). A global position is the event's commit position;
 * for single-event writes EventStoreDB gives the same prepare position, so one number
 * is enough to resume from.
 */
export class EventStoreDbEventStore implements EventStore {
  private readonly client: EventStoreDBClient;

  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async appendToStream(
    stream: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    try {
      const result = await this.client.appendToStream(
        stream,
        events.map((e) =>
          jsonEvent({
            id: e.id,
            type: e.type,
            data: e.data as Record<string, unknown>,
            metadata: e.metadata as unknown as Record<string, unknown>,
          }),
        ),
        { expectedRevision: toEsdbExpected(expectedRevision) },
      );
      return { nextExpectedRevision: result.nextExpectedRevision, position: result.position?.commit ?? 0n };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? error.actualVersion : 'no_stream';
        throw new ConcurrencyError(stream, expectedRevision, actual);
      }
      throw error;
    }
  }

  async *readStream(
    stream: string,
    { fromRevision = 0n }: { fromRevision?: bigint } = {},
  ): AsyncIterable<RecordedEvent> {
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision, direction: FORWARDS })) {
        const event = toRecorded(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async *readAll({
    fromPosition,
    maxCount = Number.MAX_SAFE_INTEGER,
  }: { fromPosition?: bigint; maxCount?: number } = {}): AsyncIterable<RecordedEvent> {
    let left = maxCount;
    const start = fromPosition === undefined || fromPosition === 0n ? START : toPosition(fromPosition);
    for await (const resolved of this.client.readAll({ fromPosition: start, direction: FORWARDS })) {
      const event = toRecorded(resolved);
      // The port's positions are exclusive: readAll starts after fromPosition.
      if (!event || (fromPosition !== undefined && event.position <= fromPosition)) continue;
      yield event;
      if (--left <= 0) return;
    }
  }

  async *subscribeToAll({
    fromPosition,
    signal,
  }: {
    fromPosition?: bigint;
    signal?: AbortSignal;
  }): AsyncIterable<RecordedEvent> {
    const subscription = this.client.subscribeToAll({
      fromPosition: fromPosition === undefined || fromPosition === 0n ? START : toPosition(fromPosition),
      filter: excludeSystemEvents(),
    });
    const stop = () => void subscription.unsubscribe();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for await (const resolved of subscription) {
        if (signal?.aborted) return;
        const event = toRecorded(resolved);
        if (event) yield event;
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      await subscription.unsubscribe();
    }
  }

  async headPosition(): Promise<bigint> {
    for await (const resolved of this.client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 100 })) {
      const event = toRecorded(resolved);
      if (event) return event.position;
    }
    return 0n;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

function toEsdbExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

const toPosition = (commit: bigint): Position => ({ commit, prepare: commit });

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const e = resolved.event;
  if (!e || e.type.startsWith('$') || e.streamId.startsWith('$') || !e.isJson) return undefined;
  return {
    id: e.id,
    stream: e.streamId,
    revision: e.revision,
    position: e.position?.commit ?? 0n,
    type: e.type,
    data: e.data as object,
    metadata: e.metadata as unknown as EventMetadata,
    createdAt: e.created,
  };
}
