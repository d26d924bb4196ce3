import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { ComponentType } from 'react';
import type { Feature } from '../components/ComingSoon';
import { matchPath } from 'react-router-dom';
import type { Audience } from '../providers/access';
import { page } from './pages';
import { paths, type RouteId } from './paths';

export type { Audience };
export type SignedInAudience = Extract<Audience, 'all' | 'member' | 'admin' | 'hirer'>;

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

/**
 * Every route of spec sections 2.1 to 2.3, relative to the base path /stage: the one table
 * from which the router, the role gates, the side navigation, the highlighting and the
 * breadcrumbs are derived. /profile-setup and /profile-view read and write a profile, which
 * the API serves only to a signed-in user, so they are signed-in routes.
 */
export const appRoutes = {
  landing: { path: paths.landing, audience: 'visitors', page: page.landing },
  landingPage: { path: paths.landingPage, audience: 'visitors', page: page.landing },
  login: { path: paths.login, audience: 'visitors', page: page.login },
  register: { path: paths.register, audience: 'visitors', page: page.register },
  checkMail: { path: paths.checkMail, audience: 'visitors', page: page.checkMail },
  createPassword: { path: paths.createPassword, audience: 'visitors', page: page.createPassword },
  resetPassword: { path: paths.resetPassword, audience: 'visitors', page: page.resetPassword },
  forgotPassword: { path: paths.forgotPassword, audience: 'visitors', page: page.forgotPassword },
  // Mailed while an account is under a spread-out guessing attack (docs/architecture.md, "Accounts").
  signInLink: { path: paths.signInLink, audience: 'visitors', page: page.signInLink },
  // Where Google sends the sign-in popup back (the gateway serves it without a Cross-Origin-Opener-Policy).
  googleCallback: { path: paths.googleCallback, audience: 'visitors', page: page.googleCallback },
  error: { path: paths.error, audience: 'public', page: page.error },
  underConstruction: { path: paths.underConstruction, audience: 'public', page: page.underConstruction },
  // Share links (issue 13): the link's token in the id's place; anyone with the link, signed in or not.
  sharedTeam: { path: paths.sharedTeam, audience: 'public', page: page.sharedTeam },
  sharedTeamProfile: { path: paths.sharedTeamProfile, audience: 'public', page: page.sharedTeamProfile },
  sharedProject: { path: paths.sharedProject, audience: 'public', page: page.sharedProject },
  sharedProfile: { path: paths.sharedProfile, audience: 'public', page: page.sharedProfile },

  dashboard: {
    path: paths.dashboard,
    audience: 'member',
    page: page.dashboard,
    title: 'app.menu.dashboard',
    menu: { id: 'dashboard', group: 'overview', icon: SpaceDashboardOutlined },
  },
  profile: {
    path: paths.profile,
    audience: 'member',
    page: page.profile,
    title: 'app.menu.profile',
    menu: { id: 'profile', group: 'overview', icon: PersonOutlineOutlined },
  },
  oldProfile: {
    path: paths.oldProfile,
    audience: 'member',
    page: page.profile,
    title: 'app.pages.old_profile',
    highlights: 'profile',
  },
  network: {
    path: paths.network,
    audience: 'all',
    page: page.networks,
    title: 'app.menu.network',
    menu: { id: 'network', group: 'work', icon: HubOutlined },
  },
  networkDetail: {
    path: paths.networkDetail,
    audience: 'all',
    page: page.networkDetail,
    title: 'app.pages.network_detail',
    highlights: 'network',
  },
  networkDetailTeam: {
    path: paths.networkDetailTeam,
    audience: 'all',
    page: page.teamDetail,
    title: 'app.pages.team_detail',
    highlights: 'network',
  },
  // Issue 39: the specialist search of its own, for those who hire (a specialist gets the error page).
  findSpecialists: {
    path: paths.findSpecialists,
    audience: 'hirer',
    page: page.findSpecialists,
    title: 'app.menu.find_specialists',
    menu: { id: 'find-specialists', group: 'work', icon: PersonSearchOutlined },
  },
  // An owner's shortlists, one of them by `?id=` (an owner collaborating on a project of its team reads it by a link).
  shortlists: {
    path: paths.shortlists,
    audience: 'hirer',
    page: page.shortlists,
    title: 'app.menu.shortlists',
    menu: { id: 'shortlists', group: 'work', icon: PlaylistAddCheckOutlined },
  },
  compare: {
    path: paths.compare,
    audience: 'hirer',
    page: page.compare,
    title: 'app.pages.compare',
    highlights: 'find-specialists',
  },
  teams: { path: paths.teams, audience: 'all', page: page.teams, title: 'app.pages.teams', highlights: 'network' },
  teamDetail: {
    path: paths.teamDetail,
    audience: 'all',
    page: page.teamDetail,
    title: 'app.pages.team_detail',
    highlights: 'network',
  },
  myProjects: {
    path: paths.myProjects,
    audience: 'all',
    page: page.myProjects,
    title: 'app.menu.my_projects',
    menu: { id: 'my-projects', group: 'work', icon: WorkOutlineOutlined },
  },
  sharedProjects: {
    path: paths.sharedProjects,
    audience: 'member',
    page: page.sharedProjects,
    title: 'app.menu.shared_projects',
    menu: { id: 'shared-projects', group: 'work', icon: FolderSharedOutlined },
  },
  projectDetails: {
    path: paths.projectDetails,
    audience: 'all',
    page: page.projectDetails,
    title: 'app.pages.project_details',
    highlights: 'my-projects',
  },
  editAccount: { path: paths.editAccount, audience: 'member', page: page.account, title: 'app.pages.edit_account' },
  profileSetup: {
    path: paths.profileSetup,
    audience: 'member',
    page: page.profileSetup,
    title: 'app.pages.profile_setup',
    highlights: 'profile',
  },
  profileView: {
    path: paths.profileView,
    audience: 'all',
    page: page.profileView,
    title: 'app.pages.profile_view',
    highlights: 'network',
  },
  report: {
    path: paths.report,
    audience: 'admin',
    page: page.report,
    title: 'app.menu.report',
    menu: { id: 'report', group: 'administration', icon: AssessmentOutlined },
  },
  eventCatalogue: {
    path: paths.eventCatalogue,
    audience: 'admin',
    page: page.eventCatalogue,
    title: 'app.pages.event_catalogue',
    highlights: 'report',
  },
} satisfies Record<RouteId, AppRoute>;

export type { RouteId };

/** The table's entries in order, each with its id (the key react-admin's canAccess names it by). */
export const routeEntries = Object.entries(appRoutes) as [RouteId, AppRoute][];

/** The table's route whose path matches the whole pathname. */
export function routeAt(pathname: string): (AppRoute & { id: RouteId }) | undefined {
  const found = routeEntries.find(([, route]) => matchPath({ path: route.path, end: true }, pathname));
  return found && { id: found[0], ...found[1] };
}

/** The audience of the route with this id, or undefined for anything else (the auth provider's canAccess asks). */
export const audienceOf = (id: string): Audience | undefined => (appRoutes as Record<string, AppRoute>)[id]?.audience;
