import BusinessRounded from '@mui/icons-material/BusinessRounded';
import { lazyWithMessages } from '../i18n/lazyWithMessages';

/** The `business-owners` resource: `show` is a business owner's My Profile (/profile/profile), edited in a dialog. */
export const show = lazyWithMessages('hiring', () => import('../hiring/pages').then((pages) => ({ default: pages.BusinessOwnerShow })));
export const icon = BusinessRounded;
export const recordRepresentation = 'company_name';

// The demo's shape, for `<Resource {...resource}>`; the app imports the named parts, so the sign-in route's chunk keeps no icon it does not show.
export default { show, icon, recordRepresentation };
