import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  NotFoundError,
  shortlistCodes as m,
  shortlistDecider,
  teamDecider,
  toShortlistStream,
  toTeamStream,
  type Actor,
  type Shortlist,
  type ShortlistCommand,
  type ShortlistRecord,
  type ShortlistTeamFacts,
} from '@dth/domain';
import {
  collaboratesOnTeam,
  currentKeyspace,
  handleCommand,
  loadAggregate,
  type AccountDirectory,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';

type WithoutMetadata<C> = C extends ShortlistCommand ? Omit<C, 'metadata'> : never;

export interface ShortlistWrite {
  /** null once deleted. */
  record: ShortlistRecord | null;
  position?: bigint;
}

const ID = /^[\w-]{1,64}$/;

/** A path's shortlist (or specialist) id; an id that cannot exist is 404 before any read. */
export function shortlistIdOf(raw: string): string {
  if (!ID.test(raw)) throw new NotFoundError(m.notFound);
  return raw;
}

const recordOf = (state: Shortlist): ShortlistRecord | null =>
  state.status === 'listed'
    ? {
        id: state.shortlistId!,
        name: state.name,
        team_id: state.teamId,
        members: state.members.map((s) => ({ specialist_id: s.specialistId, note: s.note, added_at: s.addedAt })),
      }
    : null;

/**
 * The shortlists' write side: the rules are the decider's; this reads the facts it needs: the team a
 * shortlist is for (from its stream), whether an id is a specialist's account, and whether someone
 * who does not own the shortlist collaborates on a project of its team (they read it, so a write is 403).
 */
export class ShortlistService {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountDirectory,
    private readonly redis: Redis,
  ) {}

  private async execute(
    command: WithoutMetadata<ShortlistCommand>,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<ShortlistWrite> {
    const stream = toShortlistStream(command.data.shortlistId);
    const collaborator = command.type !== 'CreateShortlist' && (await this.readsWithoutOwning(stream, actor));
    const { state, position } = await handleCommand(
      this.store,
      stream,
      shortlistDecider,
      { ...command, metadata: { now: ctx.now, actor, collaborator } },
      ctx,
    );
    return { record: recordOf(state), position };
  }

  private async readsWithoutOwning(stream: string, actor: Actor): Promise<boolean> {
    const { state } = await loadAggregate(this.store, stream, shortlistDecider);
    if (state.status !== 'listed' || state.ownerId === actor.userId || !state.teamId) return false;
    return collaboratesOnTeam(this.redis, await currentKeyspace(this.redis), state.teamId, actor.userId);
  }

  private async team(teamId: string | null | undefined): Promise<ShortlistTeamFacts | null | undefined> {
    if (teamId === undefined || teamId === null) return teamId;
    const { state } = await loadAggregate(this.store, toTeamStream(teamId), teamDecider);
    return { teamId, ownerId: state.lifecycle === 'none' ? null : state.ownerId! };
  }

  async create(input: { name: string; team_id: string | null }, actor: Actor, ctx: CommandContext) {
    const team = (await this.team(input.team_id)) ?? null;
    return this.execute(
      { type: 'CreateShortlist', data: { shortlistId: randomUUID(), name: input.name, team } },
      actor,
      ctx,
    );
  }

  async change(
    shortlistId: string,
    input: { name?: string; team_id?: string | null },
    actor: Actor,
    ctx: CommandContext,
  ) {
    const team = await this.team(input.team_id);
    return this.execute({ type: 'ChangeShortlist', data: { shortlistId, name: input.name, team } }, actor, ctx);
  }

  delete(shortlistId: string, actor: Actor, ctx: CommandContext) {
    return this.execute({ type: 'DeleteShortlist', data: { shortlistId } }, actor, ctx);
  }

  async addMember(
    shortlistId: string,
    input: { specialist_id: string; note: string },
    actor: Actor,
    ctx: CommandContext,
  ) {
    const account = await this.accounts.byId(input.specialist_id);
    const isSpecialist = account !== undefined && account.status !== 'erased' && account.userType === 'specialist';
    return this.execute(
      {
        type: 'AddShortlistMember',
        data: { shortlistId, specialistId: input.specialist_id, isSpecialist, note: input.note },
      },
      actor,
      ctx,
    );
  }

  setNote(shortlistId: string, specialistId: string, note: string, actor: Actor, ctx: CommandContext) {
    return this.execute({ type: 'SetShortlistMemberNote', data: { shortlistId, specialistId, note } }, actor, ctx);
  }

  removeMember(shortlistId: string, specialistId: string, actor: Actor, ctx: CommandContext) {
    return this.execute({ type: 'RemoveShortlistMember', data: { shortlistId, specialistId } }, actor, ctx);
  }
}
