import { storedAvailabilityOf } from '../availability';
import type { SpecialistEvent } from '../specialist';
import type { AccountDetails, CatalogRef, LanguageRef, ProjectTypeRef } from '../valueObjects';

// ── From event data to the profile document's field names ────────────────────
/*
 * The profile projection builds its document with these, and every profile write answers with
 * them (`savedSection`), so what a write says it saved is what the profile will show.
 */
export const skillFields = ({ id, title }: CatalogRef) => ({ id, skill_title: title });
export const industryExperienceFields = ({ id, title }: CatalogRef) => ({ id, industry_experience: title });
export const languageFields = ({ id, title, code }: LanguageRef) => ({
  id,
  language_title: title,
  ...(code ? { code } : {}),
});
export const projectTypeFields = ({ id, name, title }: ProjectTypeRef) => ({ id, name, project_type_title: title });
/** The account form's city is the profile's `suburb`. */
export const accountFields = ({
  first_name,
  last_name,
  phone_code,
  phone_number,
  country,
  state,
  city,
}: AccountDetails) => ({ first_name, last_name, phone_code, phone_number, country, state, suburb: city });

/**
 * The `data` of a profile write's answer: what was saved, in the field names of the profile
 * read model, so a client can update its view before the projection catches up.
 */
export function savedSection(event: SpecialistEvent): Record<string, unknown> {
  const id = event.data.specialistId;
  switch (event.type) {
    case 'SpecialistProfileStarted':
    case 'SpecialistProfileErased':
      return { id };
    case 'IndustryTitleSet':
      return { id, industry_title: event.data.industryTitle };
    case 'SkillsSet':
      return { id, skills: event.data.skills.map(skillFields) };
    case 'IndustryExperiencesSet':
      return { id, industry_experiences: event.data.industryExperiences.map(industryExperienceFields) };
    case 'ExperienceLevelSet':
      return { id, experience_level_id: event.data.experienceLevelId };
    case 'LanguagesSet':
      return { id, languages: event.data.languages.map(languageFields) };
    case 'AboutMeSet':
      return { id, professional_experience_info: event.data.description };
    case 'CertificateAdded':
    case 'CertificateUpdated':
      return { ...event.data.certificate };
    case 'CertificateDeleted':
      return { id: event.data.certificateId };
    case 'ProjectAdded':
    case 'ProjectUpdated':
      return { ...event.data.project };
    case 'ProjectDeleted':
      return { id: event.data.projectId };
    case 'ProjectInterestsSet':
      return { id, project_types: event.data.projectTypes.map(projectTypeFields) };
    case 'AccountDetailsUpdated':
      return { id, ...accountFields(event.data.details) };
    case 'BillingAccountCreated':
    case 'BillingAccountUpdated':
      return { ...event.data.billingAccount };
    case 'VideoAskAnswersSaved':
      return { id, video_ask: event.data.answers };
    case 'AvailabilitySet':
      return {
        id,
        availability: storedAvailabilityOf(event.data.availability),
        day_rate: event.data.availability.day_rate,
      };
  }
}
