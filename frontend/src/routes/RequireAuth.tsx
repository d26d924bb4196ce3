import type { ReactNode } from 'react';
import { Navigate, useAuthState, useLocation } from 'react-admin';
import { SpinnerBar } from '../layout/SpinnerBar';
import { paths } from './paths';

/** The guard of spec 2.4: no stored user_id and no access_token → the login route. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isPending, authenticated } = useAuthState(undefined, false);
  const location = useLocation();
  if (isPending) return <SpinnerBar />;
  if (!authenticated)
    return (
      <Navigate to={paths.login} replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />
    );
  return <>{children}</>;
}
