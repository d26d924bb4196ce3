import { lazyWithMessages } from '../i18n/lazyWithMessages';

/**
 * The `projects` resource (and `shared-projects`). Its pages are the spec's routes
 * (routes/routeTable.ts), not react-admin's own: `list` is /profile/profile-projects/my-projects,
 * `sharedList` /profile/profile-projects/shared-projects, `show` (and `create` without ?id=)
 * /profile/project/details; editing is a dialog of that page. They load with their wording, and
 * the hiring wording their team pieces (skill coverage) use.
 */
const withWording = (load: () => Promise<{ default: React.ComponentType }>) =>
  lazyWithMessages(['projects', 'hiring', 'changes', 'catalogs'], load);
const detail = withWording(() => import('./pages').then((pages) => ({ default: pages.ProjectDetail })));

export const list = withWording(() => import('./pages').then((pages) => ({ default: pages.ProjectList })));
export const sharedList = withWording(() => import('./pages').then((pages) => ({ default: pages.SharedProjectList })));
export const show = detail;
export const recordRepresentation = 'name';
