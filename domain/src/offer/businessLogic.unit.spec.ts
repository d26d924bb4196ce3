import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { DeciderSpecification } from '../testKit/deciderSpecification';
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

const given = DeciderSpecification.for(offerDecider);
const command = <T extends OfferCommand['type']>(
  type: T,
  data: Omit<Extract<OfferCommand, { type: T }>['data'], 'offerId'>,
  actor: Actor,
  at = now,
) => ({ type, data: { offerId, ...data }, metadata: { now: at, actor } }) as OfferCommand;
const make = (actor: Actor, overrides: Partial<MakeOffer['data']> = {}) =>
  command('MakeOffer', terms(overrides), actor);
const terms = (overrides: Partial<MakeOffer['data']> = {}): Omit<MakeOffer['data'], 'offerId'> => ({
  team,
  specialist: { specialistId: priya.userId, isSpecialist: true, daysPerWeek: 4, bookedDays: 1 },
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
    given([]).when(make(owner)).then([made]);
    expect(OFFER_EXPIRY_DAYS).toBe(14);
  });

  it("is the team's owner's, or an admin's: 404 for another owner, 403 for a member, 404 for no team, 409 archived", () => {
    given([])
      .when(make(admin))
      .then((events) => expect(events[0].data).toMatchObject({ ownerId: owner.userId }));
    given([]).when(make(otherOwner)).thenThrows(NotFoundError, 'team.teamNotFound');
    given([]).when(make(priya)).thenThrows(NotFoundError, 'team.teamNotFound');
    given([]).when(make(member)).thenThrows(ForbiddenError, 'offer.notYourTeam');
    given([])
      .when(make(owner, { team: { ...team, ownerId: null } }))
      .thenThrows(NotFoundError, 'team.teamNotFound');
    given([])
      .when(make(owner, { team: { ...team, archived: true } }))
      .thenThrows(ConflictError, 'team.teamArchived');
  });

  it('is made to a specialist who is not in the team yet', () => {
    given([])
      .when(make(owner, { specialist: { specialistId: 'x', isSpecialist: false, daysPerWeek: 5, bookedDays: 0 } }))
      .thenThrows(ValidationError, { fields: { specialist_id: 'offer.notASpecialist' } });
    given([])
      .when(
        make(owner, { specialist: { specialistId: member.userId, isSpecialist: true, daysPerWeek: 5, bookedDays: 0 } }),
      )
      .thenThrows(ConflictError, 'team.alreadyMember');
    given([made]).when(make(owner)).thenThrows(ConflictError, 'offer.notPending');
  });

  it('is not made twice to the same person for the same team while one is pending (409)', () => {
    given([])
      .when(
        make(owner, {
          specialist: {
            specialistId: priya.userId,
            isSpecialist: true,
            daysPerWeek: 4,
            bookedDays: 1,
            pendingOfferId: 'o0',
          },
        }),
      )
      .thenThrows(ConflictError, { domainMessage: 'offer.alreadyOffered', details: { pending_offer_id: 'o0' } });
    given([])
      .when(
        make(owner, {
          specialist: {
            specialistId: priya.userId,
            isSpecialist: true,
            daysPerWeek: 4,
            bookedDays: 1,
            pendingOfferId: null,
          },
        }),
      )
      .then([made]);
  });

  it('holds the role (required, ≤ 260), half days from 0.5 to 5, a real start date, a rate and a message ≤ 1000', () => {
    const refused = (overrides: Partial<MakeOffer['data']>, fields: Record<string, string>) =>
      given([]).when(make(owner, overrides)).thenThrows(ValidationError, { fields });
    refused({ roleTitle: ' ' }, { role_title: 'offer.roleRequired' });
    refused({ roleTitle: 'r'.repeat(261) }, { role_title: 'team.roleTooLong' });
    for (const allocationDays of [0, 0.25, 5.5, Number.NaN])
      refused({ allocationDays }, { allocation_days: 'team.allocationInvalid' });
    refused({ startsOn: '2026-02-30' }, { starts_on: 'offer.startsOnInvalid' });
    refused({ dayRate: { amount: 0, currency: 'EUR' } }, { day_rate: 'offer.dayRateInvalid' });
    refused({ message: 'm'.repeat(1001) }, { message: 'offer.messageTooLong' });
    given([])
      .when(make(owner, { roleTitle: 'r'.repeat(260), dayRate: null }))
      .then((events) => expect(events).toHaveLength(1));
  });

  it("refuses an offer beyond the specialist's free days (409) unless the owner over-allocates on purpose", () => {
    given([])
      .when(make(owner, { allocationDays: 3.5 }))
      .thenThrows(ConflictError, 'offer.beyondFreeDays');
    given([])
      .when(make(owner, { allocationDays: 3 }))
      .then((events) => expect(events[0].data).toMatchObject({ overAllocated: false }));
    given([])
      .when(make(owner, { allocationDays: 3.5, overAllocate: true }))
      .then((events) =>
        expect(events[0].data).toMatchObject({ allocationDays: 3.5, freeDays: 3, overAllocated: true }),
      );
  });

  it('counts the free days as the days a week the person gives less those booked, never below none', () => {
    const to = (daysPerWeek: number, bookedDays: number) => ({
      specialist: { specialistId: priya.userId, isSpecialist: true, daysPerWeek, bookedDays },
    });
    given([])
      .when(make(owner, { ...to(2, 0), allocationDays: 2.5 }))
      .thenThrows(ConflictError, 'offer.beyondFreeDays');
    given([])
      .when(make(owner, { ...to(2.5, 0), allocationDays: 2.5 }))
      .then((events) => expect(events[0].data).toMatchObject({ freeDays: 2.5, overAllocated: false }));
    given([])
      .when(make(owner, { ...to(0, 0), allocationDays: 0.5 }))
      .thenThrows(ConflictError, 'offer.beyondFreeDays');
    given([])
      .when(make(owner, { ...to(3, 4.5), allocationDays: 0.5, overAllocate: true }))
      .then((events) => expect(events[0].data).toMatchObject({ freeDays: 0, overAllocated: true }));
  });
});

describe('offer decider: answering and withdrawing', () => {
  it('the specialist accepts or declines a pending offer (with a reason)', () => {
    given([made])
      .when(command('AcceptOffer', {}, priya))
      .then([{ type: 'OfferAccepted', data: { offerId, teamId: 't1', specialistId: priya.userId, acceptedAt: now } }]);
    given([made])
      .when(command('DeclineOffer', { reason: 'Booked until June' }, priya))
      .then([
        {
          type: 'OfferDeclined',
          data: { offerId, teamId: 't1', specialistId: priya.userId, reason: 'Booked until June', declinedAt: now },
        },
      ]);
    given([made])
      .when(command('DeclineOffer', { reason: 'r'.repeat(1001) }, priya))
      .thenThrows(ValidationError, { fields: { reason: 'offer.reasonTooLong' } });
  });

  it('only the specialist answers: 403 for the owner and admins, 404 for anyone else', () => {
    for (const type of ['AcceptOffer', 'DeclineOffer'] as const) {
      const answer = (actor: Actor) => given([made]).when(command(type, { reason: '' }, actor));
      answer(owner).thenThrows(ForbiddenError, 'offer.notYourOffer');
      answer(admin).thenThrows(ForbiddenError, 'offer.notYourOffer');
      answer(member).thenThrows(NotFoundError, 'offer.offerNotFound');
      answer(otherOwner).thenThrows(NotFoundError, 'offer.offerNotFound');
    }
    given([])
      .when(command('AcceptOffer', {}, priya))
      .thenThrows(NotFoundError, 'offer.offerNotFound');
  });

  it('the owner withdraws a pending offer; the specialist and admins may not (403), others are told nothing (404)', () => {
    given([made])
      .when(command('WithdrawOffer', {}, owner))
      .then([{ type: 'OfferWithdrawn', data: { offerId, teamId: 't1', withdrawnAt: now } }]);
    given([made])
      .when(command('WithdrawOffer', {}, priya))
      .thenThrows(ForbiddenError, 'offer.notYourTeam');
    given([made])
      .when(command('WithdrawOffer', {}, admin))
      .thenThrows(ForbiddenError, 'offer.notYourTeam');
    given([made])
      .when(command('WithdrawOffer', {}, otherOwner))
      .thenThrows(NotFoundError, 'offer.offerNotFound');
  });

  it('moves only from pending: an answered or withdrawn offer is 409', () => {
    const accepted: OfferEvent = {
      type: 'OfferAccepted',
      data: { offerId, teamId: 't1', specialistId: priya.userId, acceptedAt: now },
    };
    const withdrawn: OfferEvent = { type: 'OfferWithdrawn', data: { offerId, teamId: 't1', withdrawnAt: now } };
    for (const after of [accepted, withdrawn]) {
      given([made, after])
        .when(command('AcceptOffer', {}, priya))
        .thenThrows(ConflictError, 'offer.notPending');
      given([made, after])
        .when(command('DeclineOffer', { reason: '' }, priya))
        .thenThrows(ConflictError, 'offer.notPending');
      given([made, after])
        .when(command('WithdrawOffer', {}, owner))
        .thenThrows(ConflictError, 'offer.notPending');
    }
  });

  it('expires 14 days after it was made: read as expired, refused at accept and withdraw', () => {
    const justBefore = new Date(Date.parse(daysLater(OFFER_EXPIRY_DAYS)) - 1).toISOString();
    given([made])
      .when(command('AcceptOffer', {}, priya, justBefore))
      .then((events) => expect(events).toHaveLength(1));
    given([made])
      .when(command('AcceptOffer', {}, priya, daysLater(OFFER_EXPIRY_DAYS)))
      .thenThrows(ConflictError, 'offer.expired');
    given([made])
      .when(command('WithdrawOffer', {}, owner, daysLater(20)))
      .thenThrows(ConflictError, 'offer.expired');
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
