import { isAdminRole } from '../shared/authorization';
import type { StoredEvent } from '../shared/events';
import {
  DEFAULT_AVAILABILITY,
  storedAvailabilityOf,
  type AvailabilityValues,
  type DayRate,
} from '../specialist/availability';
import type { SpecialistFilter } from '../specialist/searchFilter';
import { matchesSearchFilter, type SearchableCard } from '../specialist/searchMatch';
import type { VideoAskAnswer } from '../specialist/valueObjects';
import { preferenceAnswers } from '../specialist/videoAsk';

/*
 * Saved searches' alerts (docs/decisions.md, "Saved-search alerts"): the reactor keeps, for each specialist,
 * what the search reads of them, and tells a search's owner once when a change makes the specialist match
 * a search they did not match just before. Two kinds of fact document, both bounded:
 * - one of every saved search (`nrel:saved-searches`: owner, name, filter, alert), as many as are saved;
 * - one per specialist (`nrel:search-card:{id}`): their card's searchable fields, rate, days booked by team,
 *   the owners of the networks they joined, and the searches already told of them (pruned to saved ones).
 */

export interface SavedSearchFacts {
  owner: string;
  ownerIsAdmin: boolean;
  name: string;
  filter: SpecialistFilter;
  alert: boolean;
}
export interface SavedSearchesFacts {
  searches: Record<string, SavedSearchFacts>;
}
export interface SearchCardFacts {
  card: SearchableCard;
  dayRate: DayRate | null;
  /** Allocation days by team. Archiving a team is not seen here (the event names no member), so this may count more than the search does. */
  booked: Record<string, number>;
  /** The owner of each network the specialist joined. */
  networks: Record<string, string>;
  /** The saved searches whose owners were told of this specialist. */
  alerted: string[];
}

export const SAVED_SEARCHES_KEY = 'nrel:saved-searches';
export const searchCardKey = (specialistId: string) => `nrel:search-card:${specialistId}`;

interface Data {
  specialistId: string;
  userId: string;
  teamId: string;
  networkId: string;
  savedSearchId: string;
  ownerId: string;
  name: string;
  filter: SpecialistFilter;
  alert: boolean;
  firstName: string;
  lastName: string;
  industryTitle: string;
  skills: { id: number; title: string }[];
  industryExperiences: { id: number }[];
  experienceLevelId: 1 | 2 | 3;
  languages: { id: number }[];
  projectTypes: { id: number }[];
  details: { first_name: string; last_name: string; country: string | null };
  answers: VideoAskAnswer[];
  availability: AvailabilityValues;
  allocationDays: number;
}

/** The events that change what a search reads of a specialist. */
const CARD_EVENTS = new Set([
  'SpecialistProfileStarted',
  'IndustryTitleSet',
  'SkillsSet',
  'IndustryExperiencesSet',
  'ExperienceLevelSet',
  'LanguagesSet',
  'ProjectInterestsSet',
  'AccountDetailsUpdated',
  'VideoAskAnswersSaved',
  'AvailabilitySet',
  'AccountErased',
  'TeamMemberAdded',
  'TeamMemberChanged',
  'TeamMemberRemoved',
  'InvitationAccepted',
  'MemberRemoved',
  'MemberLeft',
  'MemberErased',
]);
const SAVED_SEARCH_EVENTS = new Set(['SavedSearchCreated', 'SavedSearchChanged', 'SavedSearchDeleted']);

const subjectOf = (event: StoredEvent): string | null => {
  const d = event.data as Partial<Data>;
  return (event.type === 'AccountErased' ? d.userId : d.specialistId) ?? null;
};

/** The fact documents of saved-search alerts an event reads or writes. */
export function alertKeysOf(event: StoredEvent): string[] {
  if (SAVED_SEARCH_EVENTS.has(event.type)) return [SAVED_SEARCHES_KEY];
  const subject = CARD_EVENTS.has(event.type) ? subjectOf(event) : null;
  return subject ? [SAVED_SEARCHES_KEY, searchCardKey(subject)] : [];
}

function newCard(specialistId: string, firstName: string, lastName: string): SearchCardFacts {
  return {
    card: {
      id: specialistId,
      first_name: firstName,
      last_name: lastName,
      industry_title: null,
      experience_level_id: null,
      country: null,
      skills: [],
      industries: [],
      languages: [],
      project_types: [],
      practitioner_group: null,
      availability: storedAvailabilityOf(DEFAULT_AVAILABILITY),
    },
    dayRate: DEFAULT_AVAILABILITY.day_rate,
    booked: {},
    networks: {},
    alerted: [],
  };
}

const ids = (refs: readonly { id: number }[]) => refs.map(({ id }) => ({ id }));

/** The specialist's facts after the event (null: no profile seen yet; `networkOwner`: the owner of the event's network). */
function nextCard(
  event: StoredEvent,
  facts: SearchCardFacts | null,
  networkOwner: string | null,
): SearchCardFacts | null {
  const d = event.data as Data;
  if (event.type === 'SpecialistProfileStarted') return facts ?? newCard(d.specialistId, d.firstName, d.lastName);
  if (!facts) return null;
  const card = (change: Partial<SearchableCard>) => ({ ...facts, card: { ...facts.card, ...change } });
  const { [d.teamId]: _team, ...otherTeams } = facts.booked;
  const { [d.networkId]: _network, ...otherNetworks } = facts.networks;
  switch (event.type) {
    case 'IndustryTitleSet':
      return card({ industry_title: d.industryTitle });
    case 'SkillsSet':
      return card({ skills: d.skills.map(({ id, title }) => ({ id, title })) });
    case 'IndustryExperiencesSet':
      return card({ industries: ids(d.industryExperiences) });
    case 'ExperienceLevelSet':
      return card({ experience_level_id: d.experienceLevelId });
    case 'LanguagesSet':
      return card({ languages: ids(d.languages) });
    case 'ProjectInterestsSet':
      return card({ project_types: ids(d.projectTypes) });
    case 'AccountDetailsUpdated':
      return card({ first_name: d.details.first_name, last_name: d.details.last_name, country: d.details.country });
    case 'VideoAskAnswersSaved': {
      const group = preferenceAnswers(d.answers).practitioner_group;
      return card({ practitioner_group: group && { id: group.id } });
    }
    case 'AvailabilitySet':
      return { ...card({ availability: storedAvailabilityOf(d.availability) }), dayRate: d.availability.day_rate };
    case 'AccountErased':
      return card({ erased: true });
    case 'TeamMemberAdded':
    case 'TeamMemberChanged':
      return { ...facts, booked: { ...otherTeams, [d.teamId]: d.allocationDays } };
    case 'TeamMemberRemoved':
      return { ...facts, booked: otherTeams };
    case 'InvitationAccepted':
      return networkOwner ? { ...facts, networks: { ...otherNetworks, [d.networkId]: networkOwner } } : facts;
    default:
      // A membership ended (removed, left, erased).
      return { ...facts, networks: otherNetworks };
  }
}

/** Whether a saved search's owner finds the specialist of these facts with its filter. */
export function matchesSavedSearch(
  search: Pick<SavedSearchFacts, 'owner' | 'ownerIsAdmin' | 'filter'>,
  facts: SearchCardFacts | null,
): boolean {
  if (!facts) return false;
  return matchesSearchFilter(search.filter, facts.card, {
    dayRate: facts.dayRate,
    bookedDaysPerWeek: Object.values(facts.booked).reduce((sum, days) => sum + days, 0),
    searcherIsAdmin: search.ownerIsAdmin,
    joinedSearchersNetwork: Object.values(facts.networks).includes(search.owner),
  });
}

/** A saved search that a specialist newly matches: its owner is told. */
export interface NewMatch {
  savedSearchId: string;
  owner: string;
  name: string;
  specialistId: string;
}

interface Docs {
  get(key: string): unknown;
  set(key: string, doc: unknown): void;
}

/**
 * Keeps the alert facts of one event and answers the new matches it makes. Saving, changing or turning on
 * a search tells nothing: only a specialist's later change that makes them match (so no flood of those
 * already matching). Each (search, specialist) pair is told at most once while the search is saved.
 */
export function savedSearchAlerts(event: StoredEvent, docs: Docs, networkOwner: string | null): NewMatch[] {
  const d = event.data as Data;
  const saved = (docs.get(SAVED_SEARCHES_KEY) ?? { searches: {} }) as SavedSearchesFacts;
  if (SAVED_SEARCH_EVENTS.has(event.type)) {
    const { [d.savedSearchId]: previous, ...others } = saved.searches;
    const search =
      event.type === 'SavedSearchCreated'
        ? { owner: d.ownerId, ownerIsAdmin: isAdminRole(event.metadata.actorRole) }
        : previous && { owner: previous.owner, ownerIsAdmin: previous.ownerIsAdmin };
    const searches =
      event.type === 'SavedSearchDeleted' || !search
        ? others
        : { ...others, [d.savedSearchId]: { ...search, name: d.name, filter: d.filter, alert: d.alert } };
    docs.set(SAVED_SEARCHES_KEY, { searches } satisfies SavedSearchesFacts);
    return [];
  }
  const subject = CARD_EVENTS.has(event.type) ? subjectOf(event) : null;
  if (!subject) return [];
  const key = searchCardKey(subject);
  const before = (docs.get(key) ?? null) as SearchCardFacts | null;
  const after = nextCard(event, before, networkOwner);
  if (!after) return [];
  const found = Object.entries(saved.searches)
    .filter(([id, search]) => search.alert && search.owner !== subject && !after.alerted.includes(id))
    .filter(([, search]) => matchesSavedSearch(search, after) && !matchesSavedSearch(search, before))
    .map(([id, search]): NewMatch => ({
      savedSearchId: id,
      owner: search.owner,
      name: search.name,
      specialistId: subject,
    }));
  docs.set(key, {
    ...after,
    alerted: [...after.alerted.filter((id) => id in saved.searches), ...found.map((m) => m.savedSearchId)],
  } satisfies SearchCardFacts);
  return found;
}
