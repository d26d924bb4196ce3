/**
 * Every route's path by its id (spec sections 2.1 to 2.3, relative to the base path /stage). A leaf:
 * it imports nothing, so any module may link to a page without reaching the route table and its pages.
 * The route table (routeTable.ts) gives each path its audience, page, menu entry and title.
 */
export const paths = {
  landing: '/',
  landingPage: '/pages/landing',
  login: '/login',
  register: '/register',
  checkMail: '/check-mail',
  createPassword: '/create-password/:token',
  resetPassword: '/reset-password/:token',
  forgotPassword: '/forgot-password',
  signInLink: '/sign-in-link/:token',
  googleCallback: '/google-callback',
  error: '/pages/error',
  underConstruction: '/pages/under-construction',
  sharedTeam: '/shared-team/:token',
  sharedTeamProfile: '/shared-team/:token/:profileId',
  sharedProject: '/shared-project/:token',
  sharedProfile: '/shared-profile/:token',
  dashboard: '/profile/dashboard',
  profile: '/profile/profile',
  oldProfile: '/profile/old-profile',
  network: '/profile/profile-network/network',
  networkDetail: '/profile/profile-network/network-detail',
  networkDetailTeam: '/profile/profile-network/network-detail/:networkId/:teamDet1',
  findSpecialists: '/profile/find-specialists',
  shortlists: '/profile/shortlists',
  compare: '/profile/compare',
  teams: '/profile/profile-teams/teams',
  teamDetail: '/profile/profile-teams/team-detail',
  myProjects: '/profile/profile-projects/my-projects',
  sharedProjects: '/profile/profile-projects/shared-projects',
  projectDetails: '/profile/project/details',
  editAccount: '/profile/edit-account',
  profileSetup: '/profile-setup',
  profileView: '/profile-view',
  report: '/report',
  eventCatalogue: '/report/event-catalogue',
} as const;

export type RouteId = keyof typeof paths;

export const DEFAULT_PATH = paths.dashboard;
export const ADMIN_DEFAULT_PATH = paths.myProjects;
