import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../shared/errors';
import type { UserType } from '../shared/events';
import type { NetworkMemberDoc } from './projections/networkMember';
import type { NetworkDoc } from './projections/networkRecord';
import { assertCanSearchSpecialists, networkViewOf, visibleMembership } from './readPolicy';

const at = '2026-03-01T09:00:00.000Z';
const network: NetworkDoc = {
  id: 'n1',
  owner_id: 'owner',
  name: 'N',
  description: '',
  archived: false,
  created_at: at,
  updated_at: at,
};
const membership = (over: Partial<NetworkMemberDoc>): NetworkMemberDoc => ({
  id: 'n1.m1',
  network_id: 'n1',
  membership_id: 'm1',
  specialist_id: 's1',
  email: null,
  status: 'joined',
  invited_at: at,
  responded_at: at,
  note: 'private',
  tags: ['secret'],
  ...over,
});
const reader = (userId: string, userType: UserType) => ({ userId, userType });

describe('network read policy', () => {
  it('search: business owners and admins; a specialist is refused', () => {
    for (const type of ['business_owner', 'admin', 'super_admin'] as const)
      expect(() => assertCanSearchSpecialists(reader('x', type))).not.toThrow();
    expect(() => assertCanSearchSpecialists(reader('x', 'specialist'))).toThrow(ForbiddenError);
  });

  it('a network: its owner and admins whole, a joined specialist as a member, nobody else', () => {
    expect(networkViewOf(reader('owner', 'business_owner'), network, [])).toBe('owner');
    expect(networkViewOf(reader('a', 'admin'), network, [])).toBe('admin');
    expect(networkViewOf(reader('other', 'business_owner'), network, [])).toBeNull();
    expect(networkViewOf(reader('s1', 'specialist'), network, [membership({})])).toBe('member');
    for (const status of ['invited', 'declined', 'removed', 'left'] as const) {
      expect(networkViewOf(reader('s1', 'specialist'), network, [membership({ status })])).toBeNull();
    }
  });

  it('a membership: whole for owner and admins; the member’s own without the owner’s note and tags; hidden from others', () => {
    const m = membership({});
    expect(visibleMembership(reader('owner', 'business_owner'), network, m, null)).toBe(m);
    expect(visibleMembership(reader('a', 'super_admin'), network, m, null)).toBe(m);
    expect(visibleMembership(reader('s1', 'specialist'), network, m, null)).toEqual({ ...m, note: '', tags: [] });
    expect(visibleMembership(reader('s2', 'specialist'), network, m, null)).toBeNull();
    expect(visibleMembership(reader('other', 'business_owner'), network, m, null)).toBeNull();
    const byEmail = membership({ specialist_id: null, email: 'new@example.com', status: 'invited' });
    expect(visibleMembership(reader('s9', 'specialist'), network, byEmail, 'New@Example.com')).toMatchObject({
      id: 'n1.m1',
      note: '',
    });
    expect(visibleMembership(reader('s9', 'specialist'), network, byEmail, 'other@example.com')).toBeNull();
  });
});
