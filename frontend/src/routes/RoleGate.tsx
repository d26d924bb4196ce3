import type { ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { NotAvailable } from '../pages/NotAvailable';
import { isAdmin } from '../providers/session';
import { ADMIN_DEFAULT_PATH, paths } from './paths';

export type Audience = 'all' | 'member' | 'admin';

/**
 * Admins (stored dv_user_type 'admin') get the reduced route set of spec 2.3, everybody
 * else the set of 2.2. A route outside one's set shows the error page, except the
 * dashboard, which for an admin means their own default page.
 */
export function RoleGate({ audience, path, children }: { audience: Audience; path: string; children: ReactNode }) {
  const admin = isAdmin();
  const allowed = audience === 'all' || (audience === 'admin') === admin;
  if (allowed) return <>{children}</>;
  if (admin && path === paths.dashboard) return <Navigate to={ADMIN_DEFAULT_PATH} replace />;
  return <NotAvailable />;
}
