/**
 * The `network-members` resource: memberships of a network (`{networkId}.{membershipId}`). Its
 * list (NetworkMemberList) and edit (NetworkMemberEdit, the owner's note and tags) live inside
 * the network page, which loads them.
 */
export const recordRepresentation = (member: {
  specialist?: { first_name?: string; last_name?: string } | null;
  email?: string | null;
}) => [member.specialist?.first_name, member.specialist?.last_name].filter(Boolean).join(' ') || member.email || '';
