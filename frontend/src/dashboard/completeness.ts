import { PROFILE_SECTIONS, type SpecialistProfile } from '@dth/domain/src/specialist/projections/specialistProfile';

export type ProfileState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; profile: SpecialistProfile };

/** Where on the profile page each completeness section is edited (its tab anchor, spec 2.6). */
const ANCHORS: Record<string, string> = {
  skills: 'skills',
  industry_experience: 'skills',
  certifications: 'certificate',
  projects: 'projects',
  project_interests: 'projectinterest',
};

export interface Section {
  id: string;
  anchor: string;
  done: boolean;
}

/** The server's own sections (domain PROFILE_SECTIONS), so the list and the percentage always agree. */
export function sectionsOf(profile: SpecialistProfile): Section[] {
  return PROFILE_SECTIONS.map((section) => ({
    id: section.key,
    anchor: ANCHORS[section.key] ?? 'basic-info',
    done: section.done(profile),
  }));
}

/** The server's profile_completeness (a percentage) when it sends one, else the share of sections done. */
export function completenessOf(profile: SpecialistProfile, sections = sectionsOf(profile)): number {
  const fromServer = Number(profile.profile_completeness);
  if (profile.profile_completeness != null && Number.isFinite(fromServer)) return Math.min(100, Math.max(0, Math.round(fromServer)));
  return Math.round((sections.filter((s) => s.done).length / sections.length) * 100);
}
