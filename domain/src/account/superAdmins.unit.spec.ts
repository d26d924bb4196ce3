import { describe, expect, it } from 'vitest';
import { emptySuperAdminRoster, evolveSuperAdminRoster, stayingSuperAdmins } from './superAdmins';

const registered = (userId: string, userType: string) => ({ type: 'UserRegistered', data: { userId, userType } });
const account = (type: string, userId: string) => ({ type, data: { userId } });

describe('the super admin roster', () => {
  it('keeps the super admins whose erasure is not pending: a cancel brings one back, an erasure takes one away', () => {
    const fold = (events: { type: string; data: unknown }[]) =>
      stayingSuperAdmins(events.reduce(evolveSuperAdminRoster, emptySuperAdminRoster()));
    const two = [registered('s1', 'super_admin'), registered('a1', 'admin'), registered('s2', 'super_admin')];
    expect(fold(two)).toEqual(['s1', 's2']);
    expect(fold([...two, account('AccountErasureRequested', 's1')])).toEqual(['s2']);
    expect(fold([...two, account('AccountErasureRequested', 's1'), account('AccountErasureCancelled', 's1')])).toEqual([
      's1',
      's2',
    ]);
    expect(fold([...two, account('AccountErasureRequested', 's2'), account('AccountErased', 's2')])).toEqual(['s1']);
    // Other people's erasures and other events leave it as it is.
    expect(fold([...two, account('AccountErasureRequested', 'a1'), { type: 'SkillsSet', data: {} }])).toEqual([
      's1',
      's2',
    ]);
  });
});
