/** The `specialists` resource's search list, which the invite dialog shows (its profile pages are src/profile). */
export { SpecialistList, type SearchCard } from './SpecialistList';
