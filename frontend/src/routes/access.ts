import { isAdminRole } from '../providers/domain';
import type { Audience } from './routeTable';

/**
 * Whether a signed-in user of this role may open a route of this audience (spec 2.2, 2.3):
 * admins, super_admins included, get the reduced set; everybody else the members' set.
 */
export function roleMayOpen(audience: Audience, userType: string | null | undefined): boolean {
  if (audience === 'member') return !isAdminRole(userType);
  if (audience === 'admin') return isAdminRole(userType);
  return true;
}
