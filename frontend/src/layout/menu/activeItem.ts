import { matchPath } from 'react-router-dom';
import { privateRouteMeta } from '../../routes/privateRouteMeta';
import type { MenuItem } from './menuItems';

export interface Trail {
  group?: MenuItem;
  item?: MenuItem;
}

function* leaves(items: MenuItem[], group?: MenuItem): Generator<Trail> {
  for (const entry of items) {
    if (entry.children) yield* leaves(entry.children, entry.type === 'group' ? entry : group);
    else yield { group, item: entry };
  }
}

export const routeMetaOf = (pathname: string) => privateRouteMeta.find((meta) => matchPath({ path: meta.path, end: true }, pathname));

/**
 * The highlighted item: the one the current route belongs to, else (a path outside the
 * route table) the item whose id appears deepest among the path's segments.
 */
export function activeTrail(items: MenuItem[], pathname: string): Trail {
  const all = [...leaves(items)];
  const meta = routeMetaOf(pathname);
  if (meta) {
    // A known route says which item it belongs to; one outside the menu (the Account page) highlights none.
    return all.find((t) => t.item?.id === meta.menuItemId) ?? {};
  }
  const segments = pathname.split('/').filter(Boolean);
  let best: Trail = {};
  let bestIndex = -1;
  for (const trail of all) {
    const index = segments.lastIndexOf(trail.item!.id);
    if (index > bestIndex) {
      best = trail;
      bestIndex = index;
    }
  }
  return best;
}
