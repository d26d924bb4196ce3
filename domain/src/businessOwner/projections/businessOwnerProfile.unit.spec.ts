import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../shared/events';
import { projectAll, storedEvents } from '../../shared/projectionTestKit';
import { businessOwnerKey, businessOwnerProjection } from './businessOwnerProfile';

const at = '2026-03-01T09:00:00.000Z';
const registered = (userId: string, userType: string): DomainEvent => ({
  type: 'UserRegistered', data: { userId, firstName: 'Olivia', lastName: 'Owner', email: `${userId}@example.com`, userType, registeredAt: at },
});

describe('BusinessOwnerProfile projection', () => {
  it('gives every owner and admin a company profile with their account’s names and email', () => {
    const docs = projectAll(businessOwnerProjection, storedEvents([
      registered('o1', 'business_owner'),
      registered('a1', 'super_admin'),
      registered('s1', 'specialist'),
      { type: 'BusinessOwnerProfileSet', data: { ownerId: 'o1', companyName: 'Acme', website: 'https://acme.example', about: '', setAt: at } },
    ]));
    expect(docs.get(businessOwnerKey('o1'))).toEqual({
      id: 'o1', first_name: 'Olivia', last_name: 'Owner', email: 'o1@example.com', company_name: 'Acme', website: 'https://acme.example', about: '', logo: null,
    });
    expect(docs.get(businessOwnerKey('a1'))).toMatchObject({ company_name: '' });
    expect(docs.has(businessOwnerKey('s1'))).toBe(false);
  });

  it('a specialist’s account edit does not conjure a company profile', () => {
    const docs = projectAll(businessOwnerProjection, storedEvents([
      { type: 'AccountDetailsUpdated', data: { specialistId: 's1', details: { first_name: 'A', last_name: 'B' }, updatedAt: at } },
    ]));
    expect(docs.get(businessOwnerKey('s1'))).toBeNull();
  });
});
