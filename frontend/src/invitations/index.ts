/**
 * The `invitations` resource: a specialist's pending invitations (InvitationList, on the network
 * page) and the owner's invite dialog (InvitationCreate: search or email), both loaded with the
 * network pages.
 */
export const recordRepresentation = 'network_name';
