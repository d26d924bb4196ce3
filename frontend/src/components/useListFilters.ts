import { useListContext, type RaRecord } from 'react-admin';

/**
 * react-admin's list context with its filter values typed as the list's own filters (ra-core types them `any`).
 * `Filters` names what the page reads; every key is optional, since the address or the store may hold any subset.
 */
export function useListFilters<Filters extends object = Record<string, unknown>, Row extends RaRecord = RaRecord>() {
  const list = useListContext<Row>();
  return { ...list, filterValues: list.filterValues as Partial<Filters> };
}
