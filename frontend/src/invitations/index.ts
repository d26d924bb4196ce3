import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';

/**
 * The `invitations` resource: a specialist's pending invitations (InvitationList, on the network
 * page) and the owner's invite dialog (InvitationCreate: search or email), both loaded with the
 * network pages.
 */
export default {
  icon: MarkEmailUnreadOutlined,
  recordRepresentation: 'network_name',
};
