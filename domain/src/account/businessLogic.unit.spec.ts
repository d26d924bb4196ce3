import { describe, expect, it } from 'vitest';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type AccountEvent } from './account';
import { accountMessages } from './messages';
import {
  accountDecider,
  emailReservationDecider,
  externalIdentityReservationDecider,
  type AccountCommand,
  type ReserveEmail,
} from './businessLogic';
import { parseOrThrow } from '../shared/validation';
import type { AccountDetails } from '../specialist/valueObjects';
import type { UserType } from '../shared/events';
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
  data: {
    userId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    userType: 'specialist',
    registeredAt: now,
  },
};
const createIssued: AccountEvent = {
  type: 'PasswordTokenIssued',
  data: { userId, purpose: 'create', tokenHash: 'h1', expiresAt: later(7 * 86400_000), issuedAt: now },
};
const passwordSet: AccountEvent = {
  type: 'PasswordSet',
  data: { userId, purpose: 'create', passwordHash: 'p', setAt: now },
};

const register: AccountCommand = {
  type: 'RegisterUser',
  data: {
    userId,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    userType: 'specialist',
    passwordToken: { tokenHash: 'h1', expiresAt: later(1000) },
  },
  metadata: { now },
};
const goodPassword = 'violet tram under 7 bridges';
const setPassword = (
  purpose: 'create' | 'reset',
  tokenHash: string,
  at = now,
  password = goodPassword,
): AccountCommand => ({
  type: 'SetPasswordWithToken',
  data: { purpose, tokenHash, password, passwordHash: 'new-hash' },
  metadata: { now: at },
});

describe('account decider', () => {
  it('registers a user and issues a create-password token', () => {
    expect(given([]).when(register)()).toEqual([
      { type: 'UserRegistered', data: { ...registered.data } },
      {
        type: 'PasswordTokenIssued',
        data: { userId, purpose: 'create', tokenHash: 'h1', expiresAt: later(1000), issuedAt: now },
      },
    ]);
  });

  it('registers an admin with a password directly (seed and CLI)', () => {
    const events = given([]).when({
      ...register,
      data: {
        ...register.data,
        userType: 'admin',
        passwordToken: undefined,
        password: goodPassword,
        passwordHash: 'x',
      } as never,
    })();
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PasswordSet']);
  });

  it('refuses to register twice', () => {
    expect(given([registered]).when(register)).toThrow(ConflictError);
  });

  it('sets the password with a valid create token, once', () => {
    expect(given([registered, createIssued]).when(setPassword('create', 'h1'))()).toEqual([
      { type: 'PasswordSet', data: { userId, purpose: 'create', passwordHash: 'new-hash', setAt: now } },
    ]);
    expect(given([registered, createIssued, passwordSet]).when(setPassword('create', 'h1'))).toThrow(
      'This link is invalid or has already been used',
    );
  });

  it('refuses a wrong token, a token of the other purpose, and an expired token', () => {
    expect(given([registered, createIssued]).when(setPassword('create', 'other'))).toThrow(ValidationError);
    expect(given([registered, createIssued]).when(setPassword('reset', 'h1'))).toThrow(
      'This link is invalid or has already been used',
    );
    expect(given([registered, createIssued]).when(setPassword('create', 'h1', later(7 * 86400_000)))).toThrow(
      'This link has expired; ask for a new one',
    );
    expect(given([]).when(setPassword('create', 'h1'))).toThrow(ValidationError);
  });

  it('issues a reset token for an active account, a new create token for one still waiting, nothing for none', () => {
    const request: AccountCommand = {
      type: 'RequestPasswordReset',
      data: {
        createToken: { tokenHash: 'c', expiresAt: later(1) },
        resetToken: { tokenHash: 'r', expiresAt: later(2) },
      },
      metadata: { now },
    };
    expect(given([registered, createIssued, passwordSet]).when(request)()).toMatchObject([
      { type: 'PasswordTokenIssued', data: { purpose: 'reset', tokenHash: 'r' } },
    ]);
    expect(given([registered, createIssued]).when(request)()).toMatchObject([
      { type: 'PasswordTokenIssued', data: { purpose: 'create', tokenHash: 'c' } },
    ]);
    expect(given([]).when(request)()).toEqual([]);
  });

  it('a newer reset token replaces the older one', () => {
    const reset1: AccountEvent = {
      type: 'PasswordTokenIssued',
      data: { userId, purpose: 'reset', tokenHash: 'r1', expiresAt: later(3600_000), issuedAt: now },
    };
    const reset2: AccountEvent = {
      type: 'PasswordTokenIssued',
      data: { userId, purpose: 'reset', tokenHash: 'r2', expiresAt: later(3600_000), issuedAt: now },
    };
    const history = [registered, createIssued, passwordSet, reset1, reset2];
    expect(given(history).when(setPassword('reset', 'r1'))).toThrow(ValidationError);
    expect(given(history).when(setPassword('reset', 'r2'))()).toHaveLength(1);
  });
});

describe("an owner's account details", () => {
  const owner: AccountEvent = { type: 'UserRegistered', data: { ...registered.data, userType: 'business_owner' } };
  const details: AccountDetails = {
    first_name: 'Ada',
    last_name: 'Byron',
    phone_code: '+44',
    phone_number: '7911 123456',
    country: 'United Kingdom',
    state: null,
    city: 'London',
  };
  const setDetails = (setBy = userId, changed = details): AccountCommand => ({
    type: 'SetOwnerAccountDetails',
    data: { setBy, details: changed },
    metadata: { now },
  });

  it('records the new name, phone and address, and the account carries the name from then on', () => {
    const events = given([owner, createIssued, passwordSet]).when(setDetails())();
    expect(events).toEqual([{ type: 'OwnerAccountDetailsSet', data: { userId, details, setAt: now } }]);
    const state = [owner, createIssued, passwordSet, ...events].reduce(
      accountDecider.evolve,
      accountDecider.initialState(),
    );
    expect(state).toMatchObject({ firstName: 'Ada', lastName: 'Byron', details });
  });

  it('records nothing when nothing changes, neither the registered name nor the details last set', () => {
    const unchanged = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_code: null,
      phone_number: null,
      country: null,
      state: null,
      city: null,
    };
    expect(given([owner]).when(setDetails(userId, unchanged))()).toEqual([]);
    const set: AccountEvent = { type: 'OwnerAccountDetailsSet', data: { userId, details, setAt: now } };
    expect(given([owner, set]).when(setDetails())()).toEqual([]);
    expect(given([owner, set]).when(setDetails(userId, { ...details, city: 'Leeds' }))()).toHaveLength(1);
  });

  it("refuses another person's details, a specialist's (their profile holds them) and an erased account", () => {
    expect(given([owner]).when(setDetails('someone-else'))).toThrow(ForbiddenError);
    expect(given([registered]).when(setDetails())).toThrow(accountMessages.detailsOnProfile);
    const erased: AccountEvent = {
      type: 'AccountErased',
      data: { userId, erasureId: 'e', requestedBy: userId, keyIds: [], mediaDeleted: 0, erasedAt: now },
    };
    expect(given([owner, erased]).when(setDetails())).toThrow(new ConflictError(accountMessages.erased));
  });
});

describe('erasure', () => {
  const adminId = 'a0000000-0000-4000-8000-000000000001';
  const otherSuper = 'a0000000-0000-4000-8000-000000000002';
  const as = (userType: UserType): AccountEvent => ({ ...registered, data: { ...registered.data, userType } });
  const ask = (requesterRole: UserType, superAdmins: string[] = [], requestedBy = adminId): AccountCommand => ({
    type: 'RequestAccountErasure',
    data: {
      erasureId: 'e1',
      requestedBy,
      requesterRole,
      byAdmin: requestedBy !== userId,
      eraseAt: now,
      superAdmins,
    },
    metadata: { now },
  });
  const erased: AccountEvent = {
    type: 'AccountErased',
    data: { userId, erasureId: 'e1', requestedBy: adminId, keyIds: [], mediaDeleted: 0, erasedAt: now },
  };

  it('an admin erases a specialist or a business owner at once', () => {
    for (const type of ['specialist', 'business_owner'] as const)
      expect(given([as(type), passwordSet]).when(ask('admin'))()).toMatchObject([
        { type: 'AccountErasureRequested', data: { userId, byAdmin: true, eraseAt: now } },
      ]);
  });

  it('only a super admin erases an admin or a super admin (403), and never the last super admin (409)', () => {
    for (const type of ['admin', 'super_admin'] as const)
      expect(given([as(type), passwordSet]).when(ask('admin', [userId, otherSuper]))).toThrow(
        new ForbiddenError(accountMessages.adminErasureBySuperAdmin),
      );
    expect(given([as('admin'), passwordSet]).when(ask('super_admin', [otherSuper]))()).toHaveLength(1);
    expect(given([as('super_admin'), passwordSet]).when(ask('super_admin', [userId, otherSuper]))()).toHaveLength(1);
    // The roster counts the target too: with nobody else staying, not even a super admin may erase them, nor they themselves.
    expect(given([as('super_admin'), passwordSet]).when(ask('super_admin', [userId]))).toThrow(
      new ConflictError(accountMessages.lastSuperAdmin),
    );
    expect(given([as('super_admin'), passwordSet]).when(ask('super_admin', [userId], userId))).toThrow(
      new ConflictError(accountMessages.lastSuperAdmin),
    );
    expect(
      given([as('super_admin'), passwordSet]).when(ask('super_admin', [userId, otherSuper], userId))(),
    ).toHaveLength(1);
  });

  it('a cancel comes within the grace period only: once due, the erasure may be under way (409)', () => {
    const requested: AccountEvent = {
      type: 'AccountErasureRequested',
      data: { userId, erasureId: 'e1', requestedBy: userId, byAdmin: false, requestedAt: now, eraseAt: later(1000) },
    };
    const cancel = (at: string): AccountCommand => ({
      type: 'CancelAccountErasure',
      data: { cancelledBy: userId },
      metadata: { now: at },
    });
    expect(given([registered, passwordSet, requested]).when(cancel(later(999)))()).toHaveLength(1);
    expect(given([registered, passwordSet, requested]).when(cancel(later(1000)))).toThrow(
      new ConflictError(accountMessages.erasureUnderway),
    );
  });

  it('an erased account takes no command (409 account.erased); anonymous ones see it as any other; the erasure run again decides nothing', () => {
    const events = [registered, passwordSet, erased];
    const refused: AccountCommand[] = [
      ask('super_admin', [otherSuper]),
      { type: 'CancelAccountErasure', data: { cancelledBy: userId }, metadata: { now } },
      { type: 'SetNotificationPreferences', data: { setBy: userId, digest: [] }, metadata: { now } },
      {
        type: 'RequestPersonalDataExport',
        data: { exportId: 'x', requestedBy: adminId, byAdmin: true },
        metadata: { now },
      },
      { type: 'LinkExternalIdentity', data: { provider: 'google', subject: 's' }, metadata: { now } },
      register,
    ];
    for (const command of refused)
      expect(given(events).when(command), command.type).toThrow(new ConflictError(accountMessages.erased));
    const reset: AccountCommand = {
      type: 'RequestPasswordReset',
      data: { createToken: { tokenHash: 'c', expiresAt: now }, resetToken: { tokenHash: 'r', expiresAt: now } },
      metadata: { now },
    };
    expect(given(events).when(reset)()).toEqual([]);
    expect(given(events).when(setPassword('reset', 'h1'))).toThrow(accountMessages.linkInvalid);
    const again: AccountCommand = {
      type: 'EraseAccount',
      data: { erasureId: 'e1', keyIds: [], mediaDeleted: 0 },
      metadata: { now },
    };
    expect(given(events).when(again)()).toEqual([]);
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
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, email: 'a@' }))).toEqual({
      email: 'Must be a valid email',
    });
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, first_name: 'x'.repeat(261) }))).toEqual({
      first_name: 'Must be at most 260 characters',
    });
    expect(fieldsOf(() => parseOrThrow(loginSchema, { email: 'a@b.co' }))).toEqual({
      password: 'Password is required',
    });
  });

  it('takes a new password of 12 to 1024 characters, counted as characters, and says which limit was missed', () => {
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '' }))).toEqual({
      password: 'Password is required',
    });
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '12345678' }))).toEqual({
      password: 'Password must be at least 12 characters',
    });
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: 'x'.repeat(1025) }))).toEqual({
      password: 'Password must be at most 1024 characters',
    });
    // Six emoji are twelve UTF-16 units but six characters.
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '🔒🔑🚪🏠🌙⭐'.slice(0, 12) }))).toEqual({
      password: 'Password must be at least 12 characters',
    });
    expect(parseOrThrow(passwordSchema, { password: 'x'.repeat(1024) }).password).toHaveLength(1024);
    expect(parseOrThrow(passwordSchema, { password: '🔒'.repeat(1024) }).password).toHaveLength(2048);
  });

  it('signs in with any password up to the maximum (older, shorter ones still work)', () => {
    expect(parseOrThrow(loginSchema, { email: 'a@b.co', password: 'short' }).password).toBe('short');
    expect(fieldsOf(() => parseOrThrow(loginSchema, { email: 'a@b.co', password: 'x'.repeat(1025) }))).toEqual({
      password: 'Password must be at most 1024 characters',
    });
  });
});

describe('password policy (decider)', () => {
  const activeHistory = [registered, createIssued];
  const refusal = (password: string, history: AccountEvent[] = activeHistory) => {
    try {
      given(history).when(setPassword('create', 'h1', now, password))();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.fields.password;
    }
    return undefined;
  };

  it('accepts a long, uncommon password and records only its hash', () => {
    expect(refusal(goodPassword)).toBeUndefined();
    const events = given(activeHistory).when(setPassword('create', 'h1'))();
    expect(JSON.stringify(events)).not.toContain(goodPassword);
  });

  it.each([['password'], ['12345678'], ['        '], ['short pw']])('refuses %j as too short', (password) => {
    expect(refusal(password)).toBe('Password must be at least 12 characters');
  });

  it('refuses 1,025 characters with the maximum, not the 260-character text limit', () => {
    expect(refusal('a'.repeat(1025))).toBe('Password must be at most 1024 characters');
    expect(refusal('Tz8#'.repeat(256) + 'q')).toBe('Password must be at most 1024 characters');
  });

  it.each([
    ['passwordpassword'], // on the list as it is
    ['1q2w3e4r5t6y'],
    ['qwertyuiop123'],
    ['PASSWORD1234'], // letter case does not matter
    ['Dragon2024!!!'], // a listed word wrapped in digits and symbols
    ['!!sunshine!!2025'],
    ['iloveyou 123456'],
    ['123456789012'], // sequences
    ['abcdefghijklm'],
    ['qwertyuiopasdf'],
    ['            '], // repetitions
    ['aaaaaaaaaaaa'],
    ['abcabcabcabcabc'],
    ['x7#kQ2x7#kQ2'],
    ['ab1ab1ba1ba1'], // too few different characters
    ['DTH-2024-2025'], // the product's own names
    ['Digital Team Hire!'],
    ['dthplatform123'], // the product's words with digits only (hardening round two, finding 6)
    ['Stage-DPD-2026!'],
    ['dthpassword2024'], // the product's words and a listed one
    ['DigitalPlatform99'],
  ])('refuses %j as common or easy to guess', (password) => {
    expect(refusal(password)).toBe('This password is too common or too easy to guess; choose another');
  });

  it.each([
    ['ada@example.com'], // the email, whole
    ['ADA@EXAMPLE.COM'],
    ['ada@example.com!!'],
    ['Lovelace-Analytical'], // a name, contained
    ['my name is lovelace'],
    ['Ada Lovelace'],
    ['adalovelace2026'],
  ])("refuses %j as built on the account's email or name", (password) => {
    expect(refusal(password)).toBe('Password must not contain your name or email address');
  });

  it('takes a password that only contains a product word among words of its own', () => {
    expect(refusal('my dth crew rides bicycles')).toBeUndefined();
    expect(refusal('stagecoach lantern orbit')).toBeUndefined();
  });

  it('reads the email and names from the account, and a short name only as the whole password', () => {
    const ed: AccountEvent = {
      ...registered,
      data: { ...registered.data, firstName: 'Ed', lastName: 'Wu', email: 'e.wu@example.com' },
    };
    expect(refusal('red horse battery staple', [ed, createIssued])).toBeUndefined();
    expect(refusal('e.wu@example.com', [ed, createIssued])).toBe(
      'Password must not contain your name or email address',
    );
    const grace: AccountEvent = {
      ...registered,
      data: { ...registered.data, firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@navy.example' },
    };
    expect(refusal('Grace-Hopper-1906', [grace, createIssued])).toBe(
      'Password must not contain your name or email address',
    );
    expect(refusal('Grace-Hopper-1906')).toBeUndefined();
    expect(refusal('navy ship hopper 1906', [grace, createIssued])).toBe(
      'Password must not contain your name or email address',
    );
  });

  it('applies on reset as on create, after the link is checked', () => {
    const resetIssued: AccountEvent = {
      type: 'PasswordTokenIssued',
      data: { userId, purpose: 'reset', tokenHash: 'r1', expiresAt: later(3600_000), issuedAt: now },
    };
    const history = [registered, createIssued, passwordSet, resetIssued];
    expect(given(history).when(setPassword('reset', 'r1', now, 'password1234'))).toThrow(
      'This password is too common or too easy to guess; choose another',
    );
    expect(given(history).when(setPassword('reset', 'wrong', now, 'password1234'))).toThrow(
      'This link is invalid or has already been used',
    );
    expect(given(history).when(setPassword('reset', 'r1', now, 'Lovelace-Analytical-Engine'))).toThrow(
      'Password must not contain your name or email address',
    );
    expect(given(history).when(setPassword('reset', 'r1'))()).toHaveLength(1);
  });

  it('applies to a password given at registration (seed and admin CLI)', () => {
    const withPassword = (password: string): AccountCommand => ({
      ...register,
      data: {
        userId,
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'admin@example.com',
        userType: 'admin',
        password,
        passwordHash: 'x',
      },
    });
    expect(given([]).when(withPassword('12345678'))).toThrow('Password must be at least 12 characters');
    expect(given([]).when(withPassword('admin@example.com'))).toThrow(
      'Password must not contain your name or email address',
    );
    expect(given([]).when(withPassword('Morgan-Admin-9'))).toThrow(
      'Password must not contain your name or email address',
    );
    expect(
      given([])
        .when(withPassword(goodPassword))()
        .map((e) => e.type),
    ).toEqual(['UserRegistered', 'PasswordSet']);
  });

  it('words each limit with the constants it checks', () => {
    expect(accountMessages.passwordTooShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(accountMessages.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });
});

describe('email reservation decider', () => {
  const reserve = (forUser: string): ReserveEmail => ({
    type: 'ReserveEmail',
    data: { email: 'ada@example.com', userId: forUser },
    metadata: { now },
  });
  const reserved = emailReservationDecider.decide(reserve(userId), emailReservationDecider.initialState());

  it('reserves a free address for the account being registered', () => {
    expect(reserved).toEqual([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId, reservedAt: now } }]);
  });

  it('refuses an address already reserved, for anyone (409)', () => {
    const state = reserved.reduce(emailReservationDecider.evolve, emailReservationDecider.initialState());
    expect(state).toEqual({ userId });
    expect(() => emailReservationDecider.decide(reserve('someone-else'), state)).toThrow(ConflictError);
    expect(() => emailReservationDecider.decide(reserve(userId), state)).toThrow(
      'An account with this email already exists',
    );
  });

  it('the erasure of its account releases the address, once: then anyone may reserve it', () => {
    const release = (forUser: string) => ({
      type: 'ReleaseEmail' as const,
      data: { userId: forUser },
      metadata: { now },
    });
    const state = reserved.reduce(emailReservationDecider.evolve, emailReservationDecider.initialState());
    expect(emailReservationDecider.decide(release('someone-else'), state)).toEqual([]);
    const released = emailReservationDecider.decide(release(userId), state);
    expect(released).toEqual([{ type: 'EmailReleased', data: { userId, releasedAt: now } }]);
    const free = released.reduce(emailReservationDecider.evolve, state);
    expect(emailReservationDecider.decide(release(userId), free)).toEqual([]);
    expect(emailReservationDecider.decide(reserve('someone-else'), free)).toEqual([
      { type: 'EmailReserved', data: { email: 'ada@example.com', userId: 'someone-else', reservedAt: now } },
    ]);
  });
});

describe('Google identities', () => {
  const google = { provider: 'google' as const, subject: '1098765432' };
  const link: AccountCommand = { type: 'LinkExternalIdentity', data: google, metadata: { now } };
  const linked: AccountEvent = { type: 'ExternalIdentityLinked', data: { userId, ...google, linkedAt: now } };

  it('opens an account with an identity instead of a password: active at once, with no password', () => {
    const events = given([]).when({
      ...register,
      data: { ...register.data, passwordToken: undefined, externalIdentity: google } as never,
    })();
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'ExternalIdentityLinked']);
    expect(events[1].data).toEqual({ userId, ...google, linkedAt: now });
    const state = events.reduce(accountDecider.evolve, accountDecider.initialState());
    expect(state).toMatchObject({ status: 'active', identities: [google] });
    expect(state.passwordHash).toBeUndefined();
  });

  it('links an identity to an active password account, once', () => {
    expect(given([registered, createIssued, passwordSet]).when(link)()).toEqual([linked]);
    expect(given([registered, createIssued, passwordSet, linked]).when(link)()).toEqual([]);
  });

  it('refuses to link an account still waiting for its password, or a second Google account', () => {
    expect(given([registered, createIssued]).when(link)).toThrow(new ConflictError(accountMessages.notActivated));
    const other = { ...link, data: { ...google, subject: 'someone-else' } };
    expect(given([registered, createIssued, passwordSet, linked]).when(other)).toThrow(
      new ConflictError(accountMessages.otherIdentityLinked),
    );
  });

  it('a subject is reserved by the first account that takes it', () => {
    const reserve = (forUser: string) => ({
      type: 'ReserveExternalIdentity' as const,
      data: { ...google, userId: forUser },
      metadata: { now },
    });
    const first = externalIdentityReservationDecider.decide(
      reserve(userId),
      externalIdentityReservationDecider.initialState(),
    );
    expect(first).toEqual([{ type: 'ExternalIdentityReserved', data: { ...google, userId, reservedAt: now } }]);
    const state = first.reduce(
      externalIdentityReservationDecider.evolve,
      externalIdentityReservationDecider.initialState(),
    );
    expect(externalIdentityReservationDecider.decide(reserve(userId), state)).toEqual([]);
    expect(() => externalIdentityReservationDecider.decide(reserve('another-user'), state)).toThrow(
      new ConflictError(accountMessages.identityTaken),
    );
    // Released by its holder only; then another account may take it.
    const release = (forUser: string) => ({ ...reserve(forUser), type: 'ReleaseExternalIdentity' as const });
    expect(externalIdentityReservationDecider.decide(release('another-user'), state)).toEqual([]);
    const released = externalIdentityReservationDecider.decide(release(userId), state);
    expect(released).toEqual([{ type: 'ExternalIdentityReleased', data: { ...google, userId, releasedAt: now } }]);
    const free = released.reduce(externalIdentityReservationDecider.evolve, state);
    expect(externalIdentityReservationDecider.decide(reserve('another-user'), free)).toHaveLength(1);
  });

  describe('unlinking', () => {
    const unlink = (by = userId): AccountCommand => ({
      type: 'UnlinkExternalIdentity',
      data: { unlinkedBy: by, provider: 'google' },
      metadata: { now },
    });
    const unlinked: AccountEvent = { type: 'ExternalIdentityUnlinked', data: { userId, ...google, unlinkedAt: now } };

    it('unlinks Google from an account that keeps its password; it then signs in with the password only', () => {
      const events = [registered, createIssued, passwordSet, linked];
      expect(given(events).when(unlink())()).toEqual([unlinked]);
      const state = [...events, unlinked].reduce(accountDecider.evolve, accountDecider.initialState());
      expect(state.identities).toEqual([]);
      expect(given([...events, unlinked]).when(unlink())).toThrow(new NotFoundError(accountMessages.identityNotLinked));
    });

    it('never leaves an account without a way in: Google is the only one of an account without a password (409)', () => {
      const googleOnly: AccountEvent[] = [registered, linked];
      expect(given(googleOnly).when(unlink())).toThrow(new ConflictError(accountMessages.lastSignInMethod));
      // A password chosen from a reset link first, then Google may go.
      const resetIssued: AccountEvent = {
        type: 'PasswordTokenIssued',
        data: { userId, purpose: 'reset', tokenHash: 'h2', expiresAt: later(3600_000), issuedAt: now },
      };
      const reset: AccountEvent = {
        type: 'PasswordSet',
        data: { userId, purpose: 'reset', passwordHash: 'p2', setAt: now },
      };
      expect(given([...googleOnly, resetIssued, reset]).when(unlink())()).toEqual([unlinked]);
    });

    it("is the person's own: anyone else is refused (403)", () => {
      expect(given([registered, createIssued, passwordSet, linked]).when(unlink('someone-else'))).toThrow(
        ForbiddenError,
      );
    });
  });
});
