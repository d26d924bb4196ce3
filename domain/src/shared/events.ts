/** Who caused an event and why; carried by every event in the log (the audit trail). */
export interface EventMetadata {
  actorId: string;
  actorRole: ActorRole;
  correlationId: string;
  causationId: string;
  schemaVersion: number;
  /** Set on the events of a revert from the admin report: the position of the event they set back. */
  reverts?: string;
}

export const USER_TYPES = ['specialist', 'business_owner', 'admin', 'super_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** 'anonymous' for sign-up and password flows, 'system' for seeds and the worker. */
export type ActorRole = UserType | 'anonymous' | 'system';

/** An event as deciders produce it: a plain object, never a class. */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
  /** Set when a retry must not append twice (worker jobs derive it from their trigger). */
  id?: string;
}

/** Where and when an event was stored. */
export interface EventEnvelope {
  id: string;
  stream: string;
  revision: bigint;
  position: bigint;
  metadata: EventMetadata;
  createdAt: Date;
}

/** An event as read back from the store, the input of every projection (a union stays discriminated). */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? { type: E['type']; data: E['data'] } & EventEnvelope
  : never;

/**
 * A decider: pure functions from (command, state) to new events and from (state, event) to
 * the next state. Time and ids arrive in the command, so nothing here does I/O.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
  /**
   * Whether `event` only sets a value to what `state` already holds: the command handler then leaves it
   * out (shared/settings.ts). Absent: every decided event is appended.
   */
  changesNothing?: (state: State, event: Event) => boolean;
}
