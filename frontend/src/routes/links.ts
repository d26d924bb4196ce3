import { generatePath } from 'react-router-dom';
import { paths } from './paths';

/**
 * Where the pages link to a record, from the route table's paths (spec 2.2). A leaf like paths.ts:
 * any layer may link.
 */
/** The element id of the specialist's pending offers on their dashboard. */
export const OFFERS_ANCHOR = 'offers';

export const links = {
  networks: () => paths.network,
  newNetwork: () => paths.networkDetail,
  network: (id: string) => `${paths.networkDetail}?id=${encodeURIComponent(id)}`,
  /** A network with its invite dialog (the specialist search) open. */
  invite: (id: string) => `${paths.networkDetail}?id=${encodeURIComponent(id)}&invite=1`,
  teams: () => paths.teams,
  /** The teams page with the create dialog open. */
  newTeam: () => `${paths.teams}?create=1`,
  /** A team under its network (/profile/profile-network/network-detail/{networkId}/{teamId}). */
  team: (team: { id: string; network_id: string }) =>
    generatePath(paths.networkDetailTeam, { networkId: team.network_id, teamDet1: team.id }),
  /** A team by its id alone (/profile/profile-teams/team-detail?id=), where its network is not at hand. */
  teamById: (id: string) => `${paths.teamDetail}?id=${encodeURIComponent(id)}`,
  /** The specialist's pending offers (the bell's offer_received). */
  offers: () => `${paths.dashboard}#${OFFERS_ANCHOR}`,
  profile: (specialistId: string) => `${paths.profileView}?id=${encodeURIComponent(specialistId)}`,
  myProjects: () => paths.myProjects,
  sharedProjects: () => paths.sharedProjects,
  newProject: () => paths.projectDetails,
  project: (id: string) => `${paths.projectDetails}?id=${encodeURIComponent(id)}`,
  /** Specialists side by side (up to four), against a team's required skills when one is given. */
  compare: (ids: readonly string[], teamId?: string | null) =>
    `${paths.compare}?ids=${ids.map(encodeURIComponent).join(',')}${teamId ? `&team_id=${encodeURIComponent(teamId)}` : ''}`,
  findSpecialists: () => paths.findSpecialists,
  shortlists: () => paths.shortlists,
  shortlist: (id: string) => `${paths.shortlists}?id=${encodeURIComponent(id)}`,
};
