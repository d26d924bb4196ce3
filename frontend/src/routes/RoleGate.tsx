import type { ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { NotAvailable } from '../components/NotAvailable';
import { getUserType, isAdmin } from '../providers/session';
import { roleMayOpen } from '../providers/access';
import { ADMIN_DEFAULT_PATH, paths } from './paths';
import type { SignedInAudience } from './routeTable';

export type Audience = SignedInAudience;

/**
 * Admins and super_admins get the reduced route set of spec 2.3, everybody else the set of
 * 2.2. A route outside one's set shows the error page, except the dashboard, which for an
 * admin means their own default page. The answer is the same rule as authProvider.canAccess,
 * read synchronously: the role is in local storage, and waiting for a query would blank the
 * page on every navigation.
 */
export function RoleGate({ audience, path, children }: { audience: Audience; path: string; children: ReactNode }) {
  if (roleMayOpen(audience, getUserType())) return <>{children}</>;
  if (isAdmin() && path === paths.dashboard) return <Navigate to={ADMIN_DEFAULT_PATH} replace />;
  return <NotAvailable />;
}
