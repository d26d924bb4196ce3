import { ForbiddenError } from './errors';
import type { UserType } from './events';

export interface Actor {
  userId: string;
  userType: UserType;
}

export const isAdmin = (actor: Actor) => actor.userType === 'admin' || actor.userType === 'super_admin';

/** Only the profile's owner, an admin or a super_admin may change a profile (403 otherwise). */
export function assertCanEditProfile(actor: Actor, specialistId: string): void {
  if (actor.userId !== specialistId && !isAdmin(actor)) throw new ForbiddenError('You can only change your own profile');
}
