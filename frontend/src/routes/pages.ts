import { lazy, type ComponentType } from 'react';
import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * Every page of the route table, each loaded with its first visit (route-level code splitting) and, where
 * it has its own wording, with that wording (i18n/lazyWithMessages.ts), so the sign-in route carries none
 * of it. A feature whose pages share most of their code is one chunk, a barrel in this folder
 * (hiringPages, projectPages, reportPages, sharedLinkPages): one chunk re-splits less of the code the
 * sign-in route shares with them than a chunk per page (docs/frontend.md).
 */
type Loaded = Promise<{ default: ComponentType }>;
const pageOf =
  <Pages>(load: () => Promise<Pages>, name: keyof Pages) =>
  () =>
    load().then((pages) => ({ default: pages[name] as ComponentType })) as Loaded;

const hiring = () => import('./hiringPages');
const hiringPage = (name: keyof Awaited<ReturnType<typeof hiring>>) =>
  lazyWithMessages(['hiring', 'changes'], pageOf(hiring, name));
const projects = () => import('./projectPages');
// The project pages use the teams' pieces (skill coverage), so they bring the hiring wording too.
const projectPage = (name: keyof Awaited<ReturnType<typeof projects>>) =>
  lazyWithMessages(['projects', 'hiring', 'changes', 'catalogs'], pageOf(projects, name));
const report = () => import('./reportPages');
const reportPage = (name: keyof Awaited<ReturnType<typeof report>>) => lazyWithMessages('report', pageOf(report, name));
const sharedLink = () => import('./sharedLinkPages');
// The shared pages bring the reference lists' wording too (a profile's industries and project types in the visitor's language).
const sharedLinkPage = (name: keyof Awaited<ReturnType<typeof sharedLink>>) =>
  lazyWithMessages(['sharing', 'catalogs'], pageOf(sharedLink, name));

export const page = {
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
  account: lazyWithMessages('account', () => import('../account/AccountPage')),
  // The profile's pages bring the reference lists' wording (i18n/catalogs).
  profile: lazyWithMessages('catalogs', () => import('./MyProfilePage')),
  profileView: lazyWithMessages(['changes', 'catalogs'], () => import('../profile/ProfileViewPage')),
  profileSetup: lazyWithMessages('catalogs', () => import('../profile/ProfileSetupPage')),
  networks: hiringPage('NetworkList'),
  networkDetail: hiringPage('NetworkDetail'),
  findSpecialists: hiringPage('FindSpecialistsPage'),
  shortlists: hiringPage('ShortlistsPage'),
  compare: hiringPage('ComparePage'),
  teams: hiringPage('TeamList'),
  teamDetail: hiringPage('TeamDetail'),
  report: reportPage('AuditEventList'),
  eventCatalogue: reportPage('EventCataloguePage'),
  myProjects: projectPage('ProjectList'),
  sharedProjects: projectPage('SharedProjectList'),
  projectDetails: projectPage('ProjectDetail'),
  sharedTeam: sharedLinkPage('SharedTeamPage'),
  sharedTeamProfile: sharedLinkPage('SharedMemberPage'),
  sharedProject: sharedLinkPage('SharedProjectPage'),
  sharedProfile: sharedLinkPage('SharedProfilePage'),
};
