/**
 * The `invitations` resource: a specialist's pending invitations and the owner's invite dialog (the network
 * pages show both), and the pending-invitations card the shared projects page reuses.
 */
export { InvitationList } from './InvitationList';
export { InvitationCreate } from './InvitationCreate';
export { PendingInvitations } from './PendingInvitations';
