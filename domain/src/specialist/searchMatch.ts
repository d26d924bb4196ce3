import { normalizeText, prefixTokens, queryTokens, wordsOf } from '../shared/textSearch';
import type { DayRate } from './availability';
import { dayNumber, type SpecialistCard } from './projections/specialistCard';
import type { SpecialistFilter } from './searchFilter';

/*
 * One specialist against a search's filter, with the meaning `GET /specialists` gives it over the
 * Redis indexes (query-api/src/hiring/specialistSearch.ts): what a saved search's alert asks of each
 * changed profile (notificationReactor.ts). `for_team` only ranks, so it never excludes anyone here.
 */

/** The card's fields a filter reads. */
export type SearchableCard = Pick<
  SpecialistCard,
  'id' | 'first_name' | 'last_name' | 'industry_title' | 'experience_level_id' | 'country' | 'availability' | 'erased'
> & {
  skills: readonly { id: number; title: string }[];
  industries: readonly { id: number }[];
  languages: readonly { id: number }[];
  project_types: readonly { id: number }[];
  practitioner_group: { id: number } | null;
};

/** What the search knows beside the card: the rate (never on the card), the booked days, and who searches. */
export interface SearchContext {
  dayRate: DayRate | null;
  bookedDaysPerWeek: number;
  /** Admins find everyone discoverable and filter on every rate. */
  searcherIsAdmin: boolean;
  /** The specialist joined a network the searcher owns: found when discoverable by networks, and their rate seen. */
  joinedSearchersNetwork: boolean;
}

const anyOf = (wanted: readonly number[] | undefined, has: readonly { id: number }[]) =>
  wanted === undefined || has.some((item) => wanted.includes(item.id));

/** A word of the query starts a word of the name or industry title, or of one of the card's skills' titles. */
function matchesWords(q: string, card: SearchableCard): boolean {
  const tokens = new Set(prefixTokens(card.first_name, card.last_name, card.industry_title));
  const skillWords = card.skills.flatMap((s) => wordsOf(s.title));
  return queryTokens(q).every((token) => tokens.has(token) || skillWords.some((word) => word.startsWith(token)));
}

export function matchesSearchFilter(filter: SpecialistFilter, card: SearchableCard, context: SearchContext): boolean {
  const { availability: a } = card;
  const mayFind =
    a.discoverable === 'everyone' ||
    (a.discoverable === 'networks' && (context.searcherIsAdmin || context.joinedSearchersNetwork));
  if (card.erased || !mayFind) return false;
  if (filter.id && !filter.id.includes(card.id)) return false;
  if (filter.q !== undefined && !matchesWords(filter.q, card)) return false;
  const skillIds = card.skills.map((s) => s.id);
  if (filter.skill_ids) {
    const held = filter.skill_ids.filter((id) => skillIds.includes(id));
    if (filter.skills_match === 'all' ? held.length < filter.skill_ids.length : held.length === 0) return false;
  }
  if (!anyOf(filter.industry_ids, card.industries)) return false;
  if (!anyOf(filter.language_ids, card.languages)) return false;
  if (!anyOf(filter.project_type_ids, card.project_types)) return false;
  if (filter.experience_level_id && !filter.experience_level_id.includes(card.experience_level_id ?? 0)) return false;
  if (
    filter.practitioner_group_id &&
    !anyOf(filter.practitioner_group_id, card.practitioner_group ? [card.practitioner_group] : [])
  )
    return false;
  if (filter.country) {
    const country = normalizeText(card.country ?? '');
    if (!country || !filter.country.some((c) => normalizeText(c) === country)) return false;
  }
  if (filter.open_to_work !== undefined && filter.open_to_work !== a.open_to_work) return false;
  if (filter.available_by !== undefined) {
    const from = a.available_from ? dayNumber(a.available_from) : 0;
    if (!a.open_to_work || from > dayNumber(filter.available_by)) return false;
  }
  if (
    filter.free_days_gte !== undefined &&
    Math.max(0, a.days_per_week - context.bookedDaysPerWeek) < filter.free_days_gte
  )
    return false;
  if (filter.day_rate_lte !== undefined && filter.day_rate_currency !== undefined) {
    // As the search: only a rate the searcher may see can match, or the filter would tell it.
    const seesRate = context.searcherIsAdmin || context.joinedSearchersNetwork;
    const rate = context.dayRate;
    if (
      !seesRate ||
      !rate ||
      rate.currency.toUpperCase() !== filter.day_rate_currency ||
      rate.amount > filter.day_rate_lte
    )
      return false;
  }
  return true;
}
