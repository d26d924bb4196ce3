/** Every route of spec sections 2.1 to 2.3, relative to the base path /stage. */
export const paths = {
  landing: '/',
  landingPage: '/pages/landing',
  login: '/login',
  register: '/register',
  checkMail: '/check-mail',
  createPassword: '/create-password/:token',
  resetPassword: '/reset-password/:token',
  forgotPassword: '/forgot-password',
  error: '/pages/error',
  underConstruction: '/pages/under-construction',
  profileSetup: '/profile-setup',
  profileView: '/profile-view',
  sharedTeam: '/shared-team/:teamId',
  sharedTeamProfile: '/shared-team/:teamId/:profileId',
  sharedProject: '/shared-project/:projectCipher',

  dashboard: '/profile/dashboard',
  profile: '/profile/profile',
  oldProfile: '/profile/old-profile',
  network: '/profile/profile-network/network',
  networkDetail: '/profile/profile-network/network-detail',
  networkDetailTeam: '/profile/profile-network/network-detail/:networkId/:teamDet1',
  teams: '/profile/profile-teams/teams',
  teamDetail: '/profile/profile-teams/team-detail',
  myProjects: '/profile/profile-projects/my-projects',
  sharedProjects: '/profile/profile-projects/shared-projects',
  projectDetails: '/profile/project/details',
  editAccount: '/profile/edit-account',
  report: '/report',
} as const;

export const DEFAULT_PATH = paths.dashboard;
export const ADMIN_DEFAULT_PATH = paths.myProjects;

export const defaultPathFor = (userType: string | null | undefined) => (userType === 'admin' ? ADMIN_DEFAULT_PATH : DEFAULT_PATH);
