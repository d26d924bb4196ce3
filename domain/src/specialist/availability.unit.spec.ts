import { describe, expect, it } from 'vitest';
import { engagementMessages } from '../engagement/messages';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { errorOf } from '../shared/deciderTestKit';
import { appendable } from '../shared/settings';
import { parseOrThrow } from '../shared/validation';
import { availabilityInputSchema, DEFAULT_AVAILABILITY, type AvailabilityValues } from './availability';
import { specialistDecider, type SpecialistCommand } from './businessLogic';
import { specialistMessages as m } from './messages';
import type { SpecialistEvent } from './specialist';
import { now, profileStarted, specialistId } from './testData';

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

const stateOf = (events: SpecialistEvent[]) =>
  events.reduce(specialistDecider.evolve, specialistDecider.initialState());
const setAvailability = (availability: AvailabilityValues, actor: Actor = self): SpecialistCommand => ({
  type: 'SetAvailability',
  data: { specialistId, availability },
  metadata: { now, actor },
});
const decide = (events: SpecialistEvent[], command: SpecialistCommand) =>
  specialistDecider.decide(command, stateOf(events));
const availabilitySet = (availability: AvailabilityValues): SpecialistEvent => ({
  type: 'AvailabilitySet',
  data: { specialistId, availability, setAt: now },
});

describe('specialist decider: availability and day rate', () => {
  it('sets the whole section for the specialist and for an admin', () => {
    expect(decide([profileStarted], setAvailability(open))).toEqual([availabilitySet(open)]);
    expect(decide([profileStarted], setAvailability(open, admin))).toEqual([availabilitySet(open)]);
  });

  it('refuses anyone else, owners included, before looking at the profile (403)', () => {
    for (const actor of [owner, otherSpecialist]) {
      const error = errorOf(() => decide([profileStarted], setAvailability(open, actor)));
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error.message).toBe(m.notYourProfile);
      expect(errorOf(() => decide([], setAvailability(open, actor)))).toBeInstanceOf(ForbiddenError);
    }
  });

  it('needs a started profile, and an erased one takes no change', () => {
    expect(errorOf(() => decide([], setAvailability(open)))).toBeInstanceOf(NotFoundError);
    const erased: SpecialistEvent = { type: 'SpecialistProfileErased', data: { specialistId, erasedAt: now } };
    expect(errorOf(() => decide([profileStarted, erased], setAvailability(open)))).toBeInstanceOf(ConflictError);
  });

  it.each([
    ['days_per_week', { days_per_week: 5.5 }, m.daysPerWeekInvalid],
    ['days_per_week', { days_per_week: 2.25 }, m.daysPerWeekInvalid],
    ['days_per_week', { days_per_week: -0.5 }, m.daysPerWeekInvalid],
    ['available_from', { available_from: '2026-02-30' }, m.availableFromInvalid],
    ['day_rate.amount', { day_rate: { amount: 0, currency: 'EUR' } }, m.dayRateInvalid],
    ['day_rate.amount', { day_rate: { amount: 1_000_000, currency: 'EUR' } }, m.dayRateTooLarge],
    ['day_rate.currency', { day_rate: { amount: 500, currency: 'EURO' } }, engagementMessages.currencyInvalid],
    ['discoverable', { discoverable: 'friends' }, m.discoverableInvalid],
    ['open_to_work', { open_to_work: 'yes' }, m.openToWorkInvalid],
  ] as const)('refuses a bad %s with its message (%j)', (field, change, message) => {
    const error = errorOf(() =>
      decide([profileStarted], setAvailability({ ...open, ...change } as unknown as AvailabilityValues)),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ [field]: message });
  });

  it('accepts every half day from 0 to 5, no date (available now) and no rate', () => {
    for (const days of [0, 0.5, 1, 2.5, 4.5, 5]) {
      const values = { ...open, days_per_week: days, available_from: null, day_rate: null };
      expect(decide([profileStarted], setAvailability(values))).toEqual([availabilitySet(values)]);
    }
  });

  it('appends nothing when the section is saved as it is', () => {
    const state = stateOf([profileStarted, availabilitySet(open)]);
    const decided = specialistDecider.decide(setAvailability(open), state);
    expect(appendable(specialistDecider, state, decided)).toEqual([]);
    const changed = specialistDecider.decide(setAvailability({ ...open, open_to_work: false }), state);
    expect(appendable(specialistDecider, state, changed)).toHaveLength(1);
  });
});

describe('the availability request body', () => {
  it('reads a currency in any letter case and trims the date', () => {
    expect(
      parseOrThrow(availabilityInputSchema, {
        ...open,
        available_from: ' 2026-04-01 ',
        day_rate: { amount: 650, currency: 'eur' },
      }),
    ).toEqual(open);
  });

  it('words each bad field, every field at once', () => {
    const error = errorOf(() =>
      parseOrThrow(availabilityInputSchema, {
        open_to_work: 'yes',
        available_from: 'soon',
        days_per_week: 7,
        day_rate: { amount: -1, currency: 'X' },
        discoverable: 'all',
      }),
    );
    expect(error.fields).toEqual({
      open_to_work: m.openToWorkInvalid,
      available_from: m.availableFromInvalid,
      days_per_week: m.daysPerWeekInvalid,
      'day_rate.amount': m.dayRateInvalid,
      'day_rate.currency': engagementMessages.currencyInvalid,
      discoverable: m.discoverableInvalid,
    });
  });

  it('needs every field and refuses one it does not know', () => {
    const missing = errorOf(() => parseOrThrow(availabilityInputSchema, { open_to_work: true }));
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual([
      'available_from',
      'day_rate',
      'days_per_week',
      'discoverable',
    ]);
    expect(errorOf(() => parseOrThrow(availabilityInputSchema, { ...DEFAULT_AVAILABILITY, extra: 1 }))).toBeInstanceOf(
      ValidationError,
    );
    expect(errorOf(() => parseOrThrow(availabilityInputSchema, [])).message).toBe(m.availabilityRequired);
  });
});
