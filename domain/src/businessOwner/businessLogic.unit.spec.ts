import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { ForbiddenError, ValidationError } from '../shared/errors';
import { businessOwnerDecider, type SetBusinessOwnerProfile } from './businessLogic';
import type { BusinessOwnerEvent } from './businessOwner';
import { businessOwnerProfileSchema } from './schemas';

const now = '2026-03-01T09:00:00.000Z';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };

function given(events: BusinessOwnerEvent[]) {
  const state = events.reduce(businessOwnerDecider.evolve, businessOwnerDecider.initialState());
  return {
    when:
      (data: Omit<SetBusinessOwnerProfile['data'], 'ownerId'>, actor: Actor = owner, ownerId = owner.userId) =>
      () =>
        businessOwnerDecider.decide(
          { type: 'SetBusinessOwnerProfile', data: { ownerId, ...data }, metadata: { now, actor } },
          state,
        ),
  };
}
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
    expect(
      given([]).when({ companyName: 'Bennett & Co', website: 'https://bennett.example', about: 'We hire.' })(),
    ).toEqual([saved]);
    expect(given([saved]).when({ about: 'We build teams.' })()).toEqual([
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
    expect(given([]).when({ about: 'x' }, { userId: 'owner-2', userType: 'business_owner' })).toThrow(ForbiddenError);
    expect(given([]).when({ about: 'x' }, { userId: 'admin-1', userType: 'admin' })).toThrow(ForbiddenError);
    expect(given([]).when({ about: 'x' }, { userId: 'admin-1', userType: 'admin' }, 'admin-1')).not.toThrow();
    expect(given([]).when({ about: 'x' }, { userId: 'spec-1', userType: 'specialist' }, 'spec-1')).toThrow(
      ForbiddenError,
    );
  });

  it('holds the limits: company name ≤ 260, about ≤ 1000, a http(s) website', () => {
    const fields = (data: Parameters<ReturnType<typeof given>['when']>[0]) => {
      try {
        given([]).when(data)();
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
        return (error as ValidationError).fields;
      }
      return undefined;
    };
    expect(fields({ companyName: 'c'.repeat(261) })).toEqual({
      company_name: 'Company name must be at most 260 characters',
    });
    expect(fields({ about: 'a'.repeat(1001) })).toEqual({ about: 'About must be at most 1000 characters' });
    expect(fields({ website: 'ftp://x.example' })).toEqual({
      website: 'Enter a website address starting with http:// or https://',
    });
    expect(fields({ website: '' })).toBeUndefined();
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
