import type { SvgIconComponent } from '@mui/icons-material';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
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
  'AnswerMediaUploaded',
  'AvatarUploaded',
  'AccountDetailsUpdated',
  'BillingAccountCreated',
  'BillingAccountUpdated',
] as const;

export const activityKey = (type: string) => `app.dashboard.activity.events.${(KNOWN_EVENTS as readonly string[]).includes(type) ? type : 'other'}`;

export function activityIcon(type: string): SvgIconComponent {
  if (type.startsWith('Password') || type === 'UserRegistered') return LockOutlined;
  if (type.startsWith('Certificate')) return SchoolOutlined;
  if (type.startsWith('Project')) return WorkOutlineOutlined;
  if (type.startsWith('Billing')) return ReceiptLongOutlined;
  if (type.startsWith('Avatar')) return PhotoCameraOutlined;
  if (type.startsWith('VideoAsk') || type.startsWith('AnswerMedia')) return VideocamOutlined;
  if (type.startsWith('Account')) return BadgeOutlined;
  return EditNoteOutlined;
}
