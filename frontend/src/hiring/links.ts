import { generatePath } from 'react-router-dom';
import { paths } from '../routes/paths';

/** Where the hiring pages link to, from the route table (spec 2.2 paths). */
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
  profile: (specialistId: string) => `${paths.profileView}?id=${encodeURIComponent(specialistId)}`,
};
