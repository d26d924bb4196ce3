import { getStoredUser, getUserId, getUserType } from './session';
import type { UserType } from './domain';
import { canOwnNetworks } from './hiringDomain';

/**
 * Who is looking: business owners and admins own networks and teams (and search specialists);
 * specialists belong to them. Whether a given network or team is theirs is its owner_id.
 */
export function viewer() {
  const id = getUserId() ?? '';
  const type = (getUserType() ?? 'specialist') as UserType;
  return {
    id,
    type,
    name: [getStoredUser()?.firstName, getStoredUser()?.lastName].filter(Boolean).join(' '),
    owner: canOwnNetworks({ userId: id, userType: type }),
  };
}

export const ownsRecord = (record: { owner_id?: string } | undefined) =>
  !!record?.owner_id && record.owner_id === getUserId();
