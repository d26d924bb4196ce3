import HubOutlined from '@mui/icons-material/HubOutlined';
import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `networks` resource. Its pages are the spec's routes (routes/routeTable.ts), not
 * react-admin's own: `list` is /profile/profile-network/network, `show` (and `create`, without
 * ?id=) /profile/profile-network/network-detail. Each loads with its wording.
 */
const detail = lazyWithMessages('hiring', () => import('./NetworkDetail'));

export default {
  list: lazyWithMessages('hiring', () => import('./NetworkList')),
  show: detail,
  create: detail,
  icon: HubOutlined,
  recordRepresentation: 'name',
};
