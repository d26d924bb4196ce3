import { randomUUID } from 'node:crypto';
import {
  isRecordId,
  NotFoundError,
  engagementDecider,
  engagementRelationOf,
  teamDecider,
  toEngagementStream,
  toTeamStream,
  type Actor,
  type AddCollaboratorInput,
  type AddMilestoneInput,
  type AssignedTeamFacts,
  type ChangeMilestoneInput,
  type CollaboratorRole,
  type CreateEngagementInput,
  type DetailCatalogs,
  type Engagement,
  type EngagementCommand,
  type EngagementRelation,
  type EngagementStatus,
  type MilestoneStatus,
  type Team,
  type UpdateEngagementInput,
  engagementCodes,
} from '@dth/domain';
import {
  handleCommand,
  loadAggregate,
  type AccountDirectory,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';
import type { CatalogService } from '../catalogs/catalogService';

/** A command as a route builds it: the service adds what other streams say (the assigned team) and the metadata. */
type WithoutFacts<C> = C extends EngagementCommand
  ? Omit<C, 'metadata' | 'data'> & { data: Omit<C['data'], 'assignedTeam'> }
  : never;
export type EngagementCommandInput = WithoutFacts<EngagementCommand>;

/** What a project write leaves: the folded state, the teams it names (current and earlier), the actor's relation, the position. */
export interface EngagementWrite {
  state: Engagement;
  teams: ReadonlyMap<string, Team>;
  relation: EngagementRelation;
  /** Undefined when the write changed nothing (the same value again). */
  position?: bigint;
}

/** A path's project id; an id that cannot exist is 404 before any read. */
export function projectIdOf(raw: string): string {
  if (!isRecordId(raw)) throw new NotFoundError(engagementCodes.projectNotFound);
  return raw;
}

export function milestoneIdOf(raw: string): string {
  if (!isRecordId(raw)) throw new NotFoundError(engagementCodes.milestoneNotFound);
  return raw;
}

export function collaboratorIdOf(raw: string): string {
  if (!isRecordId(raw)) throw new NotFoundError(engagementCodes.notACollaborator);
  return raw;
}

/** A `collaborator-invitations` id, `{projectId}.{invitationId}`; one that cannot exist is 404. */
export function collaboratorInvitationIdOf(raw: string): { projectId: string; invitationId: string } {
  const [projectId, invitationId, ...rest] = raw.split('.');
  if (rest.length > 0 || !isRecordId(projectId ?? '') || !isRecordId(invitationId ?? ''))
    throw new NotFoundError(engagementCodes.invitationNotFound);
  return { projectId, invitationId };
}

/**
 * The client project's write side. Who may do what is the decider's; this reads the facts it
 * needs from other streams (never from read models): the assigned team's members now (who may
 * see the project and move their own milestones), a team being assigned (its owner), the addresses
 * of the owner and of an invitee answering, and the catalogs the details are checked against. It
 * mails collaborator invitations once they are stored.
 */
export class EngagementService {
  constructor(
    private readonly store: EventStore,
    private readonly catalogs: CatalogService,
    private readonly accounts: AccountDirectory,
  ) {}

  private async team(teamId: string): Promise<Team> {
    return (await loadAggregate(this.store, toTeamStream(teamId), teamDecider)).state;
  }

  private static factsOf(teamId: string | null, team: Team | undefined): AssignedTeamFacts | null {
    return teamId && team && team.lifecycle !== 'none' ? { teamId, memberIds: Object.keys(team.members) } : null;
  }

  /** The project's state and its assigned team now (folded states are cached, so this reads only new events). */
  async load(projectId: string): Promise<{ state: Engagement; team: Team | undefined }> {
    const { state } = await loadAggregate(this.store, toEngagementStream(projectId), engagementDecider);
    return { state, team: state.teamId ? await this.team(state.teamId) : undefined };
  }

  async execute(command: EngagementCommandInput, actor: Actor, ctx: CommandContext): Promise<EngagementWrite> {
    const projectId = command.data.projectId;
    const before = await this.load(projectId);
    const full = {
      ...command,
      data: { ...command.data, assignedTeam: EngagementService.factsOf(before.state.teamId, before.team) },
      metadata: { now: ctx.now, actor },
    } as EngagementCommand;
    const { state, position } = await handleCommand(
      this.store,
      toEngagementStream(projectId),
      engagementDecider,
      full,
      ctx,
    );

    // The record names the team assigned now and every earlier one.
    const teams = new Map<string, Team>();
    for (const teamId of new Set(state.teamHistory.map((h) => h.teamId))) {
      teams.set(teamId, teamId === before.state.teamId && before.team ? before.team : await this.team(teamId));
    }
    const now = EngagementService.factsOf(state.teamId, state.teamId ? teams.get(state.teamId) : undefined);
    return { state, teams, position, relation: engagementRelationOf(state, actor, now) };
  }

  private async detailCatalogs(
    projectTypeId: number | null | undefined,
    skillIds: number[] | undefined,
  ): Promise<DetailCatalogs> {
    return {
      projectTypes: projectTypeId != null ? await this.catalogs.items('project-types') : [],
      skills: skillIds?.length ? await this.catalogs.items('skills') : [],
    };
  }

  async create(
    input: CreateEngagementInput,
    actor: Actor,
    ctx: CommandContext,
    projectId: string = randomUUID(),
  ): Promise<EngagementWrite> {
    return this.execute(
      {
        type: 'CreateEngagement',
        data: {
          projectId,
          name: input.name,
          clientName: input.client_name,
          engagementType: input.engagement_type,
          brief: input.brief,
          projectTypeId: input.project_type_id,
          requiredSkillIds: input.required_skill_ids,
          startDate: input.start_date,
          endDate: input.end_date,
          budget: input.budget,
          ...(await this.detailCatalogs(input.project_type_id, input.required_skill_ids)),
        },
      },
      actor,
      ctx,
    );
  }

  async update(
    projectId: string,
    input: UpdateEngagementInput,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<EngagementWrite> {
    return this.execute(
      {
        type: 'UpdateEngagement',
        data: {
          projectId,
          name: input.name,
          clientName: input.client_name,
          engagementType: input.engagement_type,
          brief: input.brief,
          projectTypeId: input.project_type_id,
          requiredSkillIds: input.required_skill_ids,
          startDate: input.start_date,
          endDate: input.end_date,
          budget: input.budget,
          ...(await this.detailCatalogs(input.project_type_id, input.required_skill_ids)),
        },
      },
      actor,
      ctx,
    );
  }

  archive(projectId: string, actor: Actor, ctx: CommandContext): Promise<EngagementWrite> {
    return this.execute({ type: 'ArchiveEngagement', data: { projectId } }, actor, ctx);
  }

  setStatus(projectId: string, status: EngagementStatus, actor: Actor, ctx: CommandContext): Promise<EngagementWrite> {
    return this.execute({ type: 'SetEngagementStatus', data: { projectId, status } }, actor, ctx);
  }

  /** The team as its own stream says: its owner (null when there is no such team) and whether it is archived. */
  async assignTeam(projectId: string, teamId: string, actor: Actor, ctx: CommandContext): Promise<EngagementWrite> {
    const team = await this.team(teamId);
    const facts = {
      teamId,
      ownerId: team.lifecycle === 'none' ? null : (team.ownerId ?? null),
      archived: team.lifecycle === 'archived',
    };
    return this.execute({ type: 'AssignTeam', data: { projectId, team: facts } }, actor, ctx);
  }

  /** Answers the write and the new milestone's id. */
  async addMilestone(
    projectId: string,
    input: AddMilestoneInput,
    actor: Actor,
    ctx: CommandContext,
    milestoneId: string = randomUUID(),
  ) {
    const write = await this.execute(
      {
        type: 'AddMilestone',
        data: {
          projectId,
          milestoneId,
          title: input.title,
          dueDate: input.due_date,
          responsibleId: input.responsible_id,
        },
      },
      actor,
      ctx,
    );
    return { ...write, milestoneId };
  }

  changeMilestone(
    projectId: string,
    milestoneId: string,
    input: ChangeMilestoneInput,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<EngagementWrite> {
    return this.execute(
      {
        type: 'ChangeMilestone',
        data: {
          projectId,
          milestoneId,
          title: input.title,
          dueDate: input.due_date,
          responsibleId: input.responsible_id,
        },
      },
      actor,
      ctx,
    );
  }

  setMilestoneStatus(
    projectId: string,
    milestoneId: string,
    status: MilestoneStatus,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<EngagementWrite> {
    return this.execute({ type: 'SetMilestoneStatus', data: { projectId, milestoneId, status } }, actor, ctx);
  }

  removeMilestone(projectId: string, milestoneId: string, actor: Actor, ctx: CommandContext): Promise<EngagementWrite> {
    return this.execute({ type: 'RemoveMilestone', data: { projectId, milestoneId } }, actor, ctx);
  }

  /**
   * An invitation by address: nothing is looked up about the address, so the answer, its timing and
   * the mail are the same for every address (no account oracle); who holds it is worked out when
   * someone signed in with it answers. The worker mails the invitation (InvitationMailsReaction), within
   * the sender's and the address's limits.
   */
  async addCollaborator(
    projectId: string,
    input: AddCollaboratorInput,
    actor: Actor,
    ctx: CommandContext,
    invitationId: string = randomUUID(),
  ): Promise<EngagementWrite> {
    const ownerEmail = (await this.accounts.byId(actor.userId))?.email ?? null;
    return this.execute(
      { type: 'AddCollaborator', data: { projectId, invitationId, email: input.email, ownerEmail, role: input.role } },
      actor,
      ctx,
    );
  }

  /** The invitee answers; the invitation must be to their account's address (anyone else: 404). */
  async answerCollaboration(
    projectId: string,
    invitationId: string,
    answer: 'accept' | 'decline',
    actor: Actor,
    ctx: CommandContext,
  ) {
    const actorEmail = (await this.accounts.byId(actor.userId))?.email ?? null;
    const before = (await this.load(projectId)).state.invitations.find((i) => i.invitationId === invitationId);
    const write = await this.execute(
      { type: 'AnswerCollaboration', data: { projectId, invitationId, answer, actorEmail } },
      actor,
      ctx,
    );
    return { ...write, role: before?.role ?? null };
  }

  changeCollaborator(
    projectId: string,
    userId: string,
    role: CollaboratorRole,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<EngagementWrite> {
    return this.execute({ type: 'ChangeCollaboratorRole', data: { projectId, userId, role } }, actor, ctx);
  }

  removeCollaborator(projectId: string, userId: string, actor: Actor, ctx: CommandContext): Promise<EngagementWrite> {
    return this.execute({ type: 'RemoveCollaborator', data: { projectId, userId } }, actor, ctx);
  }
}
