import { routeAt } from '../../routes/routeTable';
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

/**
 * The highlighted item: the one the current route belongs to, else (a path outside the
 * route table) the item whose id appears deepest among the path's segments.
 */
export function activeTrail(items: MenuItem[], pathname: string): Trail {
  const all = [...leaves(items)];
  const route = routeAt(pathname);
  if (route) {
    // A known route says which item it belongs to; one outside the menu (the Account page) highlights none.
    const itemId = route.menu?.id ?? route.highlights;
    return all.find((t) => t.item?.id === itemId) ?? {};
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
