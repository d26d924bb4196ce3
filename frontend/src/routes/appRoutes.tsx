import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { SpinnerPage } from '../layout/SpinnerBar';
import { PublicOnly } from './PublicOnly';
import { RequireAuth } from './RequireAuth';
import { RoleGate } from './RoleGate';
import { routeEntries, type AppRoute, type SignedInAudience } from './routeTable';

const AppLayout = lazy(() => import('../layout/AppLayout'));
const ErrorPage = lazy(() => import('../pages/ErrorPage'));
const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage'));
const PublicComingSoonPage = lazy(() => import('../pages/PublicComingSoonPage'));

const suspended = (node: ReactNode) => <Suspense fallback={<SpinnerPage />}>{node}</Suspense>;

/** The catch-all: any path no route claims. */
export function NotFoundPage() {
  return suspended(<ErrorPage />);
}

function pageOf(route: AppRoute) {
  const { page: Page } = route;
  if ('comingSoon' in Page)
    return route.audience === 'public' ? (
      <PublicComingSoonPage feature={Page.comingSoon} />
    ) : (
      <ComingSoonPage feature={Page.comingSoon} />
    );
  return <Page />;
}

const isPublic = (route: AppRoute) => route.audience === 'visitors' || route.audience === 'public';

/** Public routes of spec 2.1 (no layout); a signed-in user on a visitors' route goes to their default page. */
export const publicRoutes = routeEntries
  .filter(([, route]) => isPublic(route))
  .map(([id, route]) => (
    <Route
      key={id}
      path={route.path}
      element={
        route.audience === 'visitors' ? <PublicOnly>{suspended(pageOf(route))}</PublicOnly> : suspended(pageOf(route))
      }
    />
  ));

/** Signed-in routes of spec 2.2 and 2.3, inside the guard, the shell and their role gate. */
export const privateRoutes = (
  <Route element={<RequireAuth>{suspended(<AppLayout />)}</RequireAuth>}>
    {routeEntries
      .filter(([, route]) => !isPublic(route))
      .map(([id, route]) => (
        <Route
          key={id}
          path={route.path}
          element={
            <RoleGate audience={route.audience as SignedInAudience} path={route.path}>
              {pageOf(route)}
            </RoleGate>
          }
        />
      ))}
  </Route>
);
