import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';

/**
 * The `invitations` resource: a specialist's pending invitations (InvitationList, on the network
 * page) and the owner's invite dialog (InvitationCreate: search or email), both loaded with the
 * network pages.
 */
export const icon = MarkEmailUnreadOutlined;
export const recordRepresentation = 'network_name';

// The demo's shape, for `<Resource {...resource}>`; the app imports the named parts, so the sign-in route's chunk keeps no icon it does not show.
export default { icon, recordRepresentation };
