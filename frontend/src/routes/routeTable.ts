import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { lazy, type ComponentType } from 'react';
import type { Feature } from '../components/ComingSoon';
import { list as networkList, show as networkShow } from '../networks';
import { lazyWithMessages } from '../i18n/lazyWithMessages';
import { sharedPages } from '../sharing/routes';
import { list as teamList, show as teamShow } from '../teams';
import { catalogue as eventCatalogue, list as reportList } from '../report';
import { list as projectList, sharedList as sharedProjectList, show as projectShow } from '../projects';

/**
 * Who may open a route. Public: `visitors` (signed-out only; a signed-in user goes to their
 * default page) or `public` (anyone). Signed-in: `all`, `member` (not an admin) or `admin`.
 */
export type Audience = 'visitors' | 'public' | 'all' | 'member' | 'admin';
export type SignedInAudience = Extract<Audience, 'all' | 'member' | 'admin'>;

export type MenuGroupId = 'overview' | 'work' | 'administration';

export interface AppRoute {
  path: string;
  audience: Audience;
  /** The page, or the 'coming soon' state of a feature that a later issue builds. */
  page: ComponentType | { comingSoon: Feature };
  /** Signed-in routes: the page title and last breadcrumb (an i18n key). */
  title?: string;
  /** This route's own entry in the side navigation (spec 2.5); `id` is also its highlight key. */
  menu?: { id: string; group: MenuGroupId; icon: SvgIconComponent };
  /** The menu entry highlighted on this route when it has none of its own. */
  highlights?: string;
}

// Route-level code splitting: every page is its own chunk.
const page = {
  landing: lazy(() => import('../pages/LandingPage')),
  login: lazy(() => import('../pages/auth/LoginPage')),
  register: lazy(() => import('../pages/auth/RegisterPage')),
  checkMail: lazy(() => import('../pages/auth/CheckMailPage')),
  createPassword: lazy(() => import('../pages/auth/CreatePasswordPage')),
  resetPassword: lazy(() => import('../pages/auth/ResetPasswordPage')),
  forgotPassword: lazy(() => import('../pages/auth/ForgotPasswordPage')),
  signInLink: lazy(() => import('../pages/auth/SignInLinkPage')),
  googleCallback: lazy(() => import('../pages/auth/GoogleCallbackPage')),
  error: lazy(() => import('../pages/ErrorPage')),
  underConstruction: lazy(() => import('../pages/UnderConstructionPage')),
  dashboard: lazyWithMessages('dashboard', () => import('../dashboard/Dashboard')),
  // The Account page brings its wording (i18n/lazyWithMessages.ts).
  account: lazyWithMessages('account', () => import('../account/AccountPage')),
  profile: lazy(() => import('../profile/MyProfilePage')),
  profileView: lazyWithMessages('changes', () => import('../profile/ProfileViewPage')),
  profileSetup: lazy(() => import('../profile/ProfileSetupPage')),
  // The hiring resources' pages (their chunks bring their wording: i18n/lazyWithMessages.ts).
  networks: networkList,
  networkDetail: networkShow,
  teams: teamList,
  teamDetail: teamShow,
  // The admin report and the event catalogue (their chunk brings their wording).
  report: reportList,
  eventCatalogue,
  // The client projects' pages (with their wording, as above).
  myProjects: projectList,
  sharedProjects: sharedProjectList,
  projectDetails: projectShow,
  // The public share-link pages: one lazy chunk with their wording (sharing/publicPages.ts).
  ...sharedPages,
};

/**
 * Every route of spec sections 2.1 to 2.3, relative to the base path /stage: the one table
 * from which the router, the role gates, the side navigation, the highlighting and the
 * breadcrumbs are derived. /profile-setup and /profile-view read and write a profile, which
 * the API serves only to a signed-in user, so they are signed-in routes.
 */
export const appRoutes = {
  landing: { path: '/', audience: 'visitors', page: page.landing },
  landingPage: { path: '/pages/landing', audience: 'visitors', page: page.landing },
  login: { path: '/login', audience: 'visitors', page: page.login },
  register: { path: '/register', audience: 'visitors', page: page.register },
  checkMail: { path: '/check-mail', audience: 'visitors', page: page.checkMail },
  createPassword: { path: '/create-password/:token', audience: 'visitors', page: page.createPassword },
  resetPassword: { path: '/reset-password/:token', audience: 'visitors', page: page.resetPassword },
  forgotPassword: { path: '/forgot-password', audience: 'visitors', page: page.forgotPassword },
  // Mailed while an account is under a spread-out guessing attack (docs/architecture.md, "Accounts").
  signInLink: { path: '/sign-in-link/:token', audience: 'visitors', page: page.signInLink },
  // Where Google sends the sign-in popup back (the gateway serves it without a Cross-Origin-Opener-Policy).
  googleCallback: { path: '/google-callback', audience: 'visitors', page: page.googleCallback },
  error: { path: '/pages/error', audience: 'public', page: page.error },
  underConstruction: { path: '/pages/under-construction', audience: 'public', page: page.underConstruction },
  // Share links (issue 13): the link's token in the id's place; anyone with the link, signed in or not.
  sharedTeam: { path: '/shared-team/:token', audience: 'public', page: page.sharedTeam },
  sharedTeamProfile: { path: '/shared-team/:token/:profileId', audience: 'public', page: page.sharedTeamProfile },
  sharedProject: { path: '/shared-project/:token', audience: 'public', page: page.sharedProject },
  sharedProfile: { path: '/shared-profile/:token', audience: 'public', page: page.sharedProfile },

  dashboard: {
    path: '/profile/dashboard', audience: 'member', page: page.dashboard, title: 'app.menu.dashboard',
    menu: { id: 'dashboard', group: 'overview', icon: SpaceDashboardOutlined },
  },
  profile: {
    path: '/profile/profile', audience: 'member', page: page.profile, title: 'app.menu.profile',
    menu: { id: 'profile', group: 'overview', icon: PersonOutlineOutlined },
  },
  oldProfile: { path: '/profile/old-profile', audience: 'member', page: page.profile, title: 'app.pages.old_profile', highlights: 'profile' },
  network: {
    path: '/profile/profile-network/network', audience: 'all', page: page.networks, title: 'app.menu.network',
    menu: { id: 'network', group: 'work', icon: HubOutlined },
  },
  networkDetail: { path: '/profile/profile-network/network-detail', audience: 'all', page: page.networkDetail, title: 'app.pages.network_detail', highlights: 'network' },
  networkDetailTeam: { path: '/profile/profile-network/network-detail/:networkId/:teamDet1', audience: 'all', page: page.teamDetail, title: 'app.pages.team_detail', highlights: 'network' },
  teams: { path: '/profile/profile-teams/teams', audience: 'all', page: page.teams, title: 'app.pages.teams', highlights: 'network' },
  teamDetail: { path: '/profile/profile-teams/team-detail', audience: 'all', page: page.teamDetail, title: 'app.pages.team_detail', highlights: 'network' },
  myProjects: {
    path: '/profile/profile-projects/my-projects', audience: 'all', page: page.myProjects, title: 'app.menu.my_projects',
    menu: { id: 'my-projects', group: 'work', icon: WorkOutlineOutlined },
  },
  sharedProjects: {
    path: '/profile/profile-projects/shared-projects', audience: 'member', page: page.sharedProjects, title: 'app.menu.shared_projects',
    menu: { id: 'shared-projects', group: 'work', icon: FolderSharedOutlined },
  },
  projectDetails: { path: '/profile/project/details', audience: 'all', page: page.projectDetails, title: 'app.pages.project_details', highlights: 'my-projects' },
  editAccount: { path: '/profile/edit-account', audience: 'member', page: page.account, title: 'app.pages.edit_account' },
  profileSetup: { path: '/profile-setup', audience: 'member', page: page.profileSetup, title: 'app.pages.profile_setup', highlights: 'profile' },
  profileView: { path: '/profile-view', audience: 'all', page: page.profileView, title: 'app.pages.profile_view', highlights: 'network' },
  report: {
    path: '/report', audience: 'admin', page: page.report, title: 'app.menu.report',
    menu: { id: 'report', group: 'administration', icon: AssessmentOutlined },
  },
  eventCatalogue: { path: '/report/event-catalogue', audience: 'admin', page: page.eventCatalogue, title: 'app.pages.event_catalogue', highlights: 'report' },
} satisfies Record<string, AppRoute>;

export type RouteId = keyof typeof appRoutes;

/** The table's entries in order, each with its id (the key react-admin's canAccess names it by). */
export const routeEntries = Object.entries(appRoutes) as [RouteId, AppRoute][];
