import HubOutlined from '@mui/icons-material/HubOutlined';
import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `networks` resource. Its pages are the spec's routes (routes/routeTable.ts), not
 * react-admin's own: `list` is /profile/profile-network/network, `show` (and `create`, without
 * ?id=) /profile/profile-network/network-detail. They load with their wording, in the hiring
 * pages' chunk (hiring/pages.ts).
 */
const detail = lazyWithMessages(['hiring', 'changes'], () => import('../hiring/pages').then((pages) => ({ default: pages.NetworkDetail })));

export const list = lazyWithMessages(['hiring', 'changes'], () => import('../hiring/pages').then((pages) => ({ default: pages.NetworkList })));
export const show = detail;
export const create = detail;
export const icon = HubOutlined;
export const recordRepresentation = 'name';

// The demo's shape, for `<Resource {...resource}>`; the app imports the named parts, so the sign-in route's chunk keeps no icon it does not show.
export default { list, show, create, icon, recordRepresentation };
