import type { AccountEvent } from './account';

/**
 * The super admins, folded from the account events of the whole log (each account's stream holds its
 * own, so no one stream knows them all): by id, whether their erasure is pending. An erasure's
 * decision is given the ones that stay (`staying`), so that the last super admin is never erased.
 */
export type SuperAdminRoster = ReadonlyMap<string, { erasing: boolean }>;

export const emptySuperAdminRoster = (): SuperAdminRoster => new Map();

/** Events of other types (and of other streams) leave the roster as it is. */
export function evolveSuperAdminRoster(
  roster: SuperAdminRoster,
  event: { type: string; data: unknown },
): SuperAdminRoster {
  const e = event as AccountEvent;
  const next = (userId: string, erasing: boolean | 'gone') => {
    const map = new Map(roster);
    if (erasing === 'gone') map.delete(userId);
    else map.set(userId, { erasing });
    return map;
  };
  switch (e.type) {
    case 'UserRegistered':
      return e.data.userType === 'super_admin' ? next(e.data.userId, false) : roster;
    case 'AccountErasureRequested':
    case 'AccountErasureCancelled':
    case 'AccountErased':
      if (!roster.has(e.data.userId)) return roster;
      return next(e.data.userId, e.type === 'AccountErased' ? 'gone' : e.type === 'AccountErasureRequested');
    default:
      return roster;
  }
}

/** The super admins whose erasure is not pending. */
export const stayingSuperAdmins = (roster: SuperAdminRoster): string[] =>
  [...roster].filter(([, { erasing }]) => !erasing).map(([id]) => id);
