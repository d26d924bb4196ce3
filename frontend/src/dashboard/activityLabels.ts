import type { SvgIconComponent } from '@mui/icons-material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';

/** Event types with their own wording (app.dashboard.activity.events.<type>); others read 'other'. */
export const KNOWN_EVENTS = [
  'UserRegistered',
  'PasswordSet',
  'PasswordTokenIssued',
  'SpecialistProfileStarted',
  'SkillsSet',
  'IndustryExperiencesSet',
  'IndustryTitleSet',
  'ExperienceLevelSet',
  'LanguagesSet',
  'AboutMeSet',
  'CertificateAdded',
  'CertificateUpdated',
  'CertificateDeleted',
  'ProjectAdded',
  'ProjectUpdated',
  'ProjectDeleted',
  'ProjectInterestsSet',
  'VideoAskAnswersSaved',
  'AvailabilitySet',
  'AnswerMediaUploaded',
  'AvatarUploaded',
  'AccountDetailsUpdated',
  'OwnerAccountDetailsSet',
  'BillingAccountCreated',
  'BillingAccountUpdated',
  // Networks and invitations
  'NetworkCreated',
  'NetworkDetailsChanged',
  'NetworkArchived',
  'SpecialistInvited',
  'InvitationAccepted',
  'InvitationDeclined',
  'MemberRemoved',
  'MemberLeft',
  'MemberNoteSet',
  'NetworkTeamAdded',
  // Teams
  'TeamCreated',
  'TeamDetailsChanged',
  'TeamMemberAdded',
  'TeamMemberChanged',
  'TeamMemberRemoved',
  'TeamStatusSet',
  'TeamArchived',
  // Client projects
  'EngagementCreated',
  'EngagementDetailsChanged',
  'EngagementStatusChanged',
  'EngagementTeamAssigned',
  'EngagementArchived',
  'MilestoneAdded',
  'MilestoneChanged',
  'MilestoneStatusSet',
  'MilestoneRemoved',
  'CollaboratorAdded',
  'CollaboratorInvited',
  'CollaboratorInvitationAccepted',
  'CollaboratorInvitationDeclined',
  'CollaboratorInvitationWithdrawn',
  'CollaboratorRoleChanged',
  'CollaboratorRemoved',
  // Company profile
  'BusinessOwnerProfileSet',
  'BusinessOwnerLogoUploaded',
  'BusinessOwnerLogoRemoved',
  // Personal data
  'PersonalDataExportRequested',
  'AccountErasureRequested',
  'AccountErasureCancelled',
] as const;

/**
 * The wording of one event of the user's feed. A specialist who leaves a network is also taken out
 * of its teams by their own action: that TeamMemberRemoved reads as leaving a team, not removing someone.
 */
export function activityKey(type: string, item?: { data?: Record<string, unknown> }, userId?: string | null): string {
  if (type === 'TeamMemberRemoved' && userId && item?.data?.specialistId === userId)
    return 'app.dashboard.activity.events.TeamLeft';
  return `app.dashboard.activity.events.${(KNOWN_EVENTS as readonly string[]).includes(type) ? type : 'other'}`;
}

export function activityIcon(type: string): SvgIconComponent {
  if (type.startsWith('Invitation') || type === 'SpecialistInvited') return MailOutlineRounded;
  if (type.startsWith('Network') || type.startsWith('Member')) return HubOutlined;
  if (type.startsWith('Team')) return GroupsOutlined;
  if (type.startsWith('Milestone')) return FlagOutlined;
  if (type.startsWith('Collaborator')) return ShareOutlined;
  if (type.startsWith('Engagement')) return WorkOutlineOutlined;
  if (type.startsWith('BusinessOwner')) return BusinessOutlined;
  if (type.startsWith('Password') || type === 'UserRegistered') return LockOutlined;
  if (type.startsWith('Certificate')) return SchoolOutlined;
  if (type.startsWith('Project')) return WorkOutlineOutlined;
  if (type.startsWith('Billing')) return ReceiptLongOutlined;
  if (type.startsWith('Avatar')) return PhotoCameraOutlined;
  if (type.startsWith('VideoAsk') || type.startsWith('AnswerMedia')) return VideocamOutlined;
  if (type.startsWith('Account') || type === 'OwnerAccountDetailsSet') return BadgeOutlined;
  return EditNoteOutlined;
}
