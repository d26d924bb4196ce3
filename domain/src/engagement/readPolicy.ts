import { isAdmin, type Actor } from '../shared/authorization';
import type { EngagementRole } from './projections/engagementRecord';

/*
 * Who may read a client project (docs/api.md, "Client projects", "Who may do what"): its owner,
 * its collaborators, the specialists in its assigned team now, and admins. Anyone else is
 * answered as if it did not exist (404), so a project's existence is not revealed.
 */

/** What the policy needs of a project: the stored document and the list item both have it. */
export interface EngagementAccess {
  owner_id: string;
  team_id: string | null;
  /** Collaborator roles by user id. */
  collaborator_roles: Readonly<Record<string, 'viewer' | 'editor'>>;
}

/**
 * The reader's role on a project, or null when they may not see it. `inAssignedTeam` says whether
 * the reader is in the project's assigned team now (the team projection's members, never the
 * project's own events: a specialist who leaves the team stops seeing its projects at once).
 * One role per reader, the one that lets them do the most: owner, editor, member (moves their own
 * milestones), viewer, then admin (reads every project, changes only their own).
 */
export function engagementRoleOf(
  reader: Actor,
  project: EngagementAccess,
  inAssignedTeam: boolean,
): EngagementRole | null {
  if (project.owner_id === reader.userId) return 'owner';
  const collaborator = Object.hasOwn(project.collaborator_roles, reader.userId)
    ? project.collaborator_roles[reader.userId]
    : undefined;
  if (collaborator === 'editor') return 'editor';
  if (inAssignedTeam && project.team_id !== null) return 'member';
  if (collaborator === 'viewer') return 'viewer';
  if (isAdmin(reader)) return 'admin';
  return null;
}

/** The collaborators (names and addresses of the people it is shared with) are the owner's and admins' alone. */
export const seesCollaborators = (reader: Actor, role: EngagementRole) => role === 'owner' || isAdmin(reader);

/** Collaborator roles by user id, from a document's list of collaborators. */
export const collaboratorRolesOf = (collaborators: readonly { user_id: string; role: 'viewer' | 'editor' }[]) =>
  Object.fromEntries(collaborators.map((c) => [c.user_id, c.role]));
