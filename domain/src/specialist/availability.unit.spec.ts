import { describe, expect, it } from 'vitest';
import { engagementCodes } from '../engagement/messages';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { fieldErrorsOf } from '../shared/validation';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { availabilityInputSchema, DEFAULT_AVAILABILITY, type AvailabilityValues } from './availability';
import { specialistDecider, type SpecialistCommand } from './businessLogic';
import { specialistCodes as m } from './messages';
import type { SpecialistEvent } from './specialist';
import { now, profileStarted, specialistId } from './testData';

const given = DeciderSpecification.for(specialistDecider);
const self: Actor = { userId: specialistId, userType: 'specialist' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherSpecialist: Actor = { userId: 'someone-else', userType: 'specialist' };

const open: AvailabilityValues = {
  open_to_work: true,
  available_from: '2026-04-01',
  days_per_week: 3.5,
  day_rate: { amount: 650, currency: 'EUR' },
  discoverable: 'networks',
};

const setAvailability = (availability: AvailabilityValues, actor: Actor = self): SpecialistCommand => ({
  type: 'SetAvailability',
  data: { specialistId, availability },
  metadata: { now, actor },
});
const availabilitySet = (availability: AvailabilityValues): SpecialistEvent => ({
  type: 'AvailabilitySet',
  data: { specialistId, availability, setAt: now },
});

describe('specialist decider: availability and day rate', () => {
  it('sets the whole section for the specialist and for an admin', () => {
    given([profileStarted])
      .when(setAvailability(open))
      .then([availabilitySet(open)]);
    given([profileStarted])
      .when(setAvailability(open, admin))
      .then([availabilitySet(open)]);
  });

  it('refuses anyone else, owners included, before looking at the profile (403)', () => {
    for (const actor of [owner, otherSpecialist]) {
      given([profileStarted]).when(setAvailability(open, actor)).thenThrows(ForbiddenError, m.notYourProfile);
      given([]).when(setAvailability(open, actor)).thenThrows(ForbiddenError, m.notYourProfile);
    }
  });

  it('needs a started profile, and an erased one takes no change', () => {
    given([]).when(setAvailability(open)).thenThrows(NotFoundError, m.profileNotFound);
    const erased: SpecialistEvent = { type: 'SpecialistProfileErased', data: { specialistId, erasedAt: now } };
    given([profileStarted, erased]).when(setAvailability(open)).thenThrows(ConflictError);
  });

  it.each([
    ['days_per_week', { days_per_week: 5.5 }, m.daysPerWeekInvalid],
    ['days_per_week', { days_per_week: 2.25 }, m.daysPerWeekInvalid],
    ['days_per_week', { days_per_week: -0.5 }, m.daysPerWeekInvalid],
    ['available_from', { available_from: '2026-02-30' }, m.availableFromInvalid],
    ['day_rate.amount', { day_rate: { amount: 0, currency: 'EUR' } }, m.dayRateInvalid],
    ['day_rate.amount', { day_rate: { amount: 1_000_000, currency: 'EUR' } }, m.dayRateTooLarge],
    ['day_rate.currency', { day_rate: { amount: 500, currency: 'EURO' } }, engagementCodes.currencyInvalid],
    ['discoverable', { discoverable: 'friends' }, m.discoverableInvalid],
    ['open_to_work', { open_to_work: 'yes' }, m.openToWorkInvalid],
  ] as const)('refuses a bad %s with its message (%j)', (field, change, message) => {
    given([profileStarted])
      .when(setAvailability({ ...open, ...change } as unknown as AvailabilityValues))
      .thenThrows(ValidationError, { domainMessage: message, fields: { [field]: message } });
  });

  it('accepts every half day from 0 to 5, no date (available now) and no rate', () => {
    for (const days of [0, 0.5, 1, 2.5, 4.5, 5]) {
      const values = { ...open, days_per_week: days, available_from: null, day_rate: null };
      given([profileStarted])
        .when(setAvailability(values))
        .then([availabilitySet(values)]);
    }
  });

  it('appends nothing when the section is saved as it is', () => {
    given([profileStarted, availabilitySet(open)])
      .when(setAvailability(open))
      .thenNothingHappened();
    given([profileStarted, availabilitySet(open)])
      .when(setAvailability({ ...open, open_to_work: false }))
      .then([availabilitySet({ ...open, open_to_work: false })]);
  });
});

/** The field errors the request body is refused with (none: it parses). */
const refusalOf = (body: unknown) => {
  const result = availabilityInputSchema.safeParse(body);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('the availability request body', () => {
  it('reads a currency in any letter case and trims the date', () => {
    expect(
      availabilityInputSchema.parse({
        ...open,
        available_from: ' 2026-04-01 ',
        day_rate: { amount: 650, currency: 'eur' },
      }),
    ).toEqual(open);
  });

  it('words each bad field, every field at once', () => {
    expect(
      refusalOf({
        open_to_work: 'yes',
        available_from: 'soon',
        days_per_week: 7,
        day_rate: { amount: -1, currency: 'X' },
        discoverable: 'all',
      }),
    ).toEqual({
      open_to_work: m.openToWorkInvalid,
      available_from: m.availableFromInvalid,
      days_per_week: m.daysPerWeekInvalid,
      'day_rate.amount': m.dayRateInvalid,
      'day_rate.currency': engagementCodes.currencyInvalid,
      discoverable: m.discoverableInvalid,
    });
  });

  it('needs every field and refuses one it does not know', () => {
    expect(Object.keys(refusalOf({ open_to_work: true })).sort()).toEqual([
      'available_from',
      'day_rate',
      'days_per_week',
      'discoverable',
    ]);
    expect(refusalOf(DEFAULT_AVAILABILITY)).toEqual({});
    expect(Object.keys(refusalOf({ ...DEFAULT_AVAILABILITY, extra: 1 }))).toEqual(['_']);
    expect(refusalOf([])).toEqual({ _: m.availabilityRequired });
  });
});
