import { randomUUID } from 'node:crypto';
import {
  isRecordId,
  NotFoundError,
  networkDecider,
  teamDecider,
  toNetworkStream,
  toTeamStream,
  type Actor,
  type ChangeTeamMemberInput,
  type CreateTeamInput,
  type Team,
  type TeamCommand,
  type TeamStatus,
  type UpdateTeamInput,
  teamCodes,
  type WithoutMetadata,
} from '@dth/domain';
import { checkCommand, handleCommand, loadAggregate, type CommandContext, type EventStore } from '@dth/infrastructure';
import type { CatalogService } from '../catalogs/catalogService';

export type TeamCommandInput = WithoutMetadata<TeamCommand>;

export interface TeamWrite {
  state: Team;
  position?: bigint;
}

/** A path's team id; an id that cannot exist is 404 before any read. */
export function teamIdOf(raw: string): string {
  if (!isRecordId(raw)) throw new NotFoundError(teamCodes.teamNotFound);
  return raw;
}

/** A path's specialist id (a team member); one that cannot exist is not in the team. */
export function memberIdOf(raw: string): string {
  if (!isRecordId(raw)) throw new NotFoundError(teamCodes.notAMember);
  return raw;
}

/**
 * The team's write side. The decider answers who may do what; this reads what it needs to know
 * of the team's network (owner, archived, who has joined) from the network's stream, and the
 * skills catalog for required skills.
 */
export class TeamService {
  constructor(
    private readonly store: EventStore,
    private readonly catalogs: CatalogService,
  ) {}

  private async network(networkId: string) {
    return (await loadAggregate(this.store, toNetworkStream(networkId), networkDecider)).state;
  }

  async execute(command: TeamCommandInput, actor: Actor, ctx: CommandContext): Promise<TeamWrite> {
    const { state, position } = await handleCommand(
      this.store,
      toTeamStream(command.data.teamId),
      teamDecider,
      { ...command, metadata: { now: ctx.now, actor } },
      ctx,
    );
    return { state, position };
  }

  /**
   * The team is decided first without appending (so a refused team leaves no trace), then
   * recorded in its network (which also checks the owner), then created.
   */
  async create(
    input: CreateTeamInput,
    actor: Actor,
    ctx: CommandContext,
    teamId: string = randomUUID(),
  ): Promise<TeamWrite> {
    const network = await this.network(input.network_id);
    const command: TeamCommand = {
      type: 'CreateTeam',
      data: {
        teamId,
        network: {
          networkId: input.network_id,
          ownerId: network.ownerId ?? null,
          archived: network.status === 'archived',
        },
        name: input.name,
        purpose: input.purpose,
        requiredSkillIds: input.required_skill_ids,
        catalog: input.required_skill_ids.length > 0 ? await this.catalogs.items('skills') : [],
      },
      metadata: { now: ctx.now, actor },
    };
    await checkCommand(this.store, toTeamStream(teamId), teamDecider, command);
    await handleCommand(
      this.store,
      toNetworkStream(input.network_id),
      networkDecider,
      { type: 'AddNetworkTeam', data: { networkId: input.network_id, teamId }, metadata: { now: ctx.now, actor } },
      ctx,
    );
    return this.execute(command, actor, ctx);
  }

  async update(teamId: string, input: UpdateTeamInput, actor: Actor, ctx: CommandContext): Promise<TeamWrite> {
    const catalog = input.required_skill_ids?.length ? await this.catalogs.items('skills') : [];
    return this.execute(
      {
        type: 'UpdateTeam',
        data: { teamId, name: input.name, purpose: input.purpose, requiredSkillIds: input.required_skill_ids, catalog },
      },
      actor,
      ctx,
    );
  }

  archive(teamId: string, actor: Actor, ctx: CommandContext): Promise<TeamWrite> {
    return this.execute({ type: 'ArchiveTeam', data: { teamId } }, actor, ctx);
  }

  /** The team as its stream leaves it now. */
  async state(teamId: string): Promise<Team> {
    return (await loadAggregate(this.store, toTeamStream(teamId), teamDecider)).state;
  }

  changeMember(
    teamId: string,
    specialistId: string,
    input: ChangeTeamMemberInput,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<TeamWrite> {
    return this.execute(
      {
        type: 'ChangeTeamMember',
        data: { teamId, specialistId, roleTitle: input.role_title, allocationDays: input.allocation_days },
      },
      actor,
      ctx,
    );
  }

  removeMember(teamId: string, specialistId: string, actor: Actor, ctx: CommandContext): Promise<TeamWrite> {
    return this.execute({ type: 'RemoveTeamMember', data: { teamId, specialistId } }, actor, ctx);
  }

  setStatus(teamId: string, status: TeamStatus, actor: Actor, ctx: CommandContext): Promise<TeamWrite> {
    return this.execute({ type: 'SetTeamStatus', data: { teamId, status } }, actor, ctx);
  }
}
