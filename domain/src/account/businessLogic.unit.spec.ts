import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
import type { AccountEvent } from './account';
import { accountDecider, emailReservationDecider, type AccountCommand, type ReserveEmail } from './businessLogic';
import { parseOrThrow } from '../shared/validation';
import { loginSchema, passwordSchema, registerSchema } from './schemas';

const now = '2026-01-10T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const userId = '6fa6f30a-32af-4cf3-93b0-0ff78171f3d7';

/** given events, when a command: the events it decides, or the error it throws. */
function given(events: AccountEvent[]) {
  const state = events.reduce(accountDecider.evolve, accountDecider.initialState());
  return { when: (command: AccountCommand) => () => accountDecider.decide(command, state) };
}

const registered: AccountEvent = {
  type: 'UserRegistered',
  data: { userId, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userType: 'specialist', registeredAt: now },
};
const createIssued: AccountEvent = {
  type: 'PasswordTokenIssued',
  data: { userId, purpose: 'create', tokenHash: 'h1', expiresAt: later(7 * 86400_000), issuedAt: now },
};
const passwordSet: AccountEvent = { type: 'PasswordSet', data: { userId, purpose: 'create', passwordHash: 'p', setAt: now } };

const register: AccountCommand = {
  type: 'RegisterUser',
  data: { userId, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', userType: 'specialist', passwordToken: { tokenHash: 'h1', expiresAt: later(1000) } },
  metadata: { now },
};
const setPassword = (purpose: 'create' | 'reset', tokenHash: string, at = now): AccountCommand => ({
  type: 'SetPasswordWithToken',
  data: { purpose, tokenHash, passwordHash: 'new-hash' },
  metadata: { now: at },
});

describe('account decider', () => {
  it('registers a user and issues a create-password token', () => {
    expect(given([]).when(register)()).toEqual([
      { type: 'UserRegistered', data: { ...registered.data } },
      { type: 'PasswordTokenIssued', data: { userId, purpose: 'create', tokenHash: 'h1', expiresAt: later(1000), issuedAt: now } },
    ]);
  });

  it('registers an admin with a password directly (seed and CLI)', () => {
    const events = given([]).when({ ...register, data: { ...register.data, userType: 'admin', passwordToken: undefined, passwordHash: 'x' } as never })();
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PasswordSet']);
  });

  it('refuses to register twice', () => {
    expect(given([registered]).when(register)).toThrow(ConflictError);
  });

  it('sets the password with a valid create token, once', () => {
    expect(given([registered, createIssued]).when(setPassword('create', 'h1'))()).toEqual([
      { type: 'PasswordSet', data: { userId, purpose: 'create', passwordHash: 'new-hash', setAt: now } },
    ]);
    expect(given([registered, createIssued, passwordSet]).when(setPassword('create', 'h1'))).toThrow('This link is invalid or has already been used');
  });

  it('refuses a wrong token, a token of the other purpose, and an expired token', () => {
    expect(given([registered, createIssued]).when(setPassword('create', 'other'))).toThrow(ValidationError);
    expect(given([registered, createIssued]).when(setPassword('reset', 'h1'))).toThrow('This link is invalid or has already been used');
    expect(given([registered, createIssued]).when(setPassword('create', 'h1', later(7 * 86400_000)))).toThrow('This link has expired; ask for a new one');
    expect(given([]).when(setPassword('create', 'h1'))).toThrow(ValidationError);
  });

  it('issues a reset token for an active account, a new create token for one still waiting, nothing for none', () => {
    const request: AccountCommand = {
      type: 'RequestPasswordReset',
      data: { createToken: { tokenHash: 'c', expiresAt: later(1) }, resetToken: { tokenHash: 'r', expiresAt: later(2) } },
      metadata: { now },
    };
    expect(given([registered, createIssued, passwordSet]).when(request)()).toMatchObject([{ type: 'PasswordTokenIssued', data: { purpose: 'reset', tokenHash: 'r' } }]);
    expect(given([registered, createIssued]).when(request)()).toMatchObject([{ type: 'PasswordTokenIssued', data: { purpose: 'create', tokenHash: 'c' } }]);
    expect(given([]).when(request)()).toEqual([]);
  });

  it('a newer reset token replaces the older one', () => {
    const reset1: AccountEvent = { type: 'PasswordTokenIssued', data: { userId, purpose: 'reset', tokenHash: 'r1', expiresAt: later(3600_000), issuedAt: now } };
    const reset2: AccountEvent = { type: 'PasswordTokenIssued', data: { userId, purpose: 'reset', tokenHash: 'r2', expiresAt: later(3600_000), issuedAt: now } };
    const history = [registered, createIssued, passwordSet, reset1, reset2];
    expect(given(history).when(setPassword('reset', 'r1'))).toThrow(ValidationError);
    expect(given(history).when(setPassword('reset', 'r2'))()).toHaveLength(1);
  });
});

describe('account input rules', () => {
  const fieldsOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as ValidationError).fields;
    }
    throw new Error('expected a validation error');
  };

  it('names every missing registration field', () => {
    expect(fieldsOf(() => parseOrThrow(registerSchema, {}))).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      user_type: 'Choose Specialist or Business Owner/Freelancer',
    });
  });

  it('refuses admin registration, bad emails, over-long names and short passwords', () => {
    const valid = { first_name: 'A', last_name: 'B', email: 'a@b.co', user_type: 'specialist' };
    expect(parseOrThrow(registerSchema, { ...valid, email: '  a@b.co ' }).email).toBe('a@b.co');
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, user_type: 'admin' }))).toHaveProperty('user_type');
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, email: 'a@' }))).toEqual({ email: 'Must be a valid email' });
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, first_name: 'x'.repeat(261) }))).toEqual({ first_name: 'Must be at most 260 characters' });
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '1234567' }))).toEqual({ password: 'Password must be at least 8 characters' });
    expect(fieldsOf(() => parseOrThrow(loginSchema, { email: 'a@b.co' }))).toEqual({ password: 'Password is required' });
  });
});

describe('email reservation decider', () => {
  const reserve = (forUser: string): ReserveEmail => ({ type: 'ReserveEmail', data: { email: 'ada@example.com', userId: forUser }, metadata: { now } });
  const reserved = emailReservationDecider.decide(reserve(userId), emailReservationDecider.initialState());

  it('reserves a free address for the account being registered', () => {
    expect(reserved).toEqual([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId, reservedAt: now } }]);
  });

  it('refuses an address already reserved, for anyone (409)', () => {
    const state = reserved.reduce(emailReservationDecider.evolve, emailReservationDecider.initialState());
    expect(state).toEqual({ userId });
    expect(() => emailReservationDecider.decide(reserve('someone-else'), state)).toThrow(ConflictError);
    expect(() => emailReservationDecider.decide(reserve(userId), state)).toThrow('An account with this email already exists');
  });
});
