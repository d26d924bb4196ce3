/**
 * The project pages' door to @dth/domain (client projects, "engagements" in domain code): deep
 * imports, so only what these pages use is bundled, and only into their own chunk.
 */
export { engagementMessages } from '@dth/domain/engagement/messages';
export {
  ENGAGEMENT_TYPES,
  ENGAGEMENT_STATUSES,
  MILESTONE_STATUSES,
  COLLABORATOR_ROLES,
  ENGAGEMENT_NAME_MAX_LENGTH,
  CLIENT_NAME_MAX_LENGTH,
  BRIEF_MAX_LENGTH,
  MILESTONE_TITLE_MAX_LENGTH,
} from '@dth/domain/engagement/engagement';
export type {
  EngagementType,
  EngagementStatus,
  MilestoneStatus,
  CollaboratorRole,
} from '@dth/domain/engagement/engagement';
export {
  createEngagementSchema,
  updateEngagementSchema,
  assignTeamSchema,
  addMilestoneSchema,
  changeMilestoneSchema,
  addCollaboratorSchema,
  collaboratorRoleSchema,
} from '@dth/domain/engagement/schemas';
export type {
  EngagementRecord,
  EngagementListItem,
  EngagementRole,
} from '@dth/domain/engagement/projections/engagementRecord';
export type {
  EngagementHistoryItem,
  EngagementHistoryAction,
} from '@dth/domain/engagement/projections/engagementHistory';
