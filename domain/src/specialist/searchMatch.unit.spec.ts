import { describe, expect, it } from 'vitest';
import { specialistFilterSchema } from './searchFilter';
import { matchesSearchFilter, type SearchableCard, type SearchContext } from './searchMatch';

const card: SearchableCard = {
  id: 'spec-1',
  first_name: 'Ana',
  last_name: 'Müller',
  industry_title: 'Product designer',
  experience_level_id: 2,
  country: 'Côte d’Ivoire',
  skills: [
    { id: 1, title: 'Figma' },
    { id: 2, title: 'User research' },
  ],
  industries: [{ id: 10 }],
  languages: [{ id: 20 }, { id: 21 }],
  project_types: [{ id: 30 }],
  practitioner_group: { id: 40 },
  availability: { open_to_work: true, available_from: '2026-04-01', days_per_week: 4, discoverable: 'everyone' },
};
const stranger: SearchContext = {
  dayRate: { amount: 500, currency: 'EUR' },
  bookedDaysPerWeek: 1.5,
  searcherIsAdmin: false,
  joinedSearchersNetwork: false,
};
const networkOwner: SearchContext = { ...stranger, joinedSearchersNetwork: true };

/** The filter as the search's schema reads it (a query string's texts included). */
const matches = (filter: Record<string, unknown>, c: SearchableCard = card, context = stranger) =>
  matchesSearchFilter(specialistFilterSchema.parse(filter), c, context);

describe('matchesSearchFilter', () => {
  it('matches everyone discoverable with an empty filter', () => {
    expect(matches({})).toBe(true);
  });

  it('reads each facet as GET /specialists does', () => {
    const cases: [Record<string, unknown>, boolean][] = [
      // words: starts of words of the name, the industry title and the skills' titles; every word must match
      [{ q: 'mull' }, true],
      [{ q: 'prod des' }, true],
      [{ q: 'resea' }, true],
      [{ q: 'ana designer' }, true],
      [{ q: 'ana engineer' }, false],
      [{ q: 'esign' }, false],
      // skills: any, or all
      [{ skill_ids: [1, 99] }, true],
      [{ skill_ids: [98, 99] }, false],
      [{ skill_ids: [1, 2], skills_match: 'all' }, true],
      [{ skill_ids: [1, 99], skills_match: 'all' }, false],
      [{ industry_ids: [10, 11] }, true],
      [{ industry_ids: [11] }, false],
      [{ language_ids: '21' }, true],
      [{ language_ids: [22] }, false],
      [{ experience_level_id: [2, 3] }, true],
      [{ experience_level_id: [1] }, false],
      // countries compare without case and accents
      [{ country: 'cote d ivoire' }, true],
      [{ country: ['France', 'Côte d’Ivoire'] }, true],
      [{ country: 'France' }, false],
      [{ project_type_ids: [30] }, true],
      [{ project_type_ids: [31] }, false],
      [{ practitioner_group_id: [40] }, true],
      [{ practitioner_group_id: [41] }, false],
      [{ open_to_work: true }, true],
      [{ open_to_work: 'false' }, false],
      // available by a day: open to work and available from it or before
      [{ available_by: '2026-04-01' }, true],
      [{ available_by: '2026-03-31' }, false],
      // free days: days a week less the days booked
      [{ free_days_gte: 2.5 }, true],
      [{ free_days_gte: 3 }, false],
    ];
    for (const [filter, expected] of cases)
      expect({ filter, matches: matches(filter) }).toEqual({ filter, matches: expected });
  });

  it('finds someone not open to work only without the availability facets, or with open_to_work false', () => {
    const closed = { ...card, availability: { ...card.availability, open_to_work: false, available_from: null } };
    expect(matches({ open_to_work: false }, closed)).toBe(true);
    expect(matches({ open_to_work: true }, closed)).toBe(false);
    expect(matches({ available_by: '2030-01-01' }, closed)).toBe(false);
    const now = { ...card, availability: { ...card.availability, available_from: null } };
    expect(matches({ available_by: '2020-01-01' }, now)).toBe(true);
  });

  it('never counts free days below none', () => {
    expect(matches({ free_days_gte: 0 }, card, { ...stranger, bookedDaysPerWeek: 9 })).toBe(true);
    expect(matches({ free_days_gte: 0.5 }, card, { ...stranger, bookedDaysPerWeek: 9 })).toBe(false);
  });

  it('filters on a day rate only for a searcher who may see it', () => {
    const rate = { day_rate_lte: 500, day_rate_currency: 'eur' };
    expect(matches(rate, card, stranger)).toBe(false);
    expect(matches(rate, card, networkOwner)).toBe(true);
    expect(matches(rate, card, { ...stranger, searcherIsAdmin: true })).toBe(true);
    expect(matches({ ...rate, day_rate_lte: 499 }, card, networkOwner)).toBe(false);
    expect(matches({ ...rate, day_rate_currency: 'USD' }, card, networkOwner)).toBe(false);
    expect(matches(rate, card, { ...networkOwner, dayRate: null })).toBe(false);
  });

  it('honours discoverable: networks only for owners of a network they joined (and admins), nobody never; erased never', () => {
    const byNetworks = { ...card, availability: { ...card.availability, discoverable: 'networks' as const } };
    expect(matches({}, byNetworks, stranger)).toBe(false);
    expect(matches({}, byNetworks, networkOwner)).toBe(true);
    expect(matches({}, byNetworks, { ...stranger, searcherIsAdmin: true })).toBe(true);
    const hidden = { ...card, availability: { ...card.availability, discoverable: 'nobody' as const } };
    for (const context of [stranger, networkOwner, { ...stranger, searcherIsAdmin: true }])
      expect(matches({}, hidden, context)).toBe(false);
    expect(matches({}, { ...card, erased: true })).toBe(false);
  });

  it('narrows to the given ids, and ignores for_team (it only ranks)', () => {
    expect(matches({ id: ['spec-1', 'spec-2'] })).toBe(true);
    expect(matches({ id: ['spec-2'] })).toBe(false);
    expect(matches({ for_team: 'team-1' })).toBe(true);
  });
});
