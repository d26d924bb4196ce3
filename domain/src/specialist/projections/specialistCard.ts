import { z } from 'zod';
import type { IndexEntry, ProjectionView } from '../../shared/projection';
import { alphabeticalScore, normalizeText, prefixTokens } from '../../shared/textSearch';
import { EXPERIENCE_LEVELS } from '../specialist';
import { storedAvailabilityOf, storedAvailabilitySchema, type StoredAvailability } from '../availability';
import { ERASED_NAME_NOTE } from '../../privacy/erasedNames';
import { catalogRefSchema, languageRefSchema } from '../valueObjects';
import { availabilityOfProfile, dayRateIndex, specialistProfileKey, type SpecialistProfile } from './specialistProfile';

// ── Document: the search card (docs/api.md, `specialists`) ───────────────────
/** Public fields only: a card never carries email, phone, billing or answers. */
export const specialistCardSchema = z.object({
  id: z.string(),
  first_name: z.string().describe(ERASED_NAME_NOTE),
  last_name: z.string().describe(ERASED_NAME_NOTE),
  avatar: z.string().nullable().describe('a small square rendition (128 px WebP) or null'),
  industry_title: z.string().nullable(),
  experience_level_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  experience_level: z.string().nullable(),
  country: z.string().nullable(),
  skills: z.array(catalogRefSchema),
  languages: z.array(languageRefSchema).describe('with its ISO 639-1 `code` when the list gives one'),
  industries: z.array(catalogRefSchema),
  project_types: z.array(catalogRefSchema),
  practitioner_group: catalogRefSchema.nullable(),
  completeness: z.number().int().min(0).max(100).describe('percent, the profile_completeness of the profile'),
  availability: storedAvailabilitySchema.describe('never the day rate, which only some readers may see'),
  erased: z
    .literal(true)
    .optional()
    .describe('the person erased their account (shown as "Erased user"; never in search)'),
});
export type SpecialistCard = z.infer<typeof specialistCardSchema>;

export const specialistCardKey = (specialistId: string) => `specialist-card:${specialistId}`;

const CARD_AVATAR_SIZE = '128';

/** The card of a profile: one function, so the card and the profile can never disagree. */
export function toSpecialistCard(p: SpecialistProfile): SpecialistCard {
  return {
    id: p.id,
    first_name: p.first_name,
    last_name: p.last_name,
    avatar: p.avatar_renditions?.[CARD_AVATAR_SIZE] ?? p.avatar,
    industry_title: p.industry_title,
    experience_level_id: p.experience_level_id,
    experience_level: EXPERIENCE_LEVELS.find((l) => l.id === p.experience_level_id)?.title ?? null,
    country: p.country,
    skills: p.specialist_skills.map((s) => ({ id: s.dv_skills.id, title: s.dv_skills.skill_title })),
    languages: p.specialist_languages.map(({ dv_language: l }) => ({
      id: l.id,
      title: l.language_title,
      ...(l.code ? { code: l.code } : {}),
    })),
    industries: p.dv_industry_experiences.map(({ industry_experience: i }) => ({
      id: i.id,
      title: i.industry_experience,
    })),
    project_types: p.project_types.map(({ dv_project_types: t }) => ({ id: t.id, title: t.project_type_title })),
    practitioner_group: p.practitioner_group,
    completeness: p.profile_completeness,
    availability: storedAvailabilityOf({ ...availabilityOfProfile(p), day_rate: null }),
  };
}

// ── Indexes ──────────────────────────────────────────────────────────────────
/**
 * The search indexes over cards (Redis keys without the keyspace version). Filters are plain
 * sets of specialist ids; `all` (by completeness) and `name` are sorted sets that order results.
 */
export const specialistIndex = {
  all: 'idx:spec:all',
  name: 'idx:spec:name',
  skill: (id: number) => `idx:spec:skill:${id}`,
  industry: (id: number) => `idx:spec:industry:${id}`,
  language: (id: number) => `idx:spec:language:${id}`,
  projectType: (id: number) => `idx:spec:project-type:${id}`,
  level: (id: number) => `idx:spec:level:${id}`,
  practitionerGroup: (id: number) => `idx:spec:group:${id}`,
  country: (country: string) => `idx:spec:country:${normalizeText(country)}`,
  /** A prefix of a word of the name or the industry title (skills are matched through their ids). */
  token: (token: string) => `idx:spec:q:${token}`,
  /** Open to work (a set). */
  openToWork: 'idx:spec:open',
  /** Open to work, by the day they are available from (`dayNumber`; 0 when from now). */
  availableFrom: 'idx:spec:available-from',
  /** Every searchable specialist, by the days a week they work. */
  daysPerWeek: 'idx:spec:days',
  /** Who may find them: `everyone` or `networks` (a profile discoverable by nobody is in neither). */
  discoverable: (who: 'everyone' | 'networks') => `idx:spec:discoverable:${who}`,
  /** Day rates in one currency, by amount (the profile's index: the card never carries the rate). */
  dayRate: dayRateIndex,
};

/** A YYYY-MM-DD day as a whole number of days since 1970 (the `availableFrom` score). */
export const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 86_400_000);

function availabilityIndexes(member: string, a: StoredAvailability): IndexEntry[] {
  return [
    { key: specialistIndex.daysPerWeek, member, score: a.days_per_week },
    ...(a.discoverable === 'nobody' ? [] : [{ key: specialistIndex.discoverable(a.discoverable), member }]),
    ...(a.open_to_work
      ? [
          { key: specialistIndex.openToWork, member },
          { key: specialistIndex.availableFrom, member, score: a.available_from ? dayNumber(a.available_from) : 0 },
        ]
      : []),
  ];
}

/** How a card sorts by name: first name, then last name. */
export const cardNameScore = (card: { first_name: string; last_name: string }) =>
  alphabeticalScore(`${card.first_name} ${card.last_name}`);

export function specialistCardIndexes(card: SpecialistCard): IndexEntry[] {
  const member = card.id;
  const sets = [
    ...card.skills.map((s) => specialistIndex.skill(s.id)),
    ...card.industries.map((i) => specialistIndex.industry(i.id)),
    ...card.languages.map((l) => specialistIndex.language(l.id)),
    ...card.project_types.map((t) => specialistIndex.projectType(t.id)),
    ...(card.experience_level_id !== null ? [specialistIndex.level(card.experience_level_id)] : []),
    ...(card.practitioner_group ? [specialistIndex.practitionerGroup(card.practitioner_group.id)] : []),
    ...(card.country && normalizeText(card.country) ? [specialistIndex.country(card.country)] : []),
    ...prefixTokens(card.first_name, card.last_name, card.industry_title).map(specialistIndex.token),
  ];
  return [
    { key: specialistIndex.all, member, score: card.completeness },
    { key: specialistIndex.name, member, score: cardNameScore(card) },
    ...[...new Set(sets)].map((key) => ({ key, member })),
    ...availabilityIndexes(member, card.availability),
  ];
}

const PROFILE_PREFIX = specialistProfileKey('');

/** The card as a view of the profile: written, indexed and deleted with it by the projector. */
export const specialistCardView: ProjectionView<SpecialistProfile, SpecialistCard> = {
  name: 'SpecialistCard',
  keyOf: (profileKey) => specialistCardKey(profileKey.slice(PROFILE_PREFIX.length)),
  view: (profile) => (profile.erased ? { ...toSpecialistCard(profile), erased: true } : toSpecialistCard(profile)),
  // An erased person's card stays for the teams that show it, but no search finds it.
  indexesOf: (card) => (card.erased ? [] : specialistCardIndexes(card)),
};
