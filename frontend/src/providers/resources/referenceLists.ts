import type { DataProvider, GetListParams } from 'react-admin';
import { dataOf } from '../restCall';
import type { MappingsOf, ResourceName } from './registry';

/**
 * Reference lists of docs/api.md as read-only resources: `skills`, `industries`, `languages`,
 * `project-types` and the countries service (`countries`, `states` with filter { country },
 * `cities` with filter { country, state }). Each answers its whole list at once.
 */
type Item = Record<string, unknown>;
type Filter = Record<string, string>;

const enc = encodeURIComponent;

const lists: Record<
  ResourceName<'referenceLists'>,
  { url: (filter: Filter) => string; idOf?: (item: Item) => unknown }
> = {
  skills: { url: () => '/user/skill/list' },
  industries: { url: () => '/user/industry-experiance/list' },
  languages: { url: () => '/user/language/list' },
  'project-types': { url: () => '/user/project-types/list' },
  countries: { url: () => '/countries', idOf: (country) => country.iso2 },
  states: {
    url: ({ country }) => `/countries/${enc(country ?? '')}/states`,
    idOf: (state) => state.iso2 ?? state.name,
  },
  cities: {
    url: ({ country, state }) => `/countries/${enc(country ?? '')}/states/${enc(state ?? '')}/cities`,
    idOf: (city) => city.name,
  },
};

const referenceList: Pick<DataProvider, 'getList'> = {
  async getList(resource: string, { filter }: GetListParams) {
    const list = lists[resource as ResourceName<'referenceLists'>];
    const items = await dataOf<Item[]>(list.url((filter ?? {}) as Filter));
    const data = (Array.isArray(items) ? items : []).map((item) => ({
      ...item,
      id: list.idOf ? list.idOf(item) : item.id,
    }));
    return { data, total: data.length };
  },
} as Pick<DataProvider, 'getList'>;

/** Every reference list by its name (the registry's), all read the same way. */
export const mappings = Object.fromEntries(
  Object.keys(lists).map((name) => [name, referenceList]),
) as MappingsOf<'referenceLists'>;
