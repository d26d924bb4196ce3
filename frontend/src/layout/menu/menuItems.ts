import type { SvgIconComponent } from '@mui/icons-material';
import { roleMayOpen } from '../../providers/access';
import { routeEntries, type MenuGroupId } from '../../routes/routeTable';

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

const GROUPS: { id: MenuGroupId; title: string }[] = [
  { id: 'overview', title: 'app.menu.overview' },
  { id: 'work', title: 'app.menu.work' },
  { id: 'administration', title: 'app.menu.administration' },
];

/** The route table's menu entries this role may open, in table order, by group; empty groups are left out. */
export function menuFor(userType: string | null | undefined): MenuItem[] {
  const items = routeEntries.flatMap(([, route]) =>
    route.menu && roleMayOpen(route.audience, userType)
      ? [
          {
            group: route.menu.group,
            item: { id: route.menu.id, type: 'item', title: route.title!, url: route.path, icon: route.menu.icon },
          },
        ]
      : [],
  );
  return GROUPS.map((group) => ({
    ...group,
    type: 'group',
    children: items.filter((entry) => entry.group === group.id).map((entry) => entry.item),
  })).filter((group) => group.children.length > 0);
}

export const memberMenu = menuFor('specialist');
export const adminMenu = menuFor('admin');
