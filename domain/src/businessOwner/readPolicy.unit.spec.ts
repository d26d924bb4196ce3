import { describe, expect, it } from 'vitest';
import type { BusinessOwnerRecord } from './projections/businessOwnerProfile';
import { companyProfileAsSeenBy } from './readPolicy';

const record: BusinessOwnerRecord = {
  id: 'owner-1',
  first_name: 'Oliver',
  last_name: 'Bennett',
  email: 'oliver@example.com',
  company_name: 'Bennett Ltd',
  website: '',
  about: '',
  logo: null,
  logo_status: null,
  logo_error: null,
};

describe("a company profile's contact", () => {
  it('is seen by the owner, admins and a specialist in one of their networks', () => {
    expect(companyProfileAsSeenBy(record, { userId: 'owner-1', userType: 'business_owner' }, false)).toEqual(record);
    expect(companyProfileAsSeenBy(record, { userId: 'a', userType: 'admin' }, false)).toEqual(record);
    expect(companyProfileAsSeenBy(record, { userId: 's', userType: 'specialist' }, true)).toEqual(record);
  });

  it('is not seen by anyone else, who reads the company all the same', () => {
    for (const reader of [
      { userId: 's', userType: 'specialist' as const },
      { userId: 'o', userType: 'business_owner' as const },
    ])
      expect(companyProfileAsSeenBy(record, reader, false)).toEqual({ ...record, email: null });
  });
});
