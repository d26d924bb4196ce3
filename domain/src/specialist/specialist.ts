import type { DomainEvent } from '../shared/events';
import { DEFAULT_AVAILABILITY, type AvailabilityValues } from './availability';
import type { Settings, SlotChange } from '../shared/settings';
import type {
  AccountDetails,
  BillingAccount,
  CatalogRef,
  Certificate,
  ExperienceLevelId,
  LanguageRef,
  ProjectTypeRef,
  VideoAskAnswer,
  WorkExperience,
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

const HOUR_MS = 60 * 60 * 1000;
/**
 * Whether `year` is one of the year options at `now` for someone, somewhere: the form offers the
 * years of the user's own clock, so for the day around New Year a form in Sydney (UTC+14 at the
 * most) already offers the new year while one in Honolulu (UTC-12 at the least) still offers the
 * oldest. Outside that day it is exactly the spec's 30 years.
 */
export function yearOptionRange(now: Date): { oldest: number; newest: number } {
  const newest = new Date(now.getTime() + 14 * HOUR_MS).getUTCFullYear();
  const oldest = new Date(now.getTime() - 12 * HOUR_MS).getUTCFullYear() - (YEAR_OPTION_COUNT - 1);
  return { oldest, newest };
}
export function isYearOption(year: number, now: Date): boolean {
  const { oldest, newest } = yearOptionRange(now);
  return Number.isInteger(year) && year >= oldest && year <= newest;
}

export const toSpecialistStream = (specialistId: string) => `specialist-${specialistId}`;

// ── Events ───────────────────────────────────────────────────────────────────
/** Registering a specialist starts their empty profile. */
export type SpecialistProfileStarted = DomainEvent<
  'SpecialistProfileStarted',
  { specialistId: string; firstName: string; lastName: string; email: string; startedAt: string }
>;
export type IndustryTitleSet = DomainEvent<
  'IndustryTitleSet',
  { specialistId: string; industryTitle: string; setAt: string }
>;
export type SkillsSet = DomainEvent<'SkillsSet', { specialistId: string; skills: CatalogRef[]; setAt: string }>;
export type IndustryExperiencesSet = DomainEvent<
  'IndustryExperiencesSet',
  { specialistId: string; industryExperiences: CatalogRef[]; setAt: string }
>;
export type ExperienceLevelSet = DomainEvent<
  'ExperienceLevelSet',
  { specialistId: string; experienceLevelId: ExperienceLevelId; experienceLevel: string; setAt: string }
>;
export type LanguagesSet = DomainEvent<
  'LanguagesSet',
  { specialistId: string; languages: LanguageRef[]; setAt: string }
>;
/** The "More about you" text (professional_experience_info), already cut to 1000 characters. */
export type AboutMeSet = DomainEvent<'AboutMeSet', { specialistId: string; description: string; setAt: string }>;
export type CertificateAdded = DomainEvent<
  'CertificateAdded',
  { specialistId: string; certificate: Certificate; addedAt: string }
>;
export type CertificateUpdated = DomainEvent<
  'CertificateUpdated',
  { specialistId: string; certificate: Certificate; updatedAt: string }
>;
export type CertificateDeleted = DomainEvent<
  'CertificateDeleted',
  { specialistId: string; certificateId: string; deletedAt: string }
>;
export type ProjectAdded = DomainEvent<
  'ProjectAdded',
  { specialistId: string; project: WorkExperience; addedAt: string }
>;
export type ProjectUpdated = DomainEvent<
  'ProjectUpdated',
  { specialistId: string; project: WorkExperience; updatedAt: string }
>;
export type ProjectDeleted = DomainEvent<
  'ProjectDeleted',
  { specialistId: string; projectId: string; deletedAt: string }
>;
export type ProjectInterestsSet = DomainEvent<
  'ProjectInterestsSet',
  { specialistId: string; projectTypes: ProjectTypeRef[]; setAt: string }
>;
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
/**
 * The specialist, or an admin, set the availability and day rate: open to work, from when, days a
 * week, the day rate, and who finds the profile in search (the whole section each time).
 */
export type AvailabilitySet = DomainEvent<
  'AvailabilitySet',
  { specialistId: string; availability: AvailabilityValues; setAt: string }
>;

/**
 * The person's account was erased: the profile takes no more changes (the read side shows it erased
 * from `AccountErased`, which also makes every earlier field here read as erased).
 */
export type SpecialistProfileErased = DomainEvent<
  'SpecialistProfileErased',
  { specialistId: string; erasedAt: string }
>;

export type SpecialistEvent =
  | SpecialistProfileStarted
  | SpecialistProfileErased
  | IndustryTitleSet
  | SkillsSet
  | IndustryExperiencesSet
  | ExperienceLevelSet
  | LanguagesSet
  | AboutMeSet
  | CertificateAdded
  | CertificateUpdated
  | CertificateDeleted
  | ProjectAdded
  | ProjectUpdated
  | ProjectDeleted
  | ProjectInterestsSet
  | AccountDetailsUpdated
  | BillingAccountCreated
  | BillingAccountUpdated
  | VideoAskAnswersSaved
  | AvailabilitySet;

export const SPECIALIST_EVENT_TYPES: readonly SpecialistEvent['type'][] = [
  'SpecialistProfileStarted',
  'IndustryTitleSet',
  'SkillsSet',
  'IndustryExperiencesSet',
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
  'AccountDetailsUpdated',
  'BillingAccountCreated',
  'BillingAccountUpdated',
  'VideoAskAnswersSaved',
  'AvailabilitySet',
];

// ── State (only what decisions need) ─────────────────────────────────────────
export interface Specialist {
  status: 'none' | 'started' | 'erased';
  specialistId?: string;
  email?: string;
  certificateIds: string[];
  projectIds: string[];
  /** The saved years of each certificate and project (by id): a year that has aged out of the options may be kept. */
  savedYears: Record<string, SavedYears>;
  billingAccountId?: string;
  answers: VideoAskAnswer[];
  /** The days a week they set in their availability (unset: never set; `daysPerWeekOf`). */
  daysPerWeek?: number;
  /** Each section's and entry's value, so a save that changes nothing appends nothing (shared/settings.ts). */
  settings: Settings;
}
export interface SavedYears {
  started_at: number;
  finished_at: number;
}

export const initialSpecialist = (): Specialist => ({
  status: 'none',
  certificateIds: [],
  projectIds: [],
  savedYears: {},
  answers: [],
  settings: {},
});

/** The days a week a specialist can give teams: their availability's, or a full week when they never set it (DEFAULT_AVAILABILITY). */
export const daysPerWeekOf = (state: Specialist): number => state.daysPerWeek ?? DEFAULT_AVAILABILITY.days_per_week;

const withId = (ids: string[], id: string) => (ids.includes(id) ? ids : [...ids, id]);
/** Keys of `savedYears`: `certificate:<id>` and `project:<id>`. */
export const savedYearsKey = (kind: 'certificate' | 'project', id: string) => `${kind}:${id}`;
const withYears = (state: Specialist, key: string, { started_at, finished_at }: SavedYears) => ({
  ...state.savedYears,
  [key]: { started_at, finished_at },
});
const withoutYears = (state: Specialist, key: string) =>
  Object.fromEntries(Object.entries(state.savedYears).filter(([k]) => k !== key));

export function evolveSpecialist(state: Specialist, event: SpecialistEvent): Specialist {
  switch (event.type) {
    case 'SpecialistProfileStarted':
      return { ...state, status: 'started', specialistId: event.data.specialistId, email: event.data.email };
    case 'SpecialistProfileErased':
      return { ...initialSpecialist(), status: 'erased', specialistId: event.data.specialistId };
    case 'CertificateAdded':
      return {
        ...state,
        certificateIds: withId(state.certificateIds, event.data.certificate.id),
        savedYears: withYears(state, savedYearsKey('certificate', event.data.certificate.id), event.data.certificate),
      };
    case 'CertificateUpdated':
      return {
        ...state,
        savedYears: withYears(state, savedYearsKey('certificate', event.data.certificate.id), event.data.certificate),
      };
    case 'CertificateDeleted':
      return {
        ...state,
        certificateIds: state.certificateIds.filter((id) => id !== event.data.certificateId),
        savedYears: withoutYears(state, savedYearsKey('certificate', event.data.certificateId)),
      };
    case 'ProjectAdded':
      return {
        ...state,
        projectIds: withId(state.projectIds, event.data.project.id),
        savedYears: withYears(state, savedYearsKey('project', event.data.project.id), event.data.project),
      };
    case 'ProjectUpdated':
      return {
        ...state,
        savedYears: withYears(state, savedYearsKey('project', event.data.project.id), event.data.project),
      };
    case 'ProjectDeleted':
      return {
        ...state,
        projectIds: state.projectIds.filter((id) => id !== event.data.projectId),
        savedYears: withoutYears(state, savedYearsKey('project', event.data.projectId)),
      };
    case 'BillingAccountCreated':
    case 'BillingAccountUpdated':
      return { ...state, billingAccountId: event.data.billingAccount.id };
    case 'VideoAskAnswersSaved':
      return { ...state, answers: event.data.answers };
    case 'AvailabilitySet':
      return { ...state, daysPerWeek: event.data.availability.days_per_week };
    default:
      return state;
  }
}

/** The slot each section's or entry's event writes (docs/api.md: a save that changes nothing appends nothing). */
export function specialistSlotChange(event: SpecialistEvent): SlotChange | undefined {
  switch (event.type) {
    case 'IndustryTitleSet':
      return { sets: 'industry_title', value: event.data.industryTitle };
    case 'SkillsSet':
      return { sets: 'skills', value: event.data.skills };
    case 'IndustryExperiencesSet':
      return { sets: 'industry_experiences', value: event.data.industryExperiences };
    case 'ExperienceLevelSet':
      return { sets: 'experience_level', value: event.data.experienceLevelId };
    case 'LanguagesSet':
      return { sets: 'languages', value: event.data.languages };
    case 'AboutMeSet':
      return { sets: 'about', value: event.data.description };
    case 'ProjectInterestsSet':
      return { sets: 'project_interests', value: event.data.projectTypes };
    case 'AccountDetailsUpdated':
      return { sets: 'account_details', value: event.data.details };
    case 'BillingAccountCreated':
      return { fills: 'billing', value: event.data.billingAccount };
    case 'BillingAccountUpdated':
      return { sets: 'billing', value: event.data.billingAccount };
    case 'CertificateAdded':
      return { fills: savedYearsKey('certificate', event.data.certificate.id), value: event.data.certificate };
    case 'CertificateUpdated':
      return { sets: savedYearsKey('certificate', event.data.certificate.id), value: event.data.certificate };
    case 'CertificateDeleted':
      return { clears: savedYearsKey('certificate', event.data.certificateId) };
    case 'ProjectAdded':
      return { fills: savedYearsKey('project', event.data.project.id), value: event.data.project };
    case 'ProjectUpdated':
      return { sets: savedYearsKey('project', event.data.project.id), value: event.data.project };
    case 'ProjectDeleted':
      return { clears: savedYearsKey('project', event.data.projectId) };
    case 'VideoAskAnswersSaved':
      return { sets: 'answers', value: event.data.answers };
    case 'AvailabilitySet':
      return { sets: 'availability', value: event.data.availability };
    default:
      return undefined;
  }
}
