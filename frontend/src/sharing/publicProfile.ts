import type { SpecialistProfile } from '../profile';

/**
 * A shared link's public profile (docs/api.md 'Share links': no email, phone, address below the
 * country, billing or answers) in the shape the profile page's sections read, so a shared member
 * shows in the spec's profile layout. What the public profile does not hold is empty: the
 * sections then show their empty state, or nothing where a viewer never sees an empty section.
 */
type Data = Record<string, unknown>;
type Ref = { id: number; title: string; code?: string };

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const refsOf = (value: unknown): Ref[] =>
  (Array.isArray(value) ? value : []).filter(isData).map((item, index) => ({
    id: typeof item.id === 'number' ? item.id : index,
    title: wordOf(item.title ?? item.name),
    ...(typeof item.code === 'string' && item.code ? { code: item.code } : {}),
  }));
/** A scalar as its text (a number's digits), anything else as `fallback`. */
const wordOf = (value: unknown, fallback = ''): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : fallback;
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const yearOf = (value: unknown): number =>
  typeof value === 'number' ? value : Number.parseInt(wordOf(value), 10) || 0;

const UNANSWERED = { type: 'text', response: null, questionTitle: '', token: '' } as const;

export function viewableProfileOf(publicProfile: Data): SpecialistProfile {
  const id = wordOf(publicProfile.id);
  const level = publicProfile.experience_level_id;
  const group = isData(publicProfile.practitioner_group) ? publicProfile.practitioner_group : null;
  return {
    id,
    first_name: wordOf(publicProfile.first_name),
    last_name: wordOf(publicProfile.last_name),
    email: '',
    avatar: textOf(publicProfile.avatar),
    industry_title: textOf(publicProfile.industry_title),
    professional_experience_info: textOf(publicProfile.professional_experience_info),
    experience_level_id: level === 1 || level === 2 || level === 3 ? level : null,
    phone_code: null,
    phone_number: null,
    country: textOf(publicProfile.country),
    state: null,
    suburb: null,
    category: 'specialist',
    specialist_skills: refsOf(publicProfile.skills).map((skill) => ({
      id: skill.id,
      skill_id: skill.id,
      specialist_id: id,
      createdAt: '',
      updatedAt: '',
      dv_skills: { id: skill.id, skill_title: skill.title },
    })),
    dv_industry_experiences: refsOf(publicProfile.industries).map((industry) => ({
      industry_experience: { id: industry.id, industry_experience: industry.title },
    })),
    specialist_languages: refsOf(publicProfile.languages).map((language) => ({
      dv_language: { id: language.id, language_title: language.title, code: language.code },
    })),
    project_types: refsOf(publicProfile.project_types).map((type) => ({
      dv_project_types: { id: type.id, name: type.title, project_type_title: type.title },
    })),
    educations: (Array.isArray(publicProfile.educations) ? publicProfile.educations : [])
      .filter(isData)
      .map((item, index) => ({
        id: wordOf(item.id, `education-${index}`),
        degree: wordOf(item.degree),
        name: wordOf(item.name),
        specialisation: wordOf(item.specialisation),
        started_at: yearOf(item.started_at),
        finished_at: yearOf(item.finished_at),
        description: textOf(item.description),
      })),
    work_experiences: (Array.isArray(publicProfile.work_experiences) ? publicProfile.work_experiences : [])
      .filter(isData)
      .map((item, index) => ({
        id: wordOf(item.id, `experience-${index}`),
        name: wordOf(item.name),
        position: wordOf(item.position),
        started_at: yearOf(item.started_at),
        finished_at: yearOf(item.finished_at),
        description: textOf(item.description),
        city: wordOf(item.city),
        country: wordOf(item.country),
      })),
    billing_account: null,
    video_ask: [],
    answers: Array.from({ length: 10 }, () => ({ ...UNANSWERED })),
    practitioner_group: group && typeof group.id === 'number' ? { id: group.id, title: wordOf(group.title) } : null,
    client_types: [],
    admired_brands: null,
    avatar_status: 'none',
    avatar_error: null,
    avatar_renditions: null,
    answer_media: [],
    profile_completeness: 0,
    created_at: '',
    updated_at: '',
  };
}
