import { isAdmin, type Actor } from '../shared/authorization';
import type { TeamDoc } from './projections/teamRecord';

/**
 * Who may read a team (docs/api.md): its owner, admins, and the specialists in it now; anyone
 * else is answered as if it did not exist (404).
 */
export const canReadTeamRecord = (reader: Actor, team: Pick<TeamDoc, 'owner_id' | 'members'>) =>
  team.owner_id === reader.userId || isAdmin(reader) || team.members.some((m) => m.specialist_id === reader.userId);
