import type { Command, SystemMetadata } from '../shared/commands';
import { accountCodes } from '../account/messages';
import { resolveCatalogIds, type CatalogItem } from '../catalogs/catalog';
import { isAdmin, type Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors';
import type { Decider } from '../shared/events';
import { withSettings } from '../shared/settings';
import { availabilityProblems, type AvailabilityValues } from './availability';
import { specialistCodes as m } from './messages';
import type { VideoAskAnswerInput } from './schemas';
import {
  EXPERIENCE_LEVELS,
  evolveSpecialist,
  initialSpecialist,
  savedYearsKey,
  specialistSlotChange,
  yearOptionRange,
  type SavedYears,
  type Specialist,
  type SpecialistEvent,
} from './specialist';
import { mergeAnswers, resolveAnswers, type VideoAskCatalogs } from './videoAsk';
import type {
  AccountDetails,
  BillingFields,
  CatalogRef,
  Certificate,
  ExperienceLevelId,
  LanguageRef,
  ProjectTypeRef,
  WorkExperience,
} from './valueObjects';

// ── Commands ─────────────────────────────────────────────────────────────────
/*
 * Field values arrive parsed by the schemas of ./schemas. Catalog-backed commands carry the
 * catalog as the handler read it, so the decider resolves ids to titles without any I/O; new
 * ids (certificate, project, billing account) arrive in the command too.
 */
type OnProfile<Type extends string, Data> = Command<Type, { specialistId: string } & Data>;

/** Registering a specialist starts their empty profile; starting it again changes nothing. */
export type StartProfile = Command<
  'StartProfile',
  { specialistId: string; firstName: string; lastName: string; email: string },
  SystemMetadata
>;
/** The erasure of the person's account closes the profile to every change (the erasure's job, once more changes nothing). */
export type CloseErasedProfile = Command<'CloseErasedProfile', { specialistId: string }, SystemMetadata>;

export type SetIndustryTitle = OnProfile<'SetIndustryTitle', { industryTitle: string }>;
export type SetSkills = OnProfile<'SetSkills', { skillIds: number[]; catalog: CatalogItem[] }>;
export type SetIndustryExperiences = OnProfile<
  'SetIndustryExperiences',
  { industryIds: number[]; catalog: CatalogItem[] }
>;
export type SetExperienceLevel = OnProfile<'SetExperienceLevel', { experienceLevelId: ExperienceLevelId }>;
export type SetLanguages = OnProfile<'SetLanguages', { languageIds: number[]; catalog: CatalogItem[] }>;
export type SetAboutMe = OnProfile<'SetAboutMe', { description: string }>;
export type AddCertificate = OnProfile<'AddCertificate', { certificate: Certificate }>;
export type UpdateCertificate = OnProfile<'UpdateCertificate', { certificate: Certificate }>;
export type DeleteCertificate = OnProfile<'DeleteCertificate', { certificateId: string }>;
export type AddProject = OnProfile<'AddProject', { project: WorkExperience }>;
export type UpdateProject = OnProfile<'UpdateProject', { project: WorkExperience }>;
export type DeleteProject = OnProfile<'DeleteProject', { projectId: string }>;
export type SetProjectInterests = OnProfile<
  'SetProjectInterests',
  { projectTypeIds: number[]; catalog: CatalogItem[] }
>;
export type UpdateAccountDetails = OnProfile<'UpdateAccountDetails', { details: AccountDetails }>;
/** The account form's billing_profile: creates the billing account, or updates the one there is. */
export type SetBillingProfile = OnProfile<'SetBillingProfile', { billing: BillingFields; newBillingAccountId: string }>;
export type CreateBillingAccount = OnProfile<
  'CreateBillingAccount',
  { billing: BillingFields; newBillingAccountId: string }
>;
export type UpdateBillingAccount = OnProfile<
  'UpdateBillingAccount',
  { billing: BillingFields; billingAccountId: string }
>;
/** `PUT update-videoask`: the whole list, where an answer with an empty response clears its slot. */
export type SaveVideoAskAnswers = OnProfile<
  'SaveVideoAskAnswers',
  { answers: VideoAskAnswerInput[]; catalogs: VideoAskCatalogs }
>;
/** `POST videoask/update`: poll and text answers laid over the saved ones; `email` must be the profile's. */
export type SubmitVideoAskAnswers = OnProfile<
  'SubmitVideoAskAnswers',
  { answers: VideoAskAnswerInput[]; email: string; catalogs: VideoAskCatalogs }
>;
/** `PUT /user/specialist/{id}/availability`: the whole section, by the specialist or an admin. */
export type SetAvailability = OnProfile<'SetAvailability', { availability: AvailabilityValues }>;

export type SpecialistCommand =
  | StartProfile
  | CloseErasedProfile
  | SetIndustryTitle
  | SetSkills
  | SetIndustryExperiences
  | SetExperienceLevel
  | SetLanguages
  | SetAboutMe
  | AddCertificate
  | UpdateCertificate
  | DeleteCertificate
  | AddProject
  | UpdateProject
  | DeleteProject
  | SetProjectInterests
  | UpdateAccountDetails
  | SetBillingProfile
  | CreateBillingAccount
  | UpdateBillingAccount
  | SaveVideoAskAnswers
  | SubmitVideoAskAnswers
  | SetAvailability;

// ── Decisions ────────────────────────────────────────────────────────────────
/** Only the profile's owner, an admin or a super_admin may change a profile (403 otherwise), whatever its state. */
export function assertCanEditProfile(actor: Actor, specialistId: string): void {
  if (actor.userId !== specialistId && !isAdmin(actor)) throw new ForbiddenError(m.notYourProfile);
}

function resolve(catalog: CatalogItem[], ids: number[], field: string, what: string): CatalogItem[] {
  const { found, unknown } = resolveCatalogIds(catalog, ids);
  if (unknown.length > 0) {
    const message = m.unknownIds(what, unknown);
    throw new ValidationError(message, { [field]: message });
  }
  return found;
}
const refs = (items: CatalogItem[]): CatalogRef[] => items.map(({ id, title }) => ({ id, title }));

/**
 * A certificate's or project's years must be year options when the command is made (spec 5: the
 * current year and the 29 before it), never a future year. A year saved earlier that has since
 * aged out of the options may be kept as it is, so an old certificate still saves when only its
 * description changes. `path` is where the fields sit in the request body.
 */
function checkYears(years: SavedYears, saved: SavedYears | undefined, now: string, path: string) {
  const { oldest, newest } = yearOptionRange(new Date(now));
  const fields: FieldErrors = {};
  for (const field of ['started_at', 'finished_at'] as const) {
    const year = years[field];
    const kept = saved?.[field] === year && year < oldest;
    if (!kept && !(Number.isInteger(year) && year >= oldest && year <= newest))
      fields[`${path}${field}`] = m.invalidYear;
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(m.invalidYear, fields);
}

function setAvailability({ data, metadata }: SetAvailability): SpecialistEvent[] {
  const { specialistId, availability } = data;
  const fields = availabilityProblems(availability);
  const first = Object.values(fields)[0];
  if (first) throw new ValidationError(first, fields);
  return [{ type: 'AvailabilitySet', data: { specialistId, availability, setAt: metadata.now } }];
}

function startProfile({ data, metadata }: StartProfile, state: Specialist): SpecialistEvent[] {
  if (state.status === 'started') return [];
  const { specialistId, firstName, lastName, email } = data;
  return [
    { type: 'SpecialistProfileStarted', data: { specialistId, firstName, lastName, email, startedAt: metadata.now } },
  ];
}

function decide(command: SpecialistCommand, state: Specialist): SpecialistEvent[] {
  const { specialistId } = command.data;
  const at = command.metadata.now;
  if (command.type === 'CloseErasedProfile')
    return state.status === 'started'
      ? [{ type: 'SpecialistProfileErased', data: { specialistId, erasedAt: at } }]
      : [];
  if (command.type === 'StartProfile') {
    if (state.status === 'erased') throw new ConflictError(accountCodes.erased);
    return startProfile(command, state);
  }
  assertCanEditProfile(command.metadata.actor, specialistId);
  // An erased person's profile takes no other command: 409 `account.erased`, whoever may change it.
  if (state.status === 'erased') throw new ConflictError(accountCodes.erased);
  if (state.status !== 'started') throw new NotFoundError(m.profileNotFound);
  switch (command.type) {
    case 'SetIndustryTitle':
      return [
        { type: 'IndustryTitleSet', data: { specialistId, industryTitle: command.data.industryTitle, setAt: at } },
      ];
    case 'SetSkills': {
      const skills = refs(resolve(command.data.catalog, command.data.skillIds, 'skills', 'skill'));
      return [{ type: 'SkillsSet', data: { specialistId, skills, setAt: at } }];
    }
    case 'SetIndustryExperiences': {
      const industryExperiences = refs(
        resolve(command.data.catalog, command.data.industryIds, 'industry_ids', 'industry experience'),
      );
      return [{ type: 'IndustryExperiencesSet', data: { specialistId, industryExperiences, setAt: at } }];
    }
    case 'SetExperienceLevel': {
      const level = EXPERIENCE_LEVELS.find((l) => l.id === command.data.experienceLevelId);
      if (!level)
        throw new ValidationError(m.experienceLevelInvalid, { experience_level_id: m.experienceLevelInvalid });
      return [
        {
          type: 'ExperienceLevelSet',
          data: { specialistId, experienceLevelId: level.id, experienceLevel: level.title, setAt: at },
        },
      ];
    }
    case 'SetLanguages': {
      const languages: LanguageRef[] = resolve(
        command.data.catalog,
        command.data.languageIds,
        'languages',
        'language',
      ).map(({ id, title, code }) => ({ id, title, ...(code ? { code } : {}) }));
      return [{ type: 'LanguagesSet', data: { specialistId, languages, setAt: at } }];
    }
    case 'SetAboutMe':
      return [{ type: 'AboutMeSet', data: { specialistId, description: command.data.description, setAt: at } }];
    case 'AddCertificate':
      checkYears(command.data.certificate, undefined, at, 'certificate.');
      return [{ type: 'CertificateAdded', data: { specialistId, certificate: command.data.certificate, addedAt: at } }];
    case 'UpdateCertificate': {
      const { certificate } = command.data;
      if (!state.certificateIds.includes(certificate.id)) throw new NotFoundError(m.certificateNotFound);
      checkYears(certificate, state.savedYears[savedYearsKey('certificate', certificate.id)], at, '');
      return [{ type: 'CertificateUpdated', data: { specialistId, certificate, updatedAt: at } }];
    }
    case 'DeleteCertificate':
      if (!state.certificateIds.includes(command.data.certificateId)) throw new NotFoundError(m.certificateNotFound);
      return [
        {
          type: 'CertificateDeleted',
          data: { specialistId, certificateId: command.data.certificateId, deletedAt: at },
        },
      ];
    case 'AddProject':
      checkYears(command.data.project, undefined, at, 'project.');
      return [{ type: 'ProjectAdded', data: { specialistId, project: command.data.project, addedAt: at } }];
    case 'UpdateProject': {
      const { project } = command.data;
      if (!state.projectIds.includes(project.id)) throw new NotFoundError(m.projectNotFound);
      checkYears(project, state.savedYears[savedYearsKey('project', project.id)], at, '');
      return [{ type: 'ProjectUpdated', data: { specialistId, project, updatedAt: at } }];
    }
    case 'DeleteProject':
      if (!state.projectIds.includes(command.data.projectId)) throw new NotFoundError(m.projectNotFound);
      return [{ type: 'ProjectDeleted', data: { specialistId, projectId: command.data.projectId, deletedAt: at } }];
    case 'SetProjectInterests': {
      const projectTypes: ProjectTypeRef[] = resolve(
        command.data.catalog,
        command.data.projectTypeIds,
        'project_type',
        'project type',
      ).map(({ id, title, name }) => ({ id, title, name: name ?? title }));
      return [{ type: 'ProjectInterestsSet', data: { specialistId, projectTypes, setAt: at } }];
    }
    case 'UpdateAccountDetails':
      return [{ type: 'AccountDetailsUpdated', data: { specialistId, details: command.data.details, updatedAt: at } }];
    case 'SetBillingProfile': {
      const id = state.billingAccountId ?? command.data.newBillingAccountId;
      const billingAccount = { id, ...command.data.billing };
      return state.billingAccountId
        ? [{ type: 'BillingAccountUpdated', data: { specialistId, billingAccount, updatedAt: at } }]
        : [{ type: 'BillingAccountCreated', data: { specialistId, billingAccount, createdAt: at } }];
    }
    case 'CreateBillingAccount':
      if (state.billingAccountId) throw new ConflictError(m.billingExists);
      return [
        {
          type: 'BillingAccountCreated',
          data: {
            specialistId,
            billingAccount: { id: command.data.newBillingAccountId, ...command.data.billing },
            createdAt: at,
          },
        },
      ];
    case 'UpdateBillingAccount':
      if (!state.billingAccountId || state.billingAccountId !== command.data.billingAccountId)
        throw new NotFoundError(m.billingNotFound);
      return [
        {
          type: 'BillingAccountUpdated',
          data: {
            specialistId,
            billingAccount: { id: state.billingAccountId, ...command.data.billing },
            updatedAt: at,
          },
        },
      ];
    case 'SaveVideoAskAnswers': {
      const answers = resolveAnswers(command.data.answers, command.data.catalogs, {
        field: 'video_ask',
        requireResponse: false,
        previous: state.answers,
        now: at,
      });
      return [{ type: 'VideoAskAnswersSaved', data: { specialistId, answers, savedAt: at } }];
    }
    case 'SubmitVideoAskAnswers': {
      if (command.data.email.trim().toLowerCase() !== state.email?.toLowerCase()) {
        throw new ValidationError(m.emailMismatch, { 'contact.email': m.emailMismatch });
      }
      const updates = resolveAnswers(command.data.answers, command.data.catalogs, {
        field: 'contact.answers',
        requireResponse: true,
        types: ['poll', 'text'],
        previous: state.answers,
        now: at,
      });
      return [
        {
          type: 'VideoAskAnswersSaved',
          data: { specialistId, answers: mergeAnswers(state.answers, updates), savedAt: at },
        },
      ];
    }
    case 'SetAvailability':
      return setAvailability(command);
  }
}

export const decideSpecialist = decide;

export const specialistDecider: Decider<SpecialistCommand, SpecialistEvent, Specialist> = withSettings(
  { initialState: initialSpecialist, evolve: evolveSpecialist, decide },
  specialistSlotChange,
);
