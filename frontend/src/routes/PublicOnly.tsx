import type { ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { defaultPathFor, getUserType, isSignedIn } from '../providers/session';

/** Public pages of spec 2.1: a signed-in user is sent to their default page instead. */
export function PublicOnly({ children }: { children: ReactNode }) {
  if (isSignedIn()) return <Navigate to={defaultPathFor(getUserType())} replace />;
  return <>{children}</>;
}
