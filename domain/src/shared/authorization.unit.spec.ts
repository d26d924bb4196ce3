import { describe, expect, it } from 'vitest';
import { assertCanEditProfile, isAdmin, isAdminRole } from './authorization';
import { ForbiddenError } from './errors';
import { USER_TYPES, type UserType } from './events';

describe('isAdminRole', () => {
  const expected: Record<UserType, boolean> = {
    specialist: false,
    business_owner: false,
    admin: true,
    super_admin: true,
  };

  it.each(USER_TYPES.map((role) => [role, expected[role]] as const))('%s → admin: %s', (role, admin) => {
    expect(isAdminRole(role)).toBe(admin);
    expect(isAdmin({ userId: 'u1', userType: role })).toBe(admin);
  });

  it.each([null, undefined, '', 'Admin', 'superadmin'])('%j is not an admin', (value) => {
    expect(isAdminRole(value)).toBe(false);
  });
});

describe('assertCanEditProfile', () => {
  it.each(USER_TYPES)('lets a %s edit their own profile', (role) => {
    expect(() => assertCanEditProfile({ userId: 'u1', userType: role }, 'u1')).not.toThrow();
  });

  it.each(USER_TYPES.map((role) => [role, isAdminRole(role)] as const))(
    "someone else's profile: a %s may edit: %s",
    (role, may) => {
      const edit = () => assertCanEditProfile({ userId: 'u1', userType: role }, 'u2');
      if (may) expect(edit).not.toThrow();
      else expect(edit).toThrow(ForbiddenError);
    },
  );
});
