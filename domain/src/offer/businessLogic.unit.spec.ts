import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { errorOf } from '../shared/deciderTestKit';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { offerDecider, type MakeOffer, type OfferCommand, type OfferTeamFacts } from './businessLogic';
import { OFFER_EXPIRY_DAYS, offerStatusAt, type OfferEvent } from './offer';
import { declineOfferSchema, makeOfferSchema, offerTeamMemberSchema } from './schemas';

const now = '2026-03-01T09:00:00.000Z';
const offerId = 'o1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const priya: Actor = { userId: 'spec-1', userType: 'specialist' };
const member: Actor = { userId: 'spec-2', userType: 'specialist' };
const team: OfferTeamFacts = {
  teamId: 't1',
  ownerId: owner.userId,
  networkId: 'n1',
  archived: false,
  memberIds: [member.userId],
};
const daysLater = (days: number) => new Date(Date.parse(now) + days * 86_400_000).toISOString();

function given(events: OfferEvent[]) {
  const state = events.reduce(offerDecider.evolve, offerDecider.initialState());
  return {
    when:
      <T extends OfferCommand['type']>(
        type: T,
        data: Omit<Extract<OfferCommand, { type: T }>['data'], 'offerId'>,
        actor: Actor,
        at = now,
      ) =>
      () =>
        offerDecider.decide({ type, data: { offerId, ...data }, metadata: { now: at, actor } } as OfferCommand, state),
  };
}

const terms = (overrides: Partial<MakeOffer['data']> = {}): Omit<MakeOffer['data'], 'offerId'> => ({
  team,
  specialist: { specialistId: priya.userId, isSpecialist: true, freeDays: 3 },
  roleTitle: 'Lead designer',
  allocationDays: 2.5,
  dayRate: { amount: 600, currency: 'EUR' },
  startsOn: '2026-04-01',
  message: 'Join us for the checkout rebuild',
  overAllocate: false,
  ...overrides,
});
const made: OfferEvent = {
  type: 'OfferMade',
  data: {
    offerId,
    teamId: 't1',
    networkId: 'n1',
    ownerId: owner.userId,
    specialistId: priya.userId,
    roleTitle: 'Lead designer',
    allocationDays: 2.5,
    dayRate: { amount: 600, currency: 'EUR' },
    startsOn: '2026-04-01',
    message: 'Join us for the checkout rebuild',
    freeDays: 3,
    overAllocated: false,
    madeAt: now,
    expiresAt: daysLater(OFFER_EXPIRY_DAYS),
  },
};

describe('offer decider: making an offer', () => {
  it('offers a seat with its role, days, rate and start, expiring 14 days later', () => {
    expect(given([]).when('MakeOffer', terms(), owner)()).toEqual([made]);
    expect(OFFER_EXPIRY_DAYS).toBe(14);
  });

  it("is the team's owner's, or an admin's: 404 for another owner, 403 for a member, 404 for no team, 409 archived", () => {
    expect(given([]).when('MakeOffer', terms(), admin)()[0].data).toMatchObject({ ownerId: owner.userId });
    expect(given([]).when('MakeOffer', terms(), otherOwner)).toThrow(NotFoundError);
    expect(given([]).when('MakeOffer', terms(), priya)).toThrow(NotFoundError);
    expect(given([]).when('MakeOffer', terms(), member)).toThrow(ForbiddenError);
    expect(given([]).when('MakeOffer', terms({ team: { ...team, ownerId: null } }), owner)).toThrow('Team not found');
    expect(given([]).when('MakeOffer', terms({ team: { ...team, archived: true } }), owner)).toThrow(ConflictError);
  });

  it('is made to a specialist who is not in the team yet', () => {
    const notSpecialist = terms({ specialist: { specialistId: 'x', isSpecialist: false, freeDays: 5 } });
    expect(errorOf(given([]).when('MakeOffer', notSpecialist, owner)).fields).toEqual({
      specialist_id: 'Offers are made to specialists only',
    });
    const inTeam = terms({ specialist: { specialistId: member.userId, isSpecialist: true, freeDays: 5 } });
    expect(given([]).when('MakeOffer', inTeam, owner)).toThrow('This specialist is already in the team');
    expect(given([made]).when('MakeOffer', terms(), owner)).toThrow(ConflictError);
  });

  it('holds the role (required, ≤ 260), half days from 0.5 to 5, a real start date, a rate and a message ≤ 1000', () => {
    const fieldsOf = (overrides: Partial<MakeOffer['data']>) =>
      errorOf(given([]).when('MakeOffer', terms(overrides), owner)).fields;
    expect(fieldsOf({ roleTitle: ' ' })).toEqual({ role_title: 'Role is required' });
    expect(fieldsOf({ roleTitle: 'r'.repeat(261) })).toEqual({ role_title: 'Role must be at most 260 characters' });
    for (const allocationDays of [0, 0.25, 5.5, Number.NaN])
      expect(fieldsOf({ allocationDays })).toEqual({
        allocation_days: 'Allocation must be from 0.5 to 5 days per week, in half days',
      });
    expect(fieldsOf({ startsOn: '2026-02-30' })).toEqual({
      starts_on: 'Start date must be a date written YYYY-MM-DD',
    });
    expect(fieldsOf({ dayRate: { amount: 0, currency: 'EUR' } })).toHaveProperty('day_rate');
    expect(fieldsOf({ message: 'm'.repeat(1001) })).toEqual({ message: 'Message must be at most 1000 characters' });
    expect(given([]).when('MakeOffer', terms({ roleTitle: 'r'.repeat(260), dayRate: null }), owner)).not.toThrow();
  });

  it("refuses an offer beyond the specialist's free days (409) unless the owner over-allocates on purpose", () => {
    const beyond = terms({ allocationDays: 3.5 });
    const error = errorOf(given([]).when('MakeOffer', beyond, owner));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.message).toMatch(/beyond the specialist’s free days/);
    expect(given([]).when('MakeOffer', terms({ allocationDays: 3 }), owner)()[0].data).toMatchObject({
      overAllocated: false,
    });
    expect(given([]).when('MakeOffer', { ...beyond, overAllocate: true }, owner)()[0].data).toMatchObject({
      allocationDays: 3.5,
      freeDays: 3,
      overAllocated: true,
    });
  });
});

describe('offer decider: answering and withdrawing', () => {
  it('the specialist accepts or declines a pending offer (with a reason)', () => {
    expect(given([made]).when('AcceptOffer', {}, priya)()).toEqual([
      { type: 'OfferAccepted', data: { offerId, teamId: 't1', specialistId: priya.userId, acceptedAt: now } },
    ]);
    expect(given([made]).when('DeclineOffer', { reason: 'Booked until June' }, priya)()).toEqual([
      {
        type: 'OfferDeclined',
        data: { offerId, teamId: 't1', specialistId: priya.userId, reason: 'Booked until June', declinedAt: now },
      },
    ]);
    expect(errorOf(given([made]).when('DeclineOffer', { reason: 'r'.repeat(1001) }, priya)).fields).toEqual({
      reason: 'Reason must be at most 1000 characters',
    });
  });

  it('only the specialist answers: 403 for the owner and admins, 404 for anyone else', () => {
    for (const type of ['AcceptOffer', 'DeclineOffer'] as const) {
      const answer = (actor: Actor) => given([made]).when(type, { reason: '' }, actor);
      expect(answer(owner)).toThrow(ForbiddenError);
      expect(answer(admin)).toThrow(ForbiddenError);
      expect(answer(member)).toThrow(NotFoundError);
      expect(answer(otherOwner)).toThrow(NotFoundError);
    }
    expect(given([]).when('AcceptOffer', {}, priya)).toThrow('Offer not found');
  });

  it('the owner withdraws a pending offer; the specialist and admins may not (403), others are told nothing (404)', () => {
    expect(given([made]).when('WithdrawOffer', {}, owner)()).toEqual([
      { type: 'OfferWithdrawn', data: { offerId, teamId: 't1', withdrawnAt: now } },
    ]);
    expect(given([made]).when('WithdrawOffer', {}, priya)).toThrow(ForbiddenError);
    expect(given([made]).when('WithdrawOffer', {}, admin)).toThrow(ForbiddenError);
    expect(given([made]).when('WithdrawOffer', {}, otherOwner)).toThrow(NotFoundError);
  });

  it('moves only from pending: an answered or withdrawn offer is 409', () => {
    const accepted: OfferEvent = {
      type: 'OfferAccepted',
      data: { offerId, teamId: 't1', specialistId: priya.userId, acceptedAt: now },
    };
    const withdrawn: OfferEvent = { type: 'OfferWithdrawn', data: { offerId, teamId: 't1', withdrawnAt: now } };
    for (const after of [accepted, withdrawn]) {
      expect(given([made, after]).when('AcceptOffer', {}, priya)).toThrow(
        'This offer has already been answered or withdrawn',
      );
      expect(given([made, after]).when('DeclineOffer', { reason: '' }, priya)).toThrow(ConflictError);
      expect(given([made, after]).when('WithdrawOffer', {}, owner)).toThrow(ConflictError);
    }
  });

  it('expires 14 days after it was made: read as expired, refused at accept and withdraw', () => {
    const justBefore = new Date(Date.parse(daysLater(OFFER_EXPIRY_DAYS)) - 1).toISOString();
    expect(given([made]).when('AcceptOffer', {}, priya, justBefore)).not.toThrow();
    expect(given([made]).when('AcceptOffer', {}, priya, daysLater(OFFER_EXPIRY_DAYS))).toThrow(
      'This offer has expired',
    );
    expect(given([made]).when('WithdrawOffer', {}, owner, daysLater(20))).toThrow('This offer has expired');
    expect(offerStatusAt('pending', made.data.expiresAt, justBefore)).toBe('pending');
    expect(offerStatusAt('pending', made.data.expiresAt, daysLater(OFFER_EXPIRY_DAYS))).toBe('expired');
    expect(offerStatusAt('declined', made.data.expiresAt, daysLater(30))).toBe('declined');
  });
});

describe('offer request bodies', () => {
  const body = {
    team_id: 't1',
    specialist_id: 'spec-1',
    role_title: ' Lead ',
    allocation_days: 2.5,
    starts_on: '2026-04-01',
    message: 'Hello',
  };

  it('reads an offer with defaults for the rate and over-allocation, and refuses unknown keys', () => {
    expect(makeOfferSchema.parse({ ...body, day_rate: { amount: 500, currency: 'eur' } })).toEqual({
      ...body,
      role_title: 'Lead',
      day_rate: { amount: 500, currency: 'EUR' },
      over_allocate: false,
    });
    expect(makeOfferSchema.safeParse({ ...body, status: 'accepted' }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ ...body, message: ' ' }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ ...body, allocation_days: 1.25 }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ ...body, over_allocate: 'yes' }).success).toBe(false);
  });

  it('a team member body needs no start or message; a decline needs no body', () => {
    expect(offerTeamMemberSchema.parse({ specialist_id: 's1', role_title: 'Dev', allocation_days: 1 })).toEqual({
      specialist_id: 's1',
      role_title: 'Dev',
      allocation_days: 1,
      day_rate: null,
      over_allocate: false,
      message: '',
    });
    expect(declineOfferSchema.parse(undefined)).toEqual({ reason: '' });
    expect(declineOfferSchema.safeParse({ reason: 'x', extra: 1 }).success).toBe(false);
  });
});

it('refuses bad values with a ValidationError (400), not a crash', () => {
  expect(errorOf(given([]).when('MakeOffer', terms({ roleTitle: '' }), owner))).toBeInstanceOf(ValidationError);
});
