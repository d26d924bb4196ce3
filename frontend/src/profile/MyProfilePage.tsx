import { lazy } from 'react';
import { show as CompanyProfilePage } from '../businessOwners';
import { getUserType } from '../providers/session';

const SpecialistProfilePage = lazy(() => import('./ProfilePage'));

/**
 * /profile/profile (My Profile): a specialist's own profile, or a business owner's company
 * profile. Each is its own chunk, so neither loads the other's code.
 */
export default function MyProfilePage() {
  return getUserType() === 'business_owner' ? <CompanyProfilePage /> : <SpecialistProfilePage />;
}
