/** What other folders use of the offers: a team's offers for its owner, and the over-allocation warning. */
export { TeamOffers, OverAllocatedChip } from './TeamOffers';
