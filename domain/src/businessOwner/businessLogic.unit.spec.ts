import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import type { Actor } from '../shared/authorization';
import { ForbiddenError, ValidationError, type FieldErrors } from '../shared/errors';
import { businessOwnerDecider, type SetBusinessOwnerProfile } from './businessLogic';
import type { BusinessOwnerEvent } from './businessOwner';
import { businessOwnerProfileSchema } from './schemas';

const now = '2026-03-01T09:00:00.000Z';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };

const given = DeciderSpecification.for(businessOwnerDecider);
const command = (
  data: Omit<SetBusinessOwnerProfile['data'], 'ownerId'>,
  actor: Actor = owner,
  ownerId = owner.userId,
): SetBusinessOwnerProfile => ({
  type: 'SetBusinessOwnerProfile',
  data: { ownerId, ...data },
  metadata: { now, actor },
});
const saved: BusinessOwnerEvent = {
  type: 'BusinessOwnerProfileSet',
  data: {
    ownerId: owner.userId,
    companyName: 'Bennett & Co',
    website: 'https://bennett.example',
    about: 'We hire.',
    setAt: now,
  },
};

describe('company profile decider', () => {
  it('sets the fields sent and keeps the others', () => {
    given([])
      .when(command({ companyName: 'Bennett & Co', website: 'https://bennett.example', about: 'We hire.' }))
      .then([saved]);
    given([saved])
      .when(command({ about: 'We build teams.' }))
      .then([
        {
          type: 'BusinessOwnerProfileSet',
          data: {
            ownerId: owner.userId,
            companyName: 'Bennett & Co',
            website: 'https://bennett.example',
            about: 'We build teams.',
            setAt: now,
          },
        },
      ]);
  });

  it("is its owner's to change: admins change their own only, specialists have none (403)", () => {
    given([])
      .when(command({ about: 'x' }, { userId: 'owner-2', userType: 'business_owner' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(command({ about: 'x' }, { userId: 'admin-1', userType: 'admin' }))
      .thenThrows(ForbiddenError);
    given([])
      .when(command({ about: 'x' }, { userId: 'admin-1', userType: 'admin' }, 'admin-1'))
      .then((events) => expect(events).toHaveLength(1));
    given([])
      .when(command({ about: 'x' }, { userId: 'spec-1', userType: 'specialist' }, 'spec-1'))
      .thenThrows(ForbiddenError);
  });

  it('holds the limits: company name ≤ 260, about ≤ 1000, a http(s) website', () => {
    const refused = (data: Parameters<typeof command>[0], fields: FieldErrors) =>
      given([]).when(command(data)).thenThrows(ValidationError, { fields });
    refused({ companyName: 'c'.repeat(261) }, { company_name: 'businessOwner.companyNameTooLong' });
    refused({ about: 'a'.repeat(1001) }, { about: 'businessOwner.aboutTooLong' });
    refused({ website: 'ftp://x.example' }, { website: 'businessOwner.websiteInvalid' });
    given([])
      .when(command({ website: '' }))
      .then((events) => expect(events).toHaveLength(1));
  });
});

describe('company profile body', () => {
  it('is strict, trims, and treats blank as cleared', () => {
    expect(businessOwnerProfileSchema.parse({ company_name: ' Bennett ', website: null })).toEqual({
      company_name: 'Bennett',
      website: '',
    });
    expect(businessOwnerProfileSchema.safeParse({ company_name: 'x', logo: 'y' }).success).toBe(false);
    expect(businessOwnerProfileSchema.safeParse({ website: 'bennett.example' }).success).toBe(false);
  });
});
