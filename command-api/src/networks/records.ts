import {
  mediaUrl,
  membershipRecordId,
  type BusinessOwnerProfile,
  type Network,
  type NetworkMembership,
  type Team,
} from '@dth/domain';

/*
 * What a write answers: the record as the write left it, in the contract's field names
 * (docs/api.md, "Records"), built from the aggregate's folded state. Only what the write side
 * knows: the read side adds names, cards, team counts and coverage.
 */

export function networkRecord(state: Network) {
  const memberships = Object.values(state.memberships);
  return {
    id: state.networkId!,
    owner_id: state.ownerId!,
    name: state.name,
    description: state.description,
    archived: state.status === 'archived',
    member_count: memberships.filter((m) => m.status === 'joined').length,
    invited_count: memberships.filter((m) => m.status === 'invited').length,
    created_at: state.createdAt!,
    updated_at: state.updatedAt!,
  };
}

/** The owner's view of a membership, with their private note and tags. */
export function memberRecord(state: Network, membership: NetworkMembership) {
  return {
    id: membershipRecordId(state.networkId!, membership.membershipId),
    network_id: state.networkId!,
    membership_id: membership.membershipId,
    specialist_id: membership.specialistId,
    email: membership.email,
    status: membership.status,
    invited_at: membership.invitedAt,
    responded_at: membership.respondedAt,
    note: membership.note,
    tags: membership.tags,
  };
}

/** The specialist's view of their own membership (an invitation they answered, a network they left): no owner's notes. */
export function invitationRecord(state: Network, membership: NetworkMembership) {
  return {
    id: membershipRecordId(state.networkId!, membership.membershipId),
    network_id: state.networkId!,
    network_name: state.name,
    membership_id: membership.membershipId,
    specialist_id: membership.specialistId,
    status: membership.status,
    invited_at: membership.invitedAt,
    responded_at: membership.respondedAt,
  };
}

export function teamRecord(state: Team) {
  const members = Object.values(state.members).map((m) => ({
    specialist_id: m.specialistId,
    role_title: m.roleTitle,
    allocation_days: m.allocationDays,
    added_at: m.addedAt,
    over_allocated: m.overAllocated,
  }));
  return {
    id: state.teamId!,
    network_id: state.networkId!,
    owner_id: state.ownerId!,
    name: state.name,
    purpose: state.purpose,
    status: state.status,
    archived: state.lifecycle === 'archived',
    required_skills: state.requiredSkills.map(({ id, title }) => ({ id, title })),
    members,
    member_count: members.length,
    created_at: state.createdAt!,
    updated_at: state.updatedAt!,
  };
}

export function businessOwnerRecord(
  ownerId: string,
  account: { firstName?: string; lastName?: string; email?: string },
  state: BusinessOwnerProfile,
) {
  return {
    id: ownerId,
    first_name: account.firstName ?? null,
    last_name: account.lastName ?? null,
    email: account.email ?? null,
    company_name: state.companyName,
    website: state.website,
    about: state.about,
    logo: state.logoKey ? mediaUrl(state.logoKey) : null,
    logo_status: state.logoStatus,
    logo_error: state.logoError,
  };
}
