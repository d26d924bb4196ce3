import { getUserId } from '../providers/session';
import type { EngagementRecord } from './projectsDomain';

/** What the reader may do on a project, from the role the API gives them (`my_role`). */
export function permissionsOf(project: Pick<EngagementRecord, 'my_role' | 'archived' | 'status'>) {
  const live = !project.archived;
  const role = project.my_role;
  const edit = live && (role === 'owner' || role === 'editor');
  // A completed or cancelled project's milestones are its record (the decider refuses any change).
  const milestonesOpen = project.status !== 'completed' && project.status !== 'cancelled';
  return {
    /** Details and team. */
    edit,
    /** Status, collaborators, archive. */
    manage: live && role === 'owner',
    /** Adding, changing and removing milestones. */
    editMilestones: edit && milestonesOpen,
    /** A milestone's status: editors and the owner any; a team member the ones they are responsible for. */
    move: (milestone: { responsible_id: string | null }) =>
      live &&
      milestonesOpen &&
      (role === 'owner' ||
        role === 'editor' ||
        (role === 'member' && !!milestone.responsible_id && milestone.responsible_id === getUserId())),
  };
}
