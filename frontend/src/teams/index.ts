/** What other folders use of the teams: a network's teams (the network page) and a team's skill coverage (projects). */
export { NetworkTeams } from './NetworkTeams';
export { SkillCoverage } from './SkillCoverage';
