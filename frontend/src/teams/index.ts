/** What other folders use of the teams: a network's teams (the network page), a team's skill coverage (projects) and an offer of a seat (search, compare, shortlists). */
export { NetworkTeams, networkTeamsQuery } from './NetworkTeams';
export { SkillCoverage } from './SkillCoverage';
export { MakeOfferButton } from './TeamOfferDialog';
