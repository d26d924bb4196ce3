import { randomUUID } from 'node:crypto';
import type { ActorRole, Decider, DomainEvent } from '@dth/domain';
import type { EventStore, ExpectedRevision } from './eventStore';

/** Who issues a command, from which request, and when (deciders take time from here). */
export interface CommandContext {
  actorId: string;
  actorRole: ActorRole;
  correlationId: string;
  causationId: string;
  now: string;
}

export interface CommandResult<E, S> {
  events: E[];
  state: S;
  /** Global position of the last event appended; undefined when the command changed nothing. */
  position?: bigint;
}

/** Folds a stream into the decider's state; also returns the revision to append against. */
export async function loadAggregate<C, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
): Promise<{ state: S; revision: ExpectedRevision }> {
  let state = decider.initialState();
  let revision: ExpectedRevision = 'no_stream';
  for await (const event of store.readStream(stream)) {
    state = decider.evolve(state, { type: event.type, data: event.data } as E);
    revision = event.revision;
  }
  return { state, revision };
}

/**
 * The whole write pipeline: read the stream, decide, append with the expected revision.
 * A concurrent writer makes the append fail with ConcurrencyError (409), never a lost update.
 */
export async function handleCommand<C extends { type: string }, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
  context: CommandContext,
): Promise<CommandResult<E, S>> {
  const { state, revision } = await loadAggregate(store, stream, decider);
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, state };
  const { actorId, actorRole, correlationId, causationId } = context;
  const metadata = { actorId, actorRole, correlationId, causationId, schemaVersion: 1 };
  const { position } = await store.appendToStream(
    stream,
    events.map((event) => ({ id: event.id ?? randomUUID(), type: event.type, data: event.data, metadata })),
    { expectedRevision: revision },
  );
  return { events, state: events.reduce(decider.evolve, state), position };
}
