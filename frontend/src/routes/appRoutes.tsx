import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import type { Feature } from '../components/ComingSoon';
import { SpinnerPage } from '../layout/SpinnerBar';
import { PublicOnly } from './PublicOnly';
import { RequireAuth } from './RequireAuth';
import { RoleGate } from './RoleGate';
import { paths } from './paths';
import { privateRouteMeta } from './privateRouteMeta';

// Route-level code splitting: every page is its own chunk.
const LandingPage = lazy(() => import('../pages/LandingPage'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage'));
const CheckMailPage = lazy(() => import('../pages/auth/CheckMailPage'));
const CreatePasswordPage = lazy(() => import('../pages/auth/CreatePasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage'));
const ErrorPage = lazy(() => import('../pages/ErrorPage'));
const UnderConstructionPage = lazy(() => import('../pages/UnderConstructionPage'));
const PublicComingSoonPage = lazy(() => import('../pages/PublicComingSoonPage'));
const AppLayout = lazy(() => import('../layout/AppLayout'));
const Dashboard = lazy(() => import('../dashboard/Dashboard'));
const AccountPage = lazy(() => import('../account/AccountPage'));
const ComingSoonPage = lazy(() => import('../pages/ComingSoonPage'));
const ProfilePage = lazy(() => import('../profile/ProfilePage'));
const ProfileViewPage = lazy(() => import('../profile/ProfileViewPage'));
const ProfileSetupPage = lazy(() => import('../profile/ProfileSetupPage'));

const page = (node: ReactNode) => <Suspense fallback={<SpinnerPage />}>{node}</Suspense>;
const publicOnly = (node: ReactNode) => <PublicOnly>{page(node)}</PublicOnly>;

/** The catch-all: any path no route claims. */
export function NotFoundPage() {
  return page(<ErrorPage />);
}

/**
 * Public routes of spec 2.1 (no layout). Error, under-construction and shared links stay reachable when signed in.
 * /profile-setup and /profile-view read and write a profile, which the API serves only to a signed-in
 * user, so they live with the signed-in routes (a visitor signs in first and comes back).
 */
export const publicRoutes = [
  <Route key="landing" path={paths.landing} element={publicOnly(<LandingPage />)} />,
  <Route key="landing-page" path={paths.landingPage} element={publicOnly(<LandingPage />)} />,
  <Route key="login" path={paths.login} element={publicOnly(<LoginPage />)} />,
  <Route key="register" path={paths.register} element={publicOnly(<RegisterPage />)} />,
  <Route key="check-mail" path={paths.checkMail} element={publicOnly(<CheckMailPage />)} />,
  <Route key="create-password" path={paths.createPassword} element={publicOnly(<CreatePasswordPage />)} />,
  <Route key="reset-password" path={paths.resetPassword} element={publicOnly(<ResetPasswordPage />)} />,
  <Route key="forgot-password" path={paths.forgotPassword} element={publicOnly(<ForgotPasswordPage />)} />,
  <Route key="error" path={paths.error} element={page(<ErrorPage />)} />,
  <Route key="under-construction" path={paths.underConstruction} element={page(<UnderConstructionPage />)} />,
  <Route key="shared-team" path={paths.sharedTeam} element={page(<PublicComingSoonPage feature="shared_team" />)} />,
  <Route key="shared-team-profile" path={paths.sharedTeamProfile} element={page(<PublicComingSoonPage feature="shared_team" />)} />,
  <Route key="shared-project" path={paths.sharedProject} element={page(<PublicComingSoonPage feature="shared_project" />)} />,
];

/** What each signed-in route renders; features of later issues show their 'coming soon' state. */
const pageOf: Record<string, ComponentType | Feature> = {
  [paths.dashboard]: Dashboard,
  [paths.profile]: ProfilePage,
  [paths.oldProfile]: ProfilePage,
  [paths.profileView]: ProfileViewPage,
  [paths.profileSetup]: ProfileSetupPage,
  [paths.network]: 'network',
  [paths.networkDetail]: 'network',
  [paths.networkDetailTeam]: 'network',
  [paths.teams]: 'teams',
  [paths.teamDetail]: 'teams',
  [paths.myProjects]: 'projects',
  [paths.sharedProjects]: 'shared_projects',
  [paths.projectDetails]: 'projects',
  [paths.editAccount]: AccountPage,
  [paths.report]: 'report',
};

function elementOf(path: string) {
  const target = pageOf[path];
  if (typeof target === 'string') return <ComingSoonPage feature={target} />;
  const Page = target;
  return <Page />;
}

/** Signed-in routes of spec 2.2 and 2.3, inside the guard and the shell. */
export const privateRoutes = (
  <Route
    element={
      <RequireAuth>
        <Suspense fallback={<SpinnerPage />}>
          <AppLayout />
        </Suspense>
      </RequireAuth>
    }
  >
    {privateRouteMeta.map((meta) => (
      <Route
        key={meta.path}
        path={meta.path}
        element={
          <RoleGate audience={meta.audience} path={meta.path}>
            {elementOf(meta.path)}
          </RoleGate>
        }
      />
    ))}
  </Route>
);
