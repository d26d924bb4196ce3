import type { DomainEvent } from '../shared/events';
import type {
  AccountDetails, BillingAccount, CatalogRef, Certificate, ExperienceLevelId, LanguageRef, ProjectTypeRef, VideoAskAnswer, WorkExperience,
} from './valueObjects';

// ── Constants (spec section 9) ───────────────────────────────────────────────
export const ABOUT_ME_MAX_LENGTH = 1000;
/** Certificates' and projects' descriptions: the spec sets no limit, so the about-me one applies. */
export const DESCRIPTION_MAX_LENGTH = 1000;
export const OWNER_PHONE_MAX_LENGTH = 15;
export const YEAR_OPTION_COUNT = 30;
export const SKILLS_SHOWN_BEFORE_MORE = 6;
/** At most this many entries in one selection (skills, languages…), so a request stays small. */
export const MAX_SELECTION = 100;
export const EXPERIENCE_LEVELS: readonly { id: ExperienceLevelId; title: string }[] = [
  { id: 1, title: 'Beginner' },
  { id: 2, title: 'Mid-weight' },
  { id: 3, title: 'Experienced' },
];

/** The years a certificate or project may start or end in: the current one and the 29 before, newest first. */
export function yearOptions(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: YEAR_OPTION_COUNT }, (_, i) => year - i);
}

export const toSpecialistStream = (specialistId: string) => `specialist-${specialistId}`;

// ── Events ───────────────────────────────────────────────────────────────────
/** Registering a specialist starts their empty profile. */
export type SpecialistProfileStarted = DomainEvent<
  'SpecialistProfileStarted',
  { specialistId: string; firstName: string; lastName: string; email: string; startedAt: string }
>;
export type IndustryTitleSet = DomainEvent<'IndustryTitleSet', { specialistId: string; industryTitle: string; setAt: string }>;
export type SkillsSet = DomainEvent<'SkillsSet', { specialistId: string; skills: CatalogRef[]; setAt: string }>;
export type IndustryExperiencesSet = DomainEvent<
  'IndustryExperiencesSet',
  { specialistId: string; industryExperiences: CatalogRef[]; setAt: string }
>;
export type ExperienceLevelSet = DomainEvent<
  'ExperienceLevelSet',
  { specialistId: string; experienceLevelId: ExperienceLevelId; experienceLevel: string; setAt: string }
>;
export type LanguagesSet = DomainEvent<'LanguagesSet', { specialistId: string; languages: LanguageRef[]; setAt: string }>;
/** The "More about you" text (professional_experience_info), already cut to 1000 characters. */
export type AboutMeSet = DomainEvent<'AboutMeSet', { specialistId: string; description: string; setAt: string }>;
export type CertificateAdded = DomainEvent<'CertificateAdded', { specialistId: string; certificate: Certificate; addedAt: string }>;
export type CertificateUpdated = DomainEvent<'CertificateUpdated', { specialistId: string; certificate: Certificate; updatedAt: string }>;
export type CertificateDeleted = DomainEvent<'CertificateDeleted', { specialistId: string; certificateId: string; deletedAt: string }>;
export type ProjectAdded = DomainEvent<'ProjectAdded', { specialistId: string; project: WorkExperience; addedAt: string }>;
export type ProjectUpdated = DomainEvent<'ProjectUpdated', { specialistId: string; project: WorkExperience; updatedAt: string }>;
export type ProjectDeleted = DomainEvent<'ProjectDeleted', { specialistId: string; projectId: string; deletedAt: string }>;
export type ProjectInterestsSet = DomainEvent<'ProjectInterestsSet', { specialistId: string; projectTypes: ProjectTypeRef[]; setAt: string }>;
export type AccountDetailsUpdated = DomainEvent<
  'AccountDetailsUpdated',
  { specialistId: string; details: AccountDetails; updatedAt: string }
>;
export type BillingAccountCreated = DomainEvent<
  'BillingAccountCreated',
  { specialistId: string; billingAccount: BillingAccount; createdAt: string }
>;
export type BillingAccountUpdated = DomainEvent<
  'BillingAccountUpdated',
  { specialistId: string; billingAccount: BillingAccount; updatedAt: string }
>;
/** The whole answer list after a save: clearing a slot or answering one both end here. */
export type VideoAskAnswersSaved = DomainEvent<
  'VideoAskAnswersSaved',
  { specialistId: string; answers: VideoAskAnswer[]; savedAt: string }
>;

export type SpecialistEvent =
  | SpecialistProfileStarted | IndustryTitleSet | SkillsSet | IndustryExperiencesSet | ExperienceLevelSet | LanguagesSet | AboutMeSet
  | CertificateAdded | CertificateUpdated | CertificateDeleted | ProjectAdded | ProjectUpdated | ProjectDeleted | ProjectInterestsSet
  | AccountDetailsUpdated | BillingAccountCreated | BillingAccountUpdated | VideoAskAnswersSaved;

export const SPECIALIST_EVENT_TYPES: readonly SpecialistEvent['type'][] = [
  'SpecialistProfileStarted', 'IndustryTitleSet', 'SkillsSet', 'IndustryExperiencesSet', 'ExperienceLevelSet', 'LanguagesSet', 'AboutMeSet',
  'CertificateAdded', 'CertificateUpdated', 'CertificateDeleted', 'ProjectAdded', 'ProjectUpdated', 'ProjectDeleted', 'ProjectInterestsSet',
  'AccountDetailsUpdated', 'BillingAccountCreated', 'BillingAccountUpdated', 'VideoAskAnswersSaved',
];

// ── State (only what decisions need) ─────────────────────────────────────────
export interface Specialist {
  status: 'none' | 'started';
  specialistId?: string;
  email?: string;
  certificateIds: string[];
  projectIds: string[];
  billingAccountId?: string;
  answers: VideoAskAnswer[];
}

export const initialSpecialist = (): Specialist => ({ status: 'none', certificateIds: [], projectIds: [], answers: [] });

const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);

export function evolveSpecialist(state: Specialist, event: SpecialistEvent): Specialist {
  switch (event.type) {
    case 'SpecialistProfileStarted':
      return { ...state, status: 'started', specialistId: event.data.specialistId, email: event.data.email };
    case 'CertificateAdded':
      return { ...state, certificateIds: withId(state.certificateIds, event.data.certificate.id) };
    case 'CertificateDeleted':
      return { ...state, certificateIds: state.certificateIds.filter((id) => id !== event.data.certificateId) };
    case 'ProjectAdded':
      return { ...state, projectIds: withId(state.projectIds, event.data.project.id) };
    case 'ProjectDeleted':
      return { ...state, projectIds: state.projectIds.filter((id) => id !== event.data.projectId) };
    case 'BillingAccountCreated':
    case 'BillingAccountUpdated':
      return { ...state, billingAccountId: event.data.billingAccount.id };
    case 'VideoAskAnswersSaved':
      return { ...state, answers: event.data.answers };
    default:
      return state;
  }
}
