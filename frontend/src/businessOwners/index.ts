import { lazyWithMessages } from '../i18n/lazyWithMessages';

/** The `business-owners` resource: `show` is a business owner's My Profile (/profile/profile), edited in a dialog. */
export const show = lazyWithMessages('hiring', () =>
  import('../hiring/pages').then((pages) => ({ default: pages.BusinessOwnerShow })),
);
export const recordRepresentation = 'company_name';
