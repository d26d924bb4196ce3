import BusinessRounded from '@mui/icons-material/BusinessRounded';
import { lazyWithMessages } from '../i18n/lazyWithMessages';

/** The `business-owners` resource: `show` is a business owner's My Profile (/profile/profile), edited in a dialog. */
export default {
  show: lazyWithMessages('hiring', () => import('./BusinessOwnerShow')),
  icon: BusinessRounded,
  recordRepresentation: 'company_name',
};
