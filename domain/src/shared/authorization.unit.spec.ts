import { describe, expect, it } from 'vitest';
import { isAdmin, isAdminRole } from './authorization';
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
