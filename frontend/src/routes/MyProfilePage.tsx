import { lazy } from 'react';
import { lazyWithMessages } from '../i18n/lazyWithMessages';
import { getUserType } from '../providers/session';

const SpecialistProfilePage = lazy(() => import('../profile/ProfilePage'));
// A company profile is a hiring page: it loads with the hiring chunk and its wording.
const CompanyProfilePage = lazyWithMessages('hiring', () =>
  import('./hiringPages').then((pages) => ({ default: pages.BusinessOwnerShow })),
);

/**
 * /profile/profile (My Profile): a specialist's own profile, or a business owner's company
 * profile. Each is its own chunk, so neither loads the other's code.
 */
export default function MyProfilePage() {
  return getUserType() === 'business_owner' ? <CompanyProfilePage /> : <SpecialistProfilePage />;
}
