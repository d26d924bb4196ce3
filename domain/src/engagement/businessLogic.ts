import type { Command } from '../shared/commands';
import type { Message } from '../shared/messages';
import { resolveCatalogIds, type CatalogItem } from '../catalogs/catalog';
import { canOwnNetworks } from '../network/businessLogic';
import { isAdmin, type Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import type { Decider } from '../shared/events';
import { sameValue } from '../shared/settings';
import { specialistCodes } from '../specialist/messages';
import { teamCodes } from '../team/messages';
import {
  BRIEF_MAX_LENGTH,
  BUDGET_AMOUNT_MAX,
  CLIENT_NAME_MAX_LENGTH,
  COLLABORATORS_MAX,
  COLLABORATOR_ROLES,
  ENGAGEMENT_NAME_MAX_LENGTH,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TRANSITIONS,
  ENGAGEMENT_TYPES,
  MILESTONES_MAX,
  MILESTONE_STATUSES,
  MILESTONE_TITLE_MAX_LENGTH,
  evolveEngagement,
  initialEngagement,
  type Budget,
  type Collaborator,
  type CollaboratorInvitation,
  type CollaboratorRole,
  type Engagement,
  type EngagementDetails,
  type EngagementEvent,
  type EngagementStatus,
  type EngagementType,
  type Milestone,
  type MilestoneStatus,
} from './engagement';
import { engagementCodes as m } from './messages';
import type { EngagementRole } from './projections/engagementRecord';
import { isCalendarDate, isCurrencyCode } from './schemas';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Values arrive parsed by ./schemas; who acts arrives in the metadata beside the time. Facts from
 * other streams arrive in the data, read by the command API: the catalogs, the team being assigned
 * (its owner), the members of the assigned team now (who may move their own milestones), and the
 * addresses of the owner and of an invitee answering. The decider answers who may do what from them.
 */
type OnProject<Type extends string, Data> = Command<Type, { projectId: string } & Data>;

/** Who is in the project's assigned team now, read from the team's stream; null when it has none. */
export interface AssignedTeamFacts {
  teamId: string;
  memberIds: readonly string[];
}

/** Commands on an existing project carry its assigned team's members, so the decider knows the actor's relation. */
type ProjectCommand<Type extends string, Data> = OnProject<Type, { assignedTeam: AssignedTeamFacts | null } & Data>;

/** The catalogs a project's details are checked against (unknown ids are 400). */
export interface DetailCatalogs {
  projectTypes: CatalogItem[];
  skills: CatalogItem[];
}

export interface DetailValues {
  name: string;
  clientName: string;
  engagementType: EngagementType;
  brief: string;
  projectTypeId: number | null;
  requiredSkillIds: number[];
  startDate: string | null;
  endDate: string | null;
  budget: Budget | null;
}

export type CreateEngagement = OnProject<'CreateEngagement', DetailValues & DetailCatalogs>;
/** Absent fields keep their value; null clears an optional one. */
export type UpdateEngagement = ProjectCommand<'UpdateEngagement', Partial<DetailValues> & DetailCatalogs>;
export type SetEngagementStatus = ProjectCommand<'SetEngagementStatus', { status: EngagementStatus }>;
/** `team`: the team as its stream says (`ownerId` null when there is no such team). */
export type AssignTeam = ProjectCommand<
  'AssignTeam',
  { team: { teamId: string; ownerId: string | null; archived: boolean } }
>;
export type AddMilestone = ProjectCommand<
  'AddMilestone',
  { milestoneId: string; title: string; dueDate: string; responsibleId: string | null }
>;
export type ChangeMilestone = ProjectCommand<
  'ChangeMilestone',
  { milestoneId: string; title?: string; dueDate?: string; responsibleId?: string | null }
>;
export type SetMilestoneStatus = ProjectCommand<'SetMilestoneStatus', { milestoneId: string; status: MilestoneStatus }>;
export type RemoveMilestone = ProjectCommand<'RemoveMilestone', { milestoneId: string }>;
/** An invitation by address; `ownerEmail` is the owner's own address (their own, not a lookup of the invitee's). */
export type AddCollaborator = ProjectCommand<
  'AddCollaborator',
  { invitationId: string; email: string; ownerEmail: string | null; role: CollaboratorRole }
>;
/** By the invitee: `actorEmail` is the address of the actor's account, which the invitation must be to. */
export type AnswerCollaboration = ProjectCommand<
  'AnswerCollaboration',
  { invitationId: string; answer: 'accept' | 'decline'; actorEmail: string | null }
>;
export type ChangeCollaboratorRole = ProjectCommand<
  'ChangeCollaboratorRole',
  { userId: string; role: CollaboratorRole }
>;
/** A collaborator by user id, or a pending invitation by its id (withdrawn). */
export type RemoveCollaborator = ProjectCommand<'RemoveCollaborator', { userId: string }>;
export type ArchiveEngagement = ProjectCommand<'ArchiveEngagement', object>;

export type EngagementCommand =
  | CreateEngagement
  | UpdateEngagement
  | SetEngagementStatus
  | AssignTeam
  | AddMilestone
  | ChangeMilestone
  | SetMilestoneStatus
  | RemoveMilestone
  | AddCollaborator
  | AnswerCollaboration
  | ChangeCollaboratorRole
  | RemoveCollaborator
  | ArchiveEngagement;

// ── Who may do what (docs/api.md, "Client projects") ─────────────────────────
/**
 * The actor's relation to a project: the role the read side names (`my_role`, ./readPolicy), one
 * per actor, the one that lets them do the most: owner, editor, member of the assigned team now
 * (moves their own milestones), viewer, admin (reads every project, changes only their own);
 * 'none' for anyone else (404).
 */
export type EngagementRelation = EngagementRole | 'none';

export const collaboratorOf = (state: Engagement, userId: string): Collaborator | undefined =>
  state.collaborators.find((c) => c.userId === userId);
export const invitationOf = (state: Engagement, invitationId: string): CollaboratorInvitation | undefined =>
  state.invitations.find((i) => i.invitationId === invitationId);
export const milestoneOf = (state: Engagement, milestoneId: string): Milestone | undefined =>
  state.milestones.find((ms) => ms.milestoneId === milestoneId);

/** Members count only when the facts are about the team assigned now. */
const teamMembersNow = (state: Engagement, team: AssignedTeamFacts | null): readonly string[] =>
  team !== null && state.teamId !== null && team.teamId === state.teamId ? team.memberIds : [];

export function engagementRelationOf(
  state: Engagement,
  actor: Actor,
  assignedTeam: AssignedTeamFacts | null,
): EngagementRelation {
  if (state.lifecycle === 'none') return 'none';
  if (state.ownerId === actor.userId) return 'owner';
  const collaborator = collaboratorOf(state, actor.userId);
  if (collaborator?.role === 'editor') return 'editor';
  if (teamMembersNow(state, assignedTeam).includes(actor.userId)) return 'member';
  if (collaborator) return 'viewer';
  if (isAdmin(actor)) return 'admin';
  return 'none';
}

/** Business owners and admins create projects (they own them). */
export const canCreateEngagements = canOwnNetworks;

/** Anyone with a relation reads it; anyone else is told it does not exist. */
function readable(state: Engagement, actor: Actor, team: AssignedTeamFacts | null): EngagementRelation {
  const relation = engagementRelationOf(state, actor, team);
  if (relation === 'none') throw new NotFoundError(m.projectNotFound);
  return relation;
}

function notArchived(state: Engagement): void {
  if (state.lifecycle === 'archived') throw new ConflictError(m.projectArchived);
}

/** A completed or cancelled project's milestones are its record: nobody moves them any more. */
function milestonesOpen(state: Engagement): void {
  if (state.status === 'completed' || state.status === 'cancelled') throw new ConflictError(m.milestonesClosed);
}

/** Details, the team and milestones: the owner and editors. */
function assertEditor(state: Engagement, actor: Actor, team: AssignedTeamFacts | null): void {
  const relation = readable(state, actor, team);
  if (relation !== 'owner' && relation !== 'editor') throw new ForbiddenError(m.notYourProject);
  notArchived(state);
}

/** Status, collaborators and archiving: the owner only. */
function assertOwner(state: Engagement, actor: Actor, team: AssignedTeamFacts | null): void {
  const relation = readable(state, actor, team);
  if (relation === 'editor') throw new ForbiddenError(m.editorsCannot);
  if (relation !== 'owner') throw new ForbiddenError(m.notYourProject);
  notArchived(state);
}

// ── Rules on values ──────────────────────────────────────────────────────────
function invalid(field: string, message: Message): never {
  throw new ValidationError(message, { [field]: message });
}

function checkDate(field: string, value: string | null): void {
  if (value !== null && !isCalendarDate(value)) invalid(field, m.dateInvalid);
}

function checkBudget(budget: Budget | null): void {
  if (budget === null) return;
  if (typeof budget.amount !== 'number' || !Number.isFinite(budget.amount) || budget.amount <= 0)
    invalid('budget.amount', m.budgetAmountInvalid);
  if (budget.amount > BUDGET_AMOUNT_MAX) invalid('budget.amount', m.budgetAmountTooLarge);
  if (!isCurrencyCode(budget.currency)) invalid('budget.currency', m.currencyInvalid);
}

/** The whole details a change leaves, checked as a whole (an end date against the saved start date). */
function detailsOf(
  base: EngagementDetails,
  values: Partial<DetailValues>,
  catalogs: DetailCatalogs,
  state: Engagement,
): EngagementDetails {
  const name = values.name ?? base.name;
  const clientName = values.clientName ?? base.clientName;
  const brief = values.brief ?? base.brief;
  const engagementType = values.engagementType ?? base.engagementType;
  const startDate = values.startDate !== undefined ? values.startDate : base.startDate;
  const endDate = values.endDate !== undefined ? values.endDate : base.endDate;
  const budget =
    values.budget !== undefined
      ? values.budget && { amount: values.budget.amount, currency: values.budget.currency.toUpperCase() }
      : base.budget;

  if (name.trim().length === 0) invalid('name', m.nameRequired);
  if (name.length > ENGAGEMENT_NAME_MAX_LENGTH) invalid('name', m.nameTooLong);
  if (clientName.length > CLIENT_NAME_MAX_LENGTH) invalid('client_name', m.clientNameTooLong);
  if (brief.length > BRIEF_MAX_LENGTH) invalid('brief', m.briefTooLong);
  if (!ENGAGEMENT_TYPES.includes(engagementType)) invalid('engagement_type', m.engagementTypeInvalid);
  if (engagementType === 'DTH' && state.milestones.length > 0)
    invalid('engagement_type', m.engagementTypeHasMilestones);
  checkDate('start_date', startDate);
  checkDate('end_date', endDate);
  if (startDate !== null && endDate !== null && endDate < startDate) invalid('end_date', m.endBeforeStart);
  checkBudget(budget);

  let projectType = base.projectType;
  if (values.projectTypeId !== undefined) {
    if (values.projectTypeId === null) projectType = null;
    else {
      const { found, unknown } = resolveCatalogIds(catalogs.projectTypes, [values.projectTypeId]);
      if (unknown.length > 0) invalid('project_type_id', specialistCodes.unknownIds('project type', unknown));
      projectType = { id: found[0].id, title: found[0].title };
    }
  }
  let requiredSkills = base.requiredSkills;
  if (values.requiredSkillIds !== undefined) {
    const { found, unknown } = resolveCatalogIds(catalogs.skills, [...new Set(values.requiredSkillIds)]);
    if (unknown.length > 0) invalid('required_skill_ids', specialistCodes.unknownIds('skill', unknown));
    requiredSkills = found.map(({ id, title }) => ({ id, title }));
  }
  return { name, clientName, engagementType, brief, projectType, requiredSkills, startDate, endDate, budget };
}

function checkMilestone(title: string, dueDate: string): void {
  if (title.trim().length === 0) invalid('title', m.milestoneTitleRequired);
  if (title.length > MILESTONE_TITLE_MAX_LENGTH) invalid('title', m.milestoneTitleTooLong);
  if (!isCalendarDate(dueDate)) invalid('due_date', m.dateInvalid);
}

/** A responsible person is a member of the team assigned now. */
function checkResponsible(state: Engagement, team: AssignedTeamFacts | null, responsibleId: string | null): void {
  if (responsibleId !== null && !teamMembersNow(state, team).includes(responsibleId))
    invalid('responsible_id', m.responsibleNotInTeam);
}

function existingMilestone(state: Engagement, milestoneId: string): Milestone {
  const milestone = milestoneOf(state, milestoneId);
  if (!milestone) throw new NotFoundError(m.milestoneNotFound);
  return milestone;
}

function checkRole(role: CollaboratorRole): void {
  if (!COLLABORATOR_ROLES.includes(role)) invalid('role', m.collaboratorRoleInvalid);
}

// ── Decisions ────────────────────────────────────────────────────────────────
function decide(command: EngagementCommand, state: Engagement): EngagementEvent[] {
  const { actor, now: at } = command.metadata;
  const { projectId } = command.data;
  if (command.type === 'CreateEngagement') {
    if (!canCreateEngagements(actor)) throw new ForbiddenError(m.onlyOwnersCreate);
    if (state.lifecycle !== 'none') throw new ConflictError(m.alreadyExists);
    const details = detailsOf(initialEngagement().details, command.data, command.data, state);
    return [
      {
        type: 'EngagementCreated',
        data: { projectId, ownerId: actor.userId, details, status: 'draft', createdAt: at },
      },
    ];
  }
  const team = command.data.assignedTeam;
  switch (command.type) {
    case 'UpdateEngagement': {
      assertEditor(state, actor, team);
      const details = detailsOf(state.details, command.data, command.data, state);
      if (sameValue(details, state.details)) return [];
      return [{ type: 'EngagementDetailsChanged', data: { projectId, details, changedAt: at } }];
    }
    case 'SetEngagementStatus': {
      assertOwner(state, actor, team);
      const to = command.data.status;
      if (!ENGAGEMENT_STATUSES.includes(to)) invalid('status', m.statusInvalid);
      if (!ENGAGEMENT_TRANSITIONS[state.status].includes(to))
        throw new ConflictError(m.transitionNotAllowed(state.status, to));
      return [{ type: 'EngagementStatusChanged', data: { projectId, from: state.status, to, changedAt: at } }];
    }
    case 'AssignTeam': {
      assertEditor(state, actor, team);
      const { teamId, ownerId, archived } = command.data.team;
      // Someone else's team, or none at all, reads the same: it does not reveal which teams exist.
      if (ownerId === null || ownerId !== state.ownerId) invalid('team_id', m.teamNotYours);
      if (archived) invalid('team_id', teamCodes.teamArchived);
      if (teamId === state.teamId) return [];
      return [
        { type: 'EngagementTeamAssigned', data: { projectId, teamId, previousTeamId: state.teamId, assignedAt: at } },
      ];
    }
    case 'AddMilestone': {
      assertEditor(state, actor, team);
      if (state.details.engagementType !== 'DPD') throw new ValidationError(m.milestonesOnlyForDpd);
      milestonesOpen(state);
      const { milestoneId, title, dueDate, responsibleId } = command.data;
      if (milestoneOf(state, milestoneId)) throw new ConflictError(m.milestoneExists);
      if (state.milestones.length >= MILESTONES_MAX) throw new ValidationError(m.tooManyMilestones);
      checkMilestone(title, dueDate);
      checkResponsible(state, team, responsibleId);
      return [
        {
          type: 'MilestoneAdded',
          data: { projectId, milestoneId, title, dueDate, status: 'todo', responsibleId, addedAt: at },
        },
      ];
    }
    case 'ChangeMilestone': {
      assertEditor(state, actor, team);
      milestonesOpen(state);
      const milestone = existingMilestone(state, command.data.milestoneId);
      const title = command.data.title ?? milestone.title;
      const dueDate = command.data.dueDate ?? milestone.dueDate;
      const responsibleId =
        command.data.responsibleId !== undefined ? command.data.responsibleId : milestone.responsibleId;
      checkMilestone(title, dueDate);
      // Keeping someone who has left the team since is allowed; naming someone new is not.
      if (responsibleId !== milestone.responsibleId) checkResponsible(state, team, responsibleId);
      if (title === milestone.title && dueDate === milestone.dueDate && responsibleId === milestone.responsibleId)
        return [];
      return [
        {
          type: 'MilestoneChanged',
          data: { projectId, milestoneId: milestone.milestoneId, title, dueDate, responsibleId, changedAt: at },
        },
      ];
    }
    case 'SetMilestoneStatus': {
      const relation = readable(state, actor, team);
      const { milestoneId, status } = command.data;
      if (relation === 'member') {
        // A team member moves the milestones they are responsible for, and no other.
        if (existingMilestone(state, milestoneId).responsibleId !== actor.userId)
          throw new ForbiddenError(m.notYourMilestone);
      } else if (relation !== 'owner' && relation !== 'editor') throw new ForbiddenError(m.notYourProject);
      notArchived(state);
      milestonesOpen(state);
      const milestone = existingMilestone(state, milestoneId);
      if (!MILESTONE_STATUSES.includes(status)) invalid('status', m.milestoneStatusInvalid);
      if (milestone.status === status) return [];
      return [{ type: 'MilestoneStatusSet', data: { projectId, milestoneId, status, setAt: at } }];
    }
    case 'RemoveMilestone': {
      assertEditor(state, actor, team);
      milestonesOpen(state);
      const milestone = existingMilestone(state, command.data.milestoneId);
      return [{ type: 'MilestoneRemoved', data: { projectId, milestoneId: milestone.milestoneId, removedAt: at } }];
    }
    case 'AddCollaborator': {
      assertOwner(state, actor, team);
      const { invitationId, ownerEmail, role } = command.data;
      const email = command.data.email.trim().toLowerCase();
      checkRole(role);
      if (ownerEmail !== null && email === ownerEmail.toLowerCase()) invalid('email', m.collaboratorIsOwner);
      if (state.collaborators.some((c) => c.email === email) || state.invitations.some((i) => i.email === email)) {
        throw new ConflictError(m.alreadyCollaborator);
      }
      if (invitationOf(state, invitationId)) throw new ConflictError(m.alreadyCollaborator);
      if (state.collaborators.length + state.invitations.length >= COLLABORATORS_MAX)
        invalid('email', m.tooManyCollaborators);
      return [{ type: 'CollaboratorInvited', data: { projectId, invitationId, email, role, invitedAt: at } }];
    }
    case 'AnswerCollaboration': {
      // Only the holder of the invited address sees the invitation; to anyone else it does not exist.
      const invitation = invitationOf(state, command.data.invitationId);
      const actorEmail = command.data.actorEmail?.toLowerCase() ?? null;
      if (state.lifecycle === 'none' || !invitation || actorEmail === null || invitation.email !== actorEmail)
        throw new NotFoundError(m.invitationNotFound);
      notArchived(state);
      const { invitationId } = invitation;
      if (command.data.answer === 'decline')
        return [{ type: 'CollaboratorInvitationDeclined', data: { projectId, invitationId, declinedAt: at } }];
      if (state.ownerId === actor.userId) throw new ConflictError(m.collaboratorIsOwner);
      if (collaboratorOf(state, actor.userId)) throw new ConflictError(m.alreadyCollaborator);
      return [
        {
          type: 'CollaboratorInvitationAccepted',
          data: {
            projectId,
            invitationId,
            userId: actor.userId,
            email: invitation.email,
            role: invitation.role,
            acceptedAt: at,
          },
        },
      ];
    }
    case 'ChangeCollaboratorRole': {
      assertOwner(state, actor, team);
      const collaborator = collaboratorOf(state, command.data.userId);
      if (!collaborator) throw new NotFoundError(m.notACollaborator);
      checkRole(command.data.role);
      if (collaborator.role === command.data.role) return [];
      return [
        {
          type: 'CollaboratorRoleChanged',
          data: { projectId, userId: collaborator.userId, role: command.data.role, changedAt: at },
        },
      ];
    }
    case 'RemoveCollaborator': {
      assertOwner(state, actor, team);
      const invitation = invitationOf(state, command.data.userId);
      if (invitation)
        return [
          {
            type: 'CollaboratorInvitationWithdrawn',
            data: { projectId, invitationId: invitation.invitationId, withdrawnAt: at },
          },
        ];
      const collaborator = collaboratorOf(state, command.data.userId);
      if (!collaborator) throw new NotFoundError(m.notACollaborator);
      return [{ type: 'CollaboratorRemoved', data: { projectId, userId: collaborator.userId, removedAt: at } }];
    }
    case 'ArchiveEngagement':
      assertOwner(state, actor, team);
      return [{ type: 'EngagementArchived', data: { projectId, archivedAt: at } }];
  }
}

export const decideEngagement = decide;

export const engagementDecider: Decider<EngagementCommand, EngagementEvent, Engagement> = {
  initialState: initialEngagement,
  evolve: evolveEngagement,
  decide,
};
