import type { SvgIconComponent } from '@mui/icons-material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { paths } from '../../routes/paths';

/**
 * Side navigation of spec 2.5. Items navigate to a url, may be external or disabled; a
 * type the renderer does not know shows 'Menu Items Error'.
 */
export interface MenuItem {
  id: string;
  type: 'group' | 'item' | 'collapse' | (string & {});
  /** An i18n key. */
  title: string;
  url?: string;
  icon?: SvgIconComponent;
  external?: boolean;
  disabled?: boolean;
  children?: MenuItem[];
}

const item = (id: string, title: string, url: string, icon: SvgIconComponent): MenuItem => ({ id, type: 'item', title, url, icon });

const dashboard = item('dashboard', 'app.menu.dashboard', paths.dashboard, SpaceDashboardOutlined);
const profile = item('profile', 'app.menu.profile', paths.profile, PersonOutlineOutlined);
const network = item('network', 'app.menu.network', paths.network, HubOutlined);
const myProjects = item('my-projects', 'app.menu.my_projects', paths.myProjects, WorkOutlineOutlined);
const sharedProjects = item('shared-projects', 'app.menu.shared_projects', paths.sharedProjects, FolderSharedOutlined);
const report = item('report', 'app.menu.report', paths.report, AssessmentOutlined);

export const memberMenu: MenuItem[] = [
  { id: 'overview', type: 'group', title: 'app.menu.overview', children: [dashboard, profile] },
  { id: 'work', type: 'group', title: 'app.menu.work', children: [network, myProjects, sharedProjects] },
];

export const adminMenu: MenuItem[] = [
  { id: 'work', type: 'group', title: 'app.menu.work', children: [network, myProjects] },
  { id: 'administration', type: 'group', title: 'app.menu.administration', children: [report] },
];

export const menuFor = (userType: string | null | undefined) => (userType === 'admin' ? adminMenu : memberMenu);
