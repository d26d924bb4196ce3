import type { Audience } from './RoleGate';
import { paths } from './paths';

/** Signed-in routes (spec 2.2 and 2.3): who may open each, its title, and the menu item it belongs to. */
export interface PrivateRouteMeta {
  path: string;
  audience: Audience;
  titleKey: string;
  menuItemId?: string;
}

export const privateRouteMeta: readonly PrivateRouteMeta[] = [
  { path: paths.dashboard, audience: 'member', titleKey: 'app.menu.dashboard', menuItemId: 'dashboard' },
  { path: paths.profile, audience: 'member', titleKey: 'app.menu.profile', menuItemId: 'profile' },
  { path: paths.oldProfile, audience: 'member', titleKey: 'app.pages.old_profile', menuItemId: 'profile' },
  { path: paths.network, audience: 'all', titleKey: 'app.menu.network', menuItemId: 'network' },
  { path: paths.networkDetail, audience: 'all', titleKey: 'app.pages.network_detail', menuItemId: 'network' },
  { path: paths.networkDetailTeam, audience: 'all', titleKey: 'app.pages.network_detail', menuItemId: 'network' },
  { path: paths.teams, audience: 'all', titleKey: 'app.pages.teams', menuItemId: 'network' },
  { path: paths.teamDetail, audience: 'all', titleKey: 'app.pages.team_detail', menuItemId: 'network' },
  { path: paths.myProjects, audience: 'all', titleKey: 'app.menu.my_projects', menuItemId: 'my-projects' },
  { path: paths.sharedProjects, audience: 'member', titleKey: 'app.menu.shared_projects', menuItemId: 'shared-projects' },
  { path: paths.projectDetails, audience: 'all', titleKey: 'app.pages.project_details', menuItemId: 'my-projects' },
  { path: paths.editAccount, audience: 'member', titleKey: 'app.pages.edit_account' },
  { path: paths.profileSetup, audience: 'member', titleKey: 'app.pages.profile_setup', menuItemId: 'profile' },
  { path: paths.profileView, audience: 'all', titleKey: 'app.pages.profile_view', menuItemId: 'network' },
  { path: paths.report, audience: 'admin', titleKey: 'app.menu.report', menuItemId: 'report' },
];
