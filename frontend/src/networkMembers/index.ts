import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';

/**
 * The `network-members` resource: memberships of a network (`{networkId}.{membershipId}`). Its
 * list (NetworkMemberList) and edit (NetworkMemberEdit, the owner's note and tags) live inside
 * the network page, which loads them.
 */
export const icon = PeopleOutlineRounded;
export const recordRepresentation = (member: { specialist?: { first_name?: string; last_name?: string } | null; email?: string | null }) =>
  [member.specialist?.first_name, member.specialist?.last_name].filter(Boolean).join(' ') || member.email || '';

// The demo's shape, for `<Resource {...resource}>`; the app imports the named parts, so the sign-in route's chunk keeps no icon it does not show.
export default { icon, recordRepresentation };
