/**
 * The hiring pages' door to @dth/domain (networks, teams, search, company profiles): deep
 * imports, so only what these pages use is bundled, and only into their own chunks.
 */
export { networkMessages } from '@dth/domain/src/network/messages';
export { teamMessages } from '@dth/domain/src/team/messages';
export { businessOwnerMessages } from '@dth/domain/src/businessOwner/messages';
export { MEMBERSHIP_STATUSES, MEMBER_TAGS_MAX, MEMBER_TAG_MAX_LENGTH, MEMBER_NOTE_MAX_LENGTH, NETWORK_NAME_MAX_LENGTH, NETWORK_DESCRIPTION_MAX_LENGTH } from '@dth/domain/src/network/network';
export type { MembershipStatus } from '@dth/domain/src/network/network';
export { TEAM_STATUSES, TEAM_TRANSITIONS, ALLOCATION_DAYS_MIN, ALLOCATION_DAYS_MAX, TEAM_NAME_MAX_LENGTH, TEAM_PURPOSE_MAX_LENGTH, TEAM_ROLE_MAX_LENGTH } from '@dth/domain/src/team/team';
export type { TeamStatus } from '@dth/domain/src/team/team';
export { COMPANY_ABOUT_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, WEBSITE_MAX_LENGTH } from '@dth/domain/src/businessOwner/businessOwner';
export { MAX_FILE_SIZE, mediaMessages } from '@dth/domain/src/media/media';
export { EXPERIENCE_LEVELS } from '@dth/domain/src/specialist/specialist';
export { createNetworkSchema, updateNetworkSchema, invitationSchema, memberNoteSchema } from '@dth/domain/src/network/schemas';
export { createTeamSchema, updateTeamSchema, addTeamMemberSchema, changeTeamMemberSchema } from '@dth/domain/src/team/schemas';
export { businessOwnerProfileSchema } from '@dth/domain/src/businessOwner/schemas';
export type { NetworkRecord } from '@dth/domain/src/network/projections/networkRecord';
export type { NetworkMemberRecord } from '@dth/domain/src/network/projections/networkMember';
export type { TeamRecord } from '@dth/domain/src/team/projections/teamRecord';
export type { TeamHistoryItem } from '@dth/domain/src/team/projections/teamHistory';
export type { SpecialistCard } from '@dth/domain/src/specialist/projections/specialistCard';
export { canOwnNetworks } from '@dth/domain/src/network/businessLogic';
