import type { SpecialistEvent } from '@dth/domain';

/**
 * The `data` of a profile write's answer: what was saved, in the field names of the profile
 * read model, so a client can update its view before the projection catches up.
 */
export function savedSection(event: SpecialistEvent): Record<string, unknown> {
  const id = event.data.specialistId;
  switch (event.type) {
    case 'SpecialistProfileStarted':
      return { id };
    case 'IndustryTitleSet':
      return { id, industry_title: event.data.industryTitle };
    case 'SkillsSet':
      return { id, skills: event.data.skills.map((s) => ({ id: s.id, skill_title: s.title })) };
    case 'IndustryExperiencesSet':
      return { id, industry_experiences: event.data.industryExperiences.map((i) => ({ id: i.id, industry_experience: i.title })) };
    case 'ExperienceLevelSet':
      return { id, experience_level_id: event.data.experienceLevelId };
    case 'LanguagesSet':
      return { id, languages: event.data.languages.map((l) => ({ id: l.id, language_title: l.title, ...(l.code ? { code: l.code } : {}) })) };
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
      return { id, project_types: event.data.projectTypes.map((p) => ({ id: p.id, name: p.name, project_type_title: p.title })) };
    case 'AccountDetailsUpdated': {
      const { city, ...details } = event.data.details;
      return { id, ...details, suburb: city };
    }
    case 'BillingAccountCreated':
    case 'BillingAccountUpdated':
      return { ...event.data.billingAccount };
    case 'VideoAskAnswersSaved':
      return { id, video_ask: event.data.answers };
  }
}
