import { randomUUID } from 'node:crypto';
import { appendable, type ActorRole, type Decider, type DomainEvent, type EventMetadata } from '@dth/domain';
import { ConcurrencyError, type EventStore, type ExpectedRevision } from './eventStore';

/** Who issues a command, from which request, and when (deciders take time from here). */
export interface CommandContext {
  actorId: string;
  actorRole: ActorRole;
  correlationId: string;
  causationId: string;
  now: string;
  /** A revert from the admin report: the position of the event the command sets back (stamped on its events). */
  reverts?: string;
}

export interface CommandResult<E, S> {
  /** What was appended: the decided events less those that set a value to what it already was. */
  events: E[];
  /** Every event the decider decided, appended or not: what a write answers as its data. */
  decided: E[];
  state: S;
  /** Global position of the last event appended; undefined when the command changed nothing. */
  position?: bigint;
}

/** Folded states kept per store and decider, so a command reads only the events appended since the last one. */
const STATE_CACHE_SIZE = 10_000;
type StateCache = Map<string, { state: unknown; revision: bigint }>;
const stateCaches = new WeakMap<EventStore, WeakMap<object, StateCache>>();

function cacheOf(store: EventStore, decider: object): StateCache {
  let byDecider = stateCaches.get(store);
  if (!byDecider) stateCaches.set(store, (byDecider = new WeakMap()));
  let cache = byDecider.get(decider);
  if (!cache) {
    cache = new Map();
    byDecider.set(decider, cache);
  }
  return cache;
}

/**
 * Folds a stream into the decider's state; also returns the revision to append against. The
 * folded state is remembered (deciders are pure), so the next load reads only newer events:
 * a long-lived profile does not get slower to change as its stream grows.
 */
export async function loadAggregate<C, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
): Promise<{ state: S; revision: ExpectedRevision }> {
  const cache = cacheOf(store, decider);
  const known = cache.get(stream) as { state: S; revision: bigint } | undefined;
  let state = known?.state ?? decider.initialState();
  let revision: ExpectedRevision = known?.revision ?? 'no_stream';
  for await (const event of store.readStream(stream, { fromRevision: known ? known.revision + 1n : 0n })) {
    state = decider.evolve(state, { type: event.type, data: event.data } as E);
    revision = event.revision;
  }
  if (typeof revision === 'bigint') remember(cache, stream, state, revision);
  return { state, revision };
}

function remember(cache: StateCache, stream: string, state: unknown, revision: bigint): void {
  cache.delete(stream);
  if (cache.size >= STATE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(stream, { state, revision });
}

/**
 * Commands on one stream run one after another within this process, so two requests for the same
 * profile no longer race between reading the stream and appending (a burst on one profile used to
 * answer 96% 409s). Other processes are still kept honest by the expected revision.
 */
const streamQueues = new WeakMap<EventStore, Map<string, Promise<void>>>();

function oneAtATime<T>(store: EventStore, stream: string, work: () => Promise<T>): Promise<T> {
  let queues = streamQueues.get(store);
  if (!queues) {
    queues = new Map();
    streamQueues.set(store, queues);
  }
  const run = (queues.get(stream) ?? Promise.resolve()).then(work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(stream, settled);
  void settled.then(() => {
    if (queues.get(stream) === settled) queues.delete(stream);
  });
  return run;
}

/**
 * How many times a command is decided in all when another process (a second command API, the
 * worker recording a processed avatar) appended to its stream between the read and the append:
 * each attempt decides again on the stream as it now is, so nothing is lost and the rules still
 * hold; a 409 is left only for a stream that keeps moving, or a command planned at a revision.
 */
const COMMAND_ATTEMPTS = 4;

/** The metadata of every appended event, built here only. */
function eventMetadata({ actorId, actorRole, correlationId, causationId, reverts }: CommandContext): EventMetadata {
  return { actorId, actorRole, correlationId, causationId, schemaVersion: 1, ...(reverts ? { reverts } : {}) };
}

/**
 * Decides a command against the stream without appending: the events it would append, or the
 * error it would throw. For work that should not start when the command will be refused
 * (hashing a password, storing a file).
 */
export async function checkCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
): Promise<E[]> {
  const { state } = await loadAggregate(store, stream, decider);
  return decider.decide(command, state);
}

/**
 * The whole write pipeline, and the only place that appends: read the stream, decide, leave out
 * what sets a value to what it already is (`Decider.changesNothing`), append with the expected
 * revision, one command per stream at a time in this process. A writer in another process that got
 * there first makes the append fail with ConcurrencyError, never a lost update; the command is then
 * decided again (COMMAND_ATTEMPTS), and the last conflict answers 409. An event the decider gives an id keeps it, so a retried command
 * that decides the same event appends nothing new. `plannedAt`: the command was worked out from the
 * stream at that revision (a revert from the report), so it is refused if the stream has moved on since.
 */
export async function handleCommand<C extends { type: string }, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  command: C,
  context: CommandContext,
  { plannedAt }: { plannedAt?: bigint } = {},
): Promise<CommandResult<E, S>> {
  const attempts = plannedAt === undefined ? COMMAND_ATTEMPTS : 1;
  return retryOnConflict(attempts, () =>
    oneAtATime(store, stream, async () => {
      const { state, revision } = await loadAggregate(store, stream, decider);
      if (plannedAt !== undefined && revision !== plannedAt)
        throw new ConcurrencyError(stream, plannedAt, revision as bigint | 'no_stream');
      const decided = decider.decide(command, state);
      const events = appendable(decider, state, decided);
      if (events.length === 0) return { events, decided, state };
      const metadata = eventMetadata(context);
      const { position, nextExpectedRevision } = await store.appendToStream(
        stream,
        events.map((event) => ({ id: event.id ?? randomUUID(), type: event.type, data: event.data, metadata })),
        { expectedRevision: revision },
      );
      const next = events.reduce(decider.evolve, state);
      // When all of them were appended (not a retry's no-op), the stream is now exactly this: the next command
      // need not read back (and decrypt) what was just appended.
      const appendedAll =
        nextExpectedRevision === (revision === 'no_stream' ? -1n : (revision as bigint)) + BigInt(events.length);
      if (appendedAll) remember(cacheOf(store, decider), stream, next, nextExpectedRevision);
      return { events, decided, state: next, position };
    }),
  );
}

/**
 * Several commands on one stream in one append: each is decided against the state the ones
 * before it left, and their events are appended together (all or none) with the expected
 * revision. For bulk work such as the demo seeds, where one append per command would cost a
 * write transaction each; a refused command refuses the whole batch.
 */
export async function handleCommands<C extends { type: string }, E extends DomainEvent, S>(
  store: EventStore,
  stream: string,
  decider: Decider<C, E, S>,
  commands: readonly C[],
  context: CommandContext,
): Promise<CommandResult<E, S>> {
  return retryOnConflict(COMMAND_ATTEMPTS, () =>
    oneAtATime(store, stream, async () => {
      const { state: initial, revision } = await loadAggregate(store, stream, decider);
      let state = initial;
      const events: E[] = [];
      const decided: E[] = [];
      for (const command of commands) {
        const decidedHere = decider.decide(command, state);
        const kept = appendable(decider, state, decidedHere);
        state = kept.reduce(decider.evolve, state);
        decided.push(...decidedHere);
        events.push(...kept);
      }
      if (events.length === 0) return { events, decided, state };
      const metadata = eventMetadata(context);
      const { position } = await store.appendToStream(
        stream,
        events.map((event) => ({ id: event.id ?? randomUUID(), type: event.type, data: event.data, metadata })),
        { expectedRevision: revision },
      );
      return { events, decided, state, position };
    }),
  );
}

/**
 * Runs `decide` (a load and an append) again when another writer appended to its stream in between,
 * up to `attempts` times in all; any other error, or the last conflict, is thrown.
 */
export async function retryOnConflict<T>(
  attempts: number,
  decide: () => Promise<T>,
  onConflict?: (attempt: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await decide();
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= attempts) throw error;
      onConflict?.(attempt);
    }
  }
}
