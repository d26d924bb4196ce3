/** The `network-members` resource: a network's members list (the network page shows it) and a membership's status chip. */
export { MembershipStatusChip } from './MembershipStatusChip';
export { ASKED_BESIDE_MS, membersFirstPage, NetworkMemberList } from './NetworkMemberList';
