/** The `specialists` resource's search list, which the invite dialog shows (its profile pages are src/profile), and its cards with their fit to a team, which a team's matches show. */
export { SpecialistList, Results, Total, type SearchCard } from './SpecialistList';
export { FitSummary } from './FitSummary';
export { CURRENCIES } from './currencies';
