import type { Actor } from './authorization';

/** What every command a person sends carries besides its data: when, and who acts (the decider checks who may). */
export interface ActorMetadata {
  now: string;
  actor: Actor;
}
/** A command no person sends (the erasure's job, a registration's own start): only when. */
export interface SystemMetadata {
  now: string;
}

/** The one command shape: each feature fixes `Data`'s stream id (`{ teamId: string } & Data`). */
export interface Command<Type extends string, Data, Metadata = ActorMetadata> {
  type: Type;
  data: Data;
  metadata: Metadata;
}

/** A command as a caller builds it; the command API adds the metadata. Distributes over a union of commands. */
export type WithoutMetadata<C> = C extends unknown ? Omit<C, 'metadata'> : never;

const RECORD_ID = /^[\w-]{1,64}$/;
/** Whether a path's id could name a record (an id that cannot is answered 404 before any read). */
export const isRecordId = (raw: string): boolean => RECORD_ID.test(raw);
