import { z } from 'zod';
import {
  COLLABORATOR_ROLES,
  ENGAGEMENT_ROLES,
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TRANSITIONS,
  ENGAGEMENT_TYPES,
  MILESTONE_STATUSES,
  isAdmin,
  type Actor,
} from '@dth/domain';
import type { EngagementWrite } from './engagementService';

/*
 * What a project write answers: the `projects` record of docs/api.md as the write left it, in the
 * contract's field names, from the aggregate's folded state and the team streams it read. Only what
 * the write side knows: the read side adds owner and responsible names, specialist cards, the
 * collaborators' names and the skill coverage.
 */
const ref = z.object({ id: z.number(), title: z.string() });

export const engagementWriteRecordSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  name: z.string(),
  client_name: z.string(),
  engagement_type: z.enum(ENGAGEMENT_TYPES),
  brief: z.string(),
  project_type: ref.nullable(),
  required_skills: z.array(ref),
  start_date: z.string().nullable().describe('YYYY-MM-DD or null'),
  end_date: z.string().nullable().describe('YYYY-MM-DD or null'),
  budget: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  status: z.enum(ENGAGEMENT_STATUSES),
  allowed_transitions: z
    .array(z.enum(ENGAGEMENT_STATUSES))
    .describe('the statuses the diagram allows next (none once archived); only the owner may set one'),
  team: z
    .object({
      id: z.string(),
      name: z.string(),
      members: z.array(z.object({ specialist_id: z.string(), role_title: z.string(), allocation_days: z.number() })),
    })
    .nullable(),
  team_history: z
    .array(z.object({ team_id: z.string(), team_name: z.string(), assigned_at: z.string() }))
    .describe('every assignment, oldest first'),
  milestones: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      due_date: z.string(),
      status: z.enum(MILESTONE_STATUSES),
      responsible_id: z.string().nullable(),
    }),
  ),
  collaborators: z
    .array(z.object({ user_id: z.string(), email: z.string(), role: z.enum(COLLABORATOR_ROLES), added_at: z.string() }))
    .optional()
    .describe('the owner and admins only'),
  invitations: z
    .array(z.object({ id: z.string(), email: z.string(), role: z.enum(COLLABORATOR_ROLES), invited_at: z.string() }))
    .optional()
    .describe('invitations by address not answered yet: the owner and admins only'),
  my_role: z.enum(ENGAGEMENT_ROLES),
  archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EngagementWriteRecord = z.infer<typeof engagementWriteRecordSchema>;

/** What accepting or declining an invitation answers. */
export const collaboratorAnswerSchema = z.object({
  id: z.string().describe('{projectId}.{invitationId}'),
  project_id: z.string(),
  role: z.enum(COLLABORATOR_ROLES).nullable(),
  status: z.enum(['accepted', 'declined']),
});

export function engagementRecord({ state, teams, relation }: EngagementWrite, actor: Actor): EngagementWriteRecord {
  const { details } = state;
  const archived = state.lifecycle === 'archived';
  const current = state.teamId ? teams.get(state.teamId) : undefined;
  // After a write the actor always has a relation; an admin reads every project.
  const myRole = relation === 'none' ? 'admin' : relation;
  return {
    id: state.projectId!,
    owner_id: state.ownerId!,
    name: details.name,
    client_name: details.clientName,
    engagement_type: details.engagementType,
    brief: details.brief,
    project_type: details.projectType && { id: details.projectType.id, title: details.projectType.title },
    required_skills: details.requiredSkills.map(({ id, title }) => ({ id, title })),
    start_date: details.startDate,
    end_date: details.endDate,
    budget: details.budget && { amount: details.budget.amount, currency: details.budget.currency },
    status: state.status,
    allowed_transitions: archived ? [] : [...ENGAGEMENT_TRANSITIONS[state.status]],
    team: state.teamId
      ? {
          id: state.teamId,
          name: current?.name ?? '',
          members: Object.values(current?.members ?? {}).map((m) => ({
            specialist_id: m.specialistId,
            role_title: m.roleTitle,
            allocation_days: m.allocationDays,
          })),
        }
      : null,
    team_history: state.teamHistory.map((h) => ({
      team_id: h.teamId,
      team_name: teams.get(h.teamId)?.name ?? '',
      assigned_at: h.assignedAt,
    })),
    milestones: state.milestones.map((ms) => ({
      id: ms.milestoneId,
      title: ms.title,
      due_date: ms.dueDate,
      status: ms.status,
      responsible_id: ms.responsibleId,
    })),
    ...(relation === 'owner' || isAdmin(actor)
      ? {
          collaborators: state.collaborators.map((c) => ({
            user_id: c.userId,
            email: c.email,
            role: c.role,
            added_at: c.addedAt,
          })),
          invitations: state.invitations.map((i) => ({
            id: i.invitationId,
            email: i.email,
            role: i.role,
            invited_at: i.invitedAt,
          })),
        }
      : {}),
    my_role: myRole,
    archived,
    created_at: state.createdAt!,
    updated_at: state.updatedAt!,
  };
}
