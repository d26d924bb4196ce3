import { randomUUID } from 'node:crypto';
import {
  NotFoundError,
  savedSearchCodes as m,
  savedSearchDecider,
  toSavedSearchStream,
  type Actor,
  type ChangeSavedSearchInput,
  type CreateSavedSearchInput,
  type SavedSearch,
  type SavedSearchCommand,
  type SavedSearchRecord,
} from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';

type WithoutMetadata<C> = C extends SavedSearchCommand ? Omit<C, 'metadata'> : never;

export interface SavedSearchWrite {
  /** null once deleted. */
  record: SavedSearchRecord | null;
  position?: bigint;
}

const ID = /^[\w-]{1,64}$/;

/** A path's saved-search id; an id that cannot exist is 404 before any read. */
export function savedSearchIdOf(raw: string): string {
  if (!ID.test(raw)) throw new NotFoundError(m.notFound);
  return raw;
}

const recordOf = (state: SavedSearch): SavedSearchRecord | null =>
  state.status === 'saved'
    ? { id: state.savedSearchId!, name: state.name, filter: state.filter, alert: state.alert }
    : null;

/** The saved searches' write side: every rule is the decider's (the owner's own; the filter the search's). */
export class SavedSearchService {
  constructor(private readonly store: EventStore) {}

  private async execute(
    command: WithoutMetadata<SavedSearchCommand>,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<SavedSearchWrite> {
    const { state, position } = await handleCommand(
      this.store,
      toSavedSearchStream(command.data.savedSearchId),
      savedSearchDecider,
      { ...command, metadata: { now: ctx.now, actor } },
      ctx,
    );
    return { record: recordOf(state), position };
  }

  create(input: CreateSavedSearchInput, actor: Actor, ctx: CommandContext, savedSearchId: string = randomUUID()) {
    return this.execute({ type: 'CreateSavedSearch', data: { savedSearchId, ...input } }, actor, ctx);
  }

  change(savedSearchId: string, input: ChangeSavedSearchInput, actor: Actor, ctx: CommandContext) {
    return this.execute({ type: 'ChangeSavedSearch', data: { savedSearchId, ...input } }, actor, ctx);
  }

  delete(savedSearchId: string, actor: Actor, ctx: CommandContext) {
    return this.execute({ type: 'DeleteSavedSearch', data: { savedSearchId } }, actor, ctx);
  }
}
