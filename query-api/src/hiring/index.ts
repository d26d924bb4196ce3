import type { ReadModelStore } from '@dth/infrastructure';
import { BusinessOwnerReads } from './businessOwnerReads';
import { NetworkReads } from './networkReads';
import { SpecialistSearch } from './specialistSearch';
import { TeamReads } from './teamReads';

export interface HiringReads {
  networks: NetworkReads;
  teams: TeamReads;
  search: SpecialistSearch;
  businessOwners: BusinessOwnerReads;
}

const byStore = new WeakMap<ReadModelStore, HiringReads>();

/** One set per read-model store, shared by the express routes and the fast path (the skill titles are cached once). */
export function hiringReadsOf(readModels: ReadModelStore): HiringReads {
  let reads = byStore.get(readModels);
  if (!reads) {
    reads = {
      networks: new NetworkReads(readModels),
      teams: new TeamReads(readModels),
      search: new SpecialistSearch(readModels),
      businessOwners: new BusinessOwnerReads(readModels),
    };
    byStore.set(readModels, reads);
  }
  return reads;
}
