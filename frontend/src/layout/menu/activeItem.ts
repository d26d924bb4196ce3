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
 * The highlighted item: the one the current route belongs to, else the item whose id
 * appears deepest among the path's segments (so /profile/dashboard picks 'dashboard',
 * not 'profile').
 */
export function activeTrail(items: MenuItem[], pathname: string): Trail {
  const all = [...leaves(items)];
  const ownerId = routeMetaOf(pathname)?.menuItemId;
  if (ownerId) {
    const owner = all.find((t) => t.item?.id === ownerId);
    if (owner) return owner;
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
