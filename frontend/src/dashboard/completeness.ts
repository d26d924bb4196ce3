import type { SpecialistProfile } from './profileTypes';

/** Profile sections the completeness card lists, each with the profile page anchor that edits it (spec 2.6). */
export interface Section {
  id: 'personal' | 'level' | 'skills' | 'certifications' | 'projects' | 'interests' | 'about' | 'billing';
  anchor: string;
  done: boolean;
}

const some = (list: unknown) => Array.isArray(list) && list.length > 0;
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

export function sectionsOf(profile: SpecialistProfile): Section[] {
  const answered = (profile.video_ask ?? []).some((a) => text(a?.media_url) || text(a?.input_text));
  return [
    { id: 'personal', anchor: 'basic-info', done: text(profile.first_name) && text(profile.last_name) && text(profile.industry_title) },
    { id: 'level', anchor: 'basic-info', done: typeof profile.experience_level_id === 'number' && profile.experience_level_id > 0 },
    { id: 'skills', anchor: 'skills', done: some(profile.specialist_skills) },
    { id: 'certifications', anchor: 'certificate', done: some(profile.educations) },
    { id: 'projects', anchor: 'projects', done: some(profile.work_experiences) },
    { id: 'interests', anchor: 'projectinterest', done: some(profile.project_types) },
    { id: 'about', anchor: 'basic-info', done: answered || text(profile.professional_experience_info) },
    { id: 'billing', anchor: 'basic-info', done: Boolean(profile.billing_account) },
  ];
}

/** The server's profile_completeness (a percentage) when it sends one, else the share of sections done. */
export function completenessOf(profile: SpecialistProfile, sections = sectionsOf(profile)): number {
  const fromServer = Number(profile.profile_completeness);
  if (profile.profile_completeness != null && Number.isFinite(fromServer)) return Math.min(100, Math.max(0, Math.round(fromServer)));
  return Math.round((sections.filter((s) => s.done).length / sections.length) * 100);
}
