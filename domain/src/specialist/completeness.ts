import type { SpecialistProfile } from './projections/specialistProfile';

/**
 * Profile completeness, one function for the projector (`profile_completeness`, the search
 * card's `completeness`) and the frontend (the dashboard's card and checklist).
 * Sections have equal weight; completeness is the rounded share of those filled in.
 */
export const PROFILE_SECTIONS: readonly { key: string; done: (p: SpecialistProfile) => boolean }[] = [
  { key: 'avatar', done: (p) => !!p.avatar },
  { key: 'industry_title', done: (p) => !!p.industry_title },
  { key: 'about_me', done: (p) => !!p.professional_experience_info },
  { key: 'experience_level', done: (p) => p.experience_level_id !== null },
  { key: 'contact', done: (p) => !!p.phone_number && !!p.country },
  { key: 'skills', done: (p) => p.specialist_skills.length > 0 },
  { key: 'industry_experience', done: (p) => p.dv_industry_experiences.length > 0 },
  { key: 'languages', done: (p) => p.specialist_languages.length > 0 },
  { key: 'certifications', done: (p) => p.educations.length > 0 },
  { key: 'projects', done: (p) => p.work_experiences.length > 0 },
  { key: 'project_interests', done: (p) => p.project_types.length > 0 },
  { key: 'billing', done: (p) => p.billing_account !== null },
  { key: 'preferences', done: (p) => p.practitioner_group !== null && p.client_types.length > 0 },
  { key: 'video_answers', done: (p) => p.answers.slice(2).some((slot) => slot.response !== null) },
];

export const missingProfileSections = (profile: SpecialistProfile) =>
  PROFILE_SECTIONS.filter((s) => !s.done(profile)).map((s) => s.key);

export function profileCompleteness(profile: SpecialistProfile): number {
  const done = PROFILE_SECTIONS.filter((section) => section.done(profile)).length;
  return Math.round((done * 100) / PROFILE_SECTIONS.length);
}

/**
 * What a screen shows: the server's `profile_completeness` when the profile carries one (the
 * document as projected), else the same computation on the profile as the screen holds it.
 */
export function completenessOf(profile: SpecialistProfile): number {
  const fromServer = Number(profile.profile_completeness);
  if (profile.profile_completeness != null && Number.isFinite(fromServer))
    return Math.min(100, Math.max(0, Math.round(fromServer)));
  return profileCompleteness(profile);
}
