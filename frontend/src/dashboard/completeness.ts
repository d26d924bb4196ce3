import { PROFILE_SECTIONS, completenessOf as domainCompletenessOf } from '@dth/domain/specialist/completeness';
import type { SpecialistProfile } from '@dth/domain/specialist/projections/specialistProfile';

export type ProfileState =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; profile: SpecialistProfile };

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

/** The server's profile_completeness when it sends one, else the same domain computation (one function for both). */
export function completenessOf(profile: SpecialistProfile, _sections?: Section[]): number {
  return domainCompletenessOf(profile);
}
