import type { UserType } from './events';

export interface Actor {
  userId: string;
  userType: UserType;
}

const ADMIN_ROLES: readonly string[] = ['admin', 'super_admin'] satisfies UserType[];

/**
 * The one answer to "is this role an admin?", for the APIs and the frontend alike (a
 * super_admin is an admin). Takes any string, since the browser reads the role from storage.
 */
export const isAdminRole = (userType: string | null | undefined): boolean =>
  userType != null && ADMIN_ROLES.includes(userType);

export const isAdmin = (actor: Actor) => isAdminRole(actor.userType);
