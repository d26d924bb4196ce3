import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { ConflictError, DomainError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AccountEvent,
  type EmailReservationEvent,
  type ExternalIdentityReservationEvent,
} from './account';
import { accountCodes, accountMessages } from './messages';
import {
  accountDecider,
  emailReservationDecider,
  externalIdentityReservationDecider,
  erasureNeedsProof,
  type AccountCommand,
  type ErasureProof,
  type RequestAccountErasure,
  type ReserveEmail,
} from './businessLogic';
import { parseOrThrow } from '../shared/validation';
import type { AccountDetails } from '../specialist/valueObjects';
import type { UserType } from '../shared/events';
import type { Actor } from '../shared/authorization';
import { loginSchema, passwordSchema, registerSchema } from './schemas';

const now = '2026-01-10T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const userId = '6fa6f30a-32af-4cf3-93b0-0ff78171f3d7';

const given = DeciderSpecification.for(accountDecider);
/** The account's own person (the registered user is a specialist unless a test says otherwise). */
const self: Actor = { userId, userType: 'specialist' };
const stranger: Actor = { userId: 'someone-else', userType: 'specialist' };

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
    given([])
      .when(register)
      .then([
        { type: 'UserRegistered', data: { ...registered.data } },
        {
          type: 'PasswordTokenIssued',
          data: { userId, purpose: 'create', tokenHash: 'h1', expiresAt: later(1000), issuedAt: now },
        },
      ]);
  });

  it('registers an admin with a password directly (seed and CLI)', () => {
    given([])
      .when({
        ...register,
        data: {
          ...register.data,
          userType: 'admin',
          passwordToken: undefined,
          password: goodPassword,
          passwordHash: 'x',
        } as never,
      })
      .then((events) => expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PasswordSet']));
  });

  it('refuses to register twice', () => {
    given([registered]).when(register).thenThrows(ConflictError);
  });

  it('sets the password with a valid create token, once', () => {
    given([registered, createIssued])
      .when(setPassword('create', 'h1'))
      .then([{ type: 'PasswordSet', data: { userId, purpose: 'create', passwordHash: 'new-hash', setAt: now } }]);
    given([registered, createIssued, passwordSet])
      .when(setPassword('create', 'h1'))
      .thenThrows(ValidationError, 'account.linkInvalid');
  });

  it('refuses a wrong token, a token of the other purpose, and an expired token', () => {
    given([registered, createIssued]).when(setPassword('create', 'other')).thenThrows(ValidationError);
    given([registered, createIssued])
      .when(setPassword('reset', 'h1'))
      .thenThrows(ValidationError, 'account.linkInvalid');
    given([registered, createIssued])
      .when(setPassword('create', 'h1', later(7 * 86400_000)))
      .thenThrows(ValidationError, 'account.linkExpired');
    given([]).when(setPassword('create', 'h1')).thenThrows(ValidationError);
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
    given([registered, createIssued, passwordSet])
      .when(request)
      .then((events) =>
        expect(events).toMatchObject([{ type: 'PasswordTokenIssued', data: { purpose: 'reset', tokenHash: 'r' } }]),
      );
    given([registered, createIssued])
      .when(request)
      .then((events) =>
        expect(events).toMatchObject([{ type: 'PasswordTokenIssued', data: { purpose: 'create', tokenHash: 'c' } }]),
      );
    given([]).when(request).thenNothingHappened();
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
    given(history).when(setPassword('reset', 'r1')).thenThrows(ValidationError);
    given(history)
      .when(setPassword('reset', 'r2'))
      .then((events) => expect(events).toHaveLength(1));
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
  const setDetails = (actor: Actor = { userId, userType: 'business_owner' }, changed = details): AccountCommand => ({
    type: 'SetOwnerAccountDetails',
    data: { userId, details: changed },
    metadata: { now, actor },
  });

  it('records the new name, phone and address, and the account carries the name from then on', () => {
    const set: AccountEvent = { type: 'OwnerAccountDetailsSet', data: { userId, details, setAt: now } };
    given([owner, createIssued, passwordSet]).when(setDetails()).then([set]);
    expect(given([owner, createIssued, passwordSet, set]).state).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      details,
    });
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
    given([owner]).when(setDetails(undefined, unchanged)).thenNothingHappened();
    const set: AccountEvent = { type: 'OwnerAccountDetailsSet', data: { userId, details, setAt: now } };
    given([owner, set]).when(setDetails()).thenNothingHappened();
    given([owner, set])
      .when(setDetails(undefined, { ...details, city: 'Leeds' }))
      .then((events) => expect(events).toHaveLength(1));
  });

  it("refuses another person's details, a specialist's (their profile holds them) and an erased account", () => {
    given([owner]).when(setDetails(stranger)).thenThrows(ForbiddenError);
    given([owner])
      .when(setDetails({ userId: 'an-admin', userType: 'admin' }))
      .thenThrows(ForbiddenError);
    given([registered]).when(setDetails(self)).thenThrows(DomainError, accountCodes.detailsOnProfile);
    const erased: AccountEvent = {
      type: 'AccountErased',
      data: { userId, erasureId: 'e', requestedBy: userId, keyIds: [], mediaDeleted: 0, erasedAt: now },
    };
    given([owner, erased]).when(setDetails()).thenThrows(ConflictError, accountCodes.erased);
  });
});

describe('erasure', () => {
  const adminId = 'a0000000-0000-4000-8000-000000000001';
  const otherSuper = 'a0000000-0000-4000-8000-000000000002';
  const GRACE = 7 * 86_400;
  const as = (userType: UserType): AccountEvent => ({ ...registered, data: { ...registered.data, userType } });
  const by = (userType: UserType, id = adminId): Actor => ({ userId: id, userType });
  const ask = (
    actor: Actor,
    superAdmins: string[] = [],
    { proof = 'none', confirmation = 'ada@example.com' }: { proof?: ErasureProof; confirmation?: string } = {},
  ): RequestAccountErasure => ({
    type: 'RequestAccountErasure',
    data: { userId, erasureId: 'e1', confirmation, proof, graceSeconds: GRACE, superAdmins },
    metadata: { now, actor },
  });
  const own = (userType: UserType = 'specialist', options: { proof?: ErasureProof; confirmation?: string } = {}) =>
    ask(by(userType, userId), userType === 'super_admin' ? [userId, otherSuper] : [], { proof: 'proven', ...options });
  const erased: AccountEvent = {
    type: 'AccountErased',
    data: { userId, erasureId: 'e1', requestedBy: adminId, keyIds: [], mediaDeleted: 0, erasedAt: now },
  };

  it('the person erases their own account after the grace period; an admin erases a specialist or a business owner at once', () => {
    given([registered, passwordSet])
      .when(own())
      .then([
        {
          type: 'AccountErasureRequested',
          data: {
            userId,
            erasureId: 'e1',
            requestedBy: userId,
            byAdmin: false,
            requestedAt: now,
            eraseAt: later(GRACE * 1000),
          },
        },
      ]);
    for (const type of ['specialist', 'business_owner'] as const)
      given([as(type), passwordSet])
        .when(ask(by('admin')))
        .then([
          {
            type: 'AccountErasureRequested',
            data: { userId, erasureId: 'e1', requestedBy: adminId, byAdmin: true, requestedAt: now, eraseAt: now },
          },
        ]);
  });

  it('nobody else may ask (403), before saying whether the account exists or is erased', () => {
    for (const history of [[registered, passwordSet], [], [registered, passwordSet, erased]])
      for (const actor of [stranger, by('business_owner')])
        given(history).when(ask(actor)).thenThrows(ForbiddenError, 'common.forbidden');
    given([])
      .when(ask(by('admin')))
      .thenThrows(NotFoundError);
    given([registered, passwordSet, erased])
      .when(ask(by('super_admin')))
      .thenThrows(ConflictError, accountCodes.erased);
    given([registered, passwordSet, erased]).when(own()).thenThrows(ConflictError, accountCodes.erased);
  });

  it('asks for the address typed (any case, spaces around), from the admin too, before the proof', () => {
    given([registered, passwordSet])
      .when(own('specialist', { confirmation: '  ADA@example.com ' }))
      .then((events) => expect(events).toHaveLength(1));
    for (const command of [
      own('specialist', { confirmation: 'ada@example.org', proof: 'wrongPassword' }),
      ask(by('admin'), [], { confirmation: '' }),
    ])
      given([registered, passwordSet])
        .when(command)
        .thenThrows(ValidationError, {
          domainMessage: accountCodes.erasureConfirmationMismatch,
          fields: { confirmation: accountCodes.erasureConfirmationMismatch },
        });
  });

  it('the person proves it is them (a wrong password, or no proof: 400 on the password); an admin erasing another needs no proof', () => {
    given([registered, passwordSet])
      .when(own('specialist', { proof: 'wrongPassword' }))
      .thenThrows(ValidationError, { fields: { password: accountCodes.wrongPassword } });
    given([registered, passwordSet])
      .when(own('specialist', { proof: 'none' }))
      .thenThrows(ValidationError, { fields: { password: accountCodes.erasureNeedsProof } });
    // An admin erasing their own account is the person: they prove it too.
    given([as('admin'), passwordSet])
      .when(own('admin', { proof: 'none' }))
      .thenThrows(ValidationError, { fields: { password: accountCodes.erasureNeedsProof } });
    const state = given([registered, passwordSet]).state;
    expect(erasureNeedsProof(own(), state)).toBe(true);
    expect(erasureNeedsProof(ask(by('admin')), state)).toBe(false);
    // What comes after the proof is not answered before it.
    const pending: AccountEvent = {
      type: 'AccountErasureRequested',
      data: { userId, erasureId: 'e0', requestedBy: userId, byAdmin: false, requestedAt: now, eraseAt: later(1000) },
    };
    expect(erasureNeedsProof(own(), given([registered, passwordSet, pending]).state)).toBe(true);
    given([registered, passwordSet, pending])
      .when(own('specialist', { proof: 'none' }))
      .thenThrows(ValidationError, accountCodes.erasureNeedsProof);
    given([registered, passwordSet, pending])
      .when(own())
      .thenThrows(ConflictError, accountCodes.erasureAlreadyRequested);
    // An admin's erasure replaces a pending one: it is due at once.
    given([registered, passwordSet, pending])
      .when(ask(by('admin')))
      .then((events) => expect(events).toMatchObject([{ data: { byAdmin: true, eraseAt: now } }]));
  });

  it('only a super admin erases an admin or a super admin (403), and never the last super admin (409)', () => {
    for (const type of ['admin', 'super_admin'] as const)
      given([as(type), passwordSet])
        .when(ask(by('admin'), [userId, otherSuper]))
        .thenThrows(ForbiddenError, accountCodes.adminErasureBySuperAdmin);
    given([as('admin'), passwordSet])
      .when(ask(by('super_admin'), [otherSuper]))
      .then((events) => expect(events).toHaveLength(1));
    given([as('super_admin'), passwordSet])
      .when(ask(by('super_admin'), [userId, otherSuper]))
      .then((events) => expect(events).toHaveLength(1));
    // The roster counts the target too: with nobody else staying, not even a super admin may erase them, nor they themselves.
    given([as('super_admin'), passwordSet])
      .when(ask(by('super_admin'), [userId]))
      .thenThrows(ConflictError, accountCodes.lastSuperAdmin);
    given([as('super_admin'), passwordSet])
      .when(ask(by('super_admin', userId), [userId], { proof: 'proven' }))
      .thenThrows(ConflictError, accountCodes.lastSuperAdmin);
    given([as('super_admin'), passwordSet])
      .when(own('super_admin'))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('a cancel is the person’s own (403), and comes within the grace period only: once due, the erasure may be under way (409)', () => {
    const requested: AccountEvent = {
      type: 'AccountErasureRequested',
      data: { userId, erasureId: 'e1', requestedBy: userId, byAdmin: false, requestedAt: now, eraseAt: later(1000) },
    };
    const cancel = (at: string, actor: Actor = self): AccountCommand => ({
      type: 'CancelAccountErasure',
      data: { userId },
      metadata: { now: at, actor },
    });
    given([registered, passwordSet, requested])
      .when(cancel(later(999)))
      .then([{ type: 'AccountErasureCancelled', data: { userId, erasureId: 'e1', cancelledAt: later(999) } }]);
    given([registered, passwordSet, requested])
      .when(cancel(later(999), by('super_admin')))
      .thenThrows(ForbiddenError);
    given([registered, passwordSet, requested])
      .when(cancel(later(1000)))
      .thenThrows(ConflictError, accountCodes.erasureUnderway);
    given([registered, passwordSet]).when(cancel(now)).thenThrows(ConflictError, accountCodes.noErasureRequested);
  });

  it('an erased account takes no command (409 account.erased); anonymous ones see it as any other; the erasure run again decides nothing', () => {
    const events = [registered, passwordSet, erased];
    const refused: AccountCommand[] = [
      ask(by('super_admin'), [otherSuper]),
      { type: 'CancelAccountErasure', data: { userId }, metadata: { now, actor: self } },
      { type: 'SetNotificationPreferences', data: { userId, digest: [] }, metadata: { now, actor: self } },
      { type: 'RequestPersonalDataExport', data: { userId, exportId: 'x' }, metadata: { now, actor: by('admin') } },
      {
        type: 'LinkExternalIdentity',
        data: { userId, provider: 'google', subject: 's' },
        metadata: { now, actor: self },
      },
      register,
    ];
    for (const command of refused) given(events).when(command).thenThrows(ConflictError, accountCodes.erased);
    // Who may ask comes first: a stranger's data export of an erased account is refused as anyone else's (403).
    given(events)
      .when({ type: 'RequestPersonalDataExport', data: { userId, exportId: 'x' }, metadata: { now, actor: stranger } })
      .thenThrows(ForbiddenError);
    const reset: AccountCommand = {
      type: 'RequestPasswordReset',
      data: { createToken: { tokenHash: 'c', expiresAt: now }, resetToken: { tokenHash: 'r', expiresAt: now } },
      metadata: { now },
    };
    given(events).when(reset).thenNothingHappened();
    given(events).when(setPassword('reset', 'h1')).thenThrows(DomainError, accountCodes.linkInvalid);
    const again: AccountCommand = {
      type: 'EraseAccount',
      data: { erasureId: 'e1', keyIds: [], mediaDeleted: 0 },
      metadata: { now },
    };
    given(events).when(again).thenNothingHappened();
  });
});

describe('personal data exports', () => {
  const request = (actor: Actor): AccountCommand => ({
    type: 'RequestPersonalDataExport',
    data: { userId, exportId: 'x1' },
    metadata: { now, actor },
  });
  const requested = (requestedBy: string): AccountEvent => ({
    type: 'PersonalDataExportRequested',
    data: { userId, exportId: 'x1', requestedBy, requestedAt: now },
  });

  it('the person asks for their own copy, an admin or a super admin for anyone’s', () => {
    given([registered, passwordSet])
      .when(request(self))
      .then([requested(userId)]);
    for (const actor of [
      { userId: 'an-admin', userType: 'admin' },
      { userId: 'a-super', userType: 'super_admin' },
    ] as Actor[])
      given([registered])
        .when(request(actor))
        .then([requested(actor.userId)]);
  });

  it('refuses anyone else (403), then an account that does not exist (404)', () => {
    for (const actor of [stranger, { userId: 'an-owner', userType: 'business_owner' }] as Actor[]) {
      given([registered, passwordSet]).when(request(actor)).thenThrows(ForbiddenError);
      given([]).when(request(actor)).thenThrows(ForbiddenError);
    }
    given([])
      .when(request({ userId: 'an-admin', userType: 'admin' }))
      .thenThrows(NotFoundError);
  });
});

describe('notification preferences', () => {
  const choose = (digest: string[], actor: Actor = self): AccountCommand => ({
    type: 'SetNotificationPreferences',
    data: { userId, digest },
    metadata: { now, actor },
  });

  it('records the person’s own choice, sorted and once; the same choice again changes nothing', () => {
    const set: AccountEvent = {
      type: 'NotificationPreferencesSet',
      data: { userId, digest: ['a', 'b'], setAt: now },
    };
    given([registered, passwordSet])
      .when(choose(['b', 'a', 'b']))
      .then([set]);
    given([registered, passwordSet, set])
      .when(choose(['a', 'b']))
      .thenNothingHappened();
  });

  it('is the person’s own: anyone else, an admin too, is refused (403)', () => {
    for (const actor of [stranger, { userId: 'an-admin', userType: 'admin' }] as Actor[])
      given([registered, passwordSet]).when(choose([], actor)).thenThrows(ForbiddenError);
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
      first_name: 'account.firstNameRequired',
      last_name: 'account.lastNameRequired',
      email: 'account.emailRequired',
      user_type: 'account.userTypeInvalid',
    });
  });

  it('refuses admin registration, bad emails, over-long names and short passwords', () => {
    const valid = { first_name: 'A', last_name: 'B', email: 'a@b.co', user_type: 'specialist' };
    expect(parseOrThrow(registerSchema, { ...valid, email: '  a@b.co ' }).email).toBe('a@b.co');
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, user_type: 'admin' }))).toHaveProperty('user_type');
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, email: 'a@' }))).toEqual({
      email: 'account.emailInvalid',
    });
    expect(fieldsOf(() => parseOrThrow(registerSchema, { ...valid, first_name: 'x'.repeat(261) }))).toEqual({
      first_name: 'validation.tooLong',
    });
    expect(fieldsOf(() => parseOrThrow(loginSchema, { email: 'a@b.co' }))).toEqual({
      password: 'account.passwordRequired',
    });
  });

  it('takes a new password of 12 to 1024 characters, counted as characters, and says which limit was missed', () => {
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '' }))).toEqual({
      password: 'account.passwordRequired',
    });
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '12345678' }))).toEqual({
      password: 'account.passwordTooShort',
    });
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: 'x'.repeat(1025) }))).toEqual({
      password: 'account.passwordTooLong',
    });
    // Six emoji are twelve UTF-16 units but six characters.
    expect(fieldsOf(() => parseOrThrow(passwordSchema, { password: '🔒🔑🚪🏠🌙⭐'.slice(0, 12) }))).toEqual({
      password: 'account.passwordTooShort',
    });
    expect(parseOrThrow(passwordSchema, { password: 'x'.repeat(1024) }).password).toHaveLength(1024);
    expect(parseOrThrow(passwordSchema, { password: '🔒'.repeat(1024) }).password).toHaveLength(2048);
  });

  it('signs in with any password up to the maximum (older, shorter ones still work)', () => {
    expect(parseOrThrow(loginSchema, { email: 'a@b.co', password: 'short' }).password).toBe('short');
    expect(fieldsOf(() => parseOrThrow(loginSchema, { email: 'a@b.co', password: 'x'.repeat(1025) }))).toEqual({
      password: 'account.passwordTooLong',
    });
  });
});

describe('password policy (decider)', () => {
  const activeHistory = [registered, createIssued];
  const accepts = (password: string, history: AccountEvent[] = activeHistory) =>
    given(history)
      .when(setPassword('create', 'h1', now, password))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['PasswordSet']));
  const refuses = (password: string, message: string, history: AccountEvent[] = activeHistory) =>
    given(history)
      .when(setPassword('create', 'h1', now, password))
      .thenThrows(ValidationError, { fields: { password: message } });

  it('accepts a long, uncommon password and records only its hash', () => {
    accepts(goodPassword);
    given(activeHistory)
      .when(setPassword('create', 'h1'))
      .then((events) => expect(JSON.stringify(events)).not.toContain(goodPassword));
  });

  it.each([['password'], ['12345678'], ['        '], ['short pw']])('refuses %j as too short', (password) => {
    refuses(password, 'account.passwordTooShort');
  });

  it('refuses 1,025 characters with the maximum, not the 260-character text limit', () => {
    refuses('a'.repeat(1025), 'account.passwordTooLong');
    refuses('Tz8#'.repeat(256) + 'q', 'account.passwordTooLong');
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
    refuses(password, 'account.passwordTooCommon');
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
    refuses(password, 'account.passwordPersonal');
  });

  it('takes a password that only contains a product word among words of its own', () => {
    accepts('my dth crew rides bicycles');
    accepts('stagecoach lantern orbit');
  });

  it('reads the email and names from the account, and a short name only as the whole password', () => {
    const ed: AccountEvent = {
      ...registered,
      data: { ...registered.data, firstName: 'Ed', lastName: 'Wu', email: 'e.wu@example.com' },
    };
    accepts('red horse battery staple', [ed, createIssued]);
    refuses('e.wu@example.com', 'account.passwordPersonal', [ed, createIssued]);
    const grace: AccountEvent = {
      ...registered,
      data: { ...registered.data, firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@navy.example' },
    };
    refuses('Grace-Hopper-1906', 'account.passwordPersonal', [grace, createIssued]);
    accepts('Grace-Hopper-1906');
    refuses('navy ship hopper 1906', 'account.passwordPersonal', [grace, createIssued]);
  });

  it('applies on reset as on create, after the link is checked', () => {
    const resetIssued: AccountEvent = {
      type: 'PasswordTokenIssued',
      data: { userId, purpose: 'reset', tokenHash: 'r1', expiresAt: later(3600_000), issuedAt: now },
    };
    const history = [registered, createIssued, passwordSet, resetIssued];
    given(history)
      .when(setPassword('reset', 'r1', now, 'password1234'))
      .thenThrows(ValidationError, 'account.passwordTooCommon');
    given(history)
      .when(setPassword('reset', 'wrong', now, 'password1234'))
      .thenThrows(ValidationError, 'account.linkInvalid');
    given(history)
      .when(setPassword('reset', 'r1', now, 'Lovelace-Analytical-Engine'))
      .thenThrows(ValidationError, 'account.passwordPersonal');
    given(history)
      .when(setPassword('reset', 'r1'))
      .then((events) => expect(events).toHaveLength(1));
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
    given([]).when(withPassword('12345678')).thenThrows(ValidationError, 'account.passwordTooShort');
    given([]).when(withPassword('admin@example.com')).thenThrows(ValidationError, 'account.passwordPersonal');
    given([]).when(withPassword('Morgan-Admin-9')).thenThrows(ValidationError, 'account.passwordPersonal');
    given([])
      .when(withPassword(goodPassword))
      .then((events) => expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'PasswordSet']));
  });

  it('words each limit with the constants it checks', () => {
    expect(accountMessages.passwordTooShort).toContain(String(PASSWORD_MIN_LENGTH));
    expect(accountMessages.passwordTooLong).toContain(String(PASSWORD_MAX_LENGTH));
  });
});

describe('email reservation decider', () => {
  const givenReservation = DeciderSpecification.for(emailReservationDecider);
  const reserve = (forUser: string): ReserveEmail => ({
    type: 'ReserveEmail',
    data: { email: 'ada@example.com', userId: forUser },
    metadata: { now },
  });
  const release = (forUser: string) => ({
    type: 'ReleaseEmail' as const,
    data: { userId: forUser },
    metadata: { now },
  });
  const reserved: EmailReservationEvent = {
    type: 'EmailReserved',
    data: { email: 'ada@example.com', userId, reservedAt: now },
  };
  const released: EmailReservationEvent = { type: 'EmailReleased', data: { userId, releasedAt: now } };

  it('reserves a free address for the account being registered', () => {
    givenReservation([]).when(reserve(userId)).then([reserved]);
  });

  it('refuses an address already reserved, for anyone (409)', () => {
    expect(givenReservation([reserved]).state).toEqual({ userId });
    givenReservation([reserved]).when(reserve('someone-else')).thenThrows(ConflictError);
    givenReservation([reserved]).when(reserve(userId)).thenThrows(ConflictError, 'account.emailTaken');
  });

  it('the erasure of its account releases the address, once: then anyone may reserve it', () => {
    givenReservation([reserved]).when(release('someone-else')).thenNothingHappened();
    givenReservation([reserved]).when(release(userId)).then([released]);
    givenReservation([reserved, released]).when(release(userId)).thenNothingHappened();
    givenReservation([reserved, released])
      .when(reserve('someone-else'))
      .then([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId: 'someone-else', reservedAt: now } }]);
  });
});

describe('Google identities', () => {
  const google = { provider: 'google' as const, subject: '1098765432' };
  const link: AccountCommand = {
    type: 'LinkExternalIdentity',
    data: { userId, ...google },
    metadata: { now, actor: self },
  };
  const linked: AccountEvent = { type: 'ExternalIdentityLinked', data: { userId, ...google, linkedAt: now } };

  it('opens an account with an identity instead of a password: active at once, with no password', () => {
    given([])
      .when({ ...register, data: { ...register.data, passwordToken: undefined, externalIdentity: google } as never })
      .then((events) => {
        expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'ExternalIdentityLinked']);
        expect(events[1].data).toEqual({ userId, ...google, linkedAt: now });
        const state = given(events).state;
        expect(state).toMatchObject({ status: 'active', identities: [google] });
        expect(state.passwordHash).toBeUndefined();
      });
  });

  it('links an identity to an active password account, once', () => {
    given([registered, createIssued, passwordSet]).when(link).then([linked]);
    given([registered, createIssued, passwordSet, linked]).when(link).thenNothingHappened();
  });

  it("links the person's own account only (403)", () => {
    given([registered, createIssued, passwordSet])
      .when({ ...link, metadata: { now, actor: stranger } })
      .thenThrows(ForbiddenError);
  });

  it('refuses to link an account still waiting for its password, or a second Google account', () => {
    given([registered, createIssued]).when(link).thenThrows(ConflictError, accountCodes.notActivated);
    const other = { ...link, data: { userId, ...google, subject: 'someone-else' } };
    given([registered, createIssued, passwordSet, linked])
      .when(other)
      .thenThrows(ConflictError, accountCodes.otherIdentityLinked);
  });

  it('a subject is reserved by the first account that takes it', () => {
    const givenReservation = DeciderSpecification.for(externalIdentityReservationDecider);
    const reserve = (forUser: string) => ({
      type: 'ReserveExternalIdentity' as const,
      data: { ...google, userId: forUser },
      metadata: { now },
    });
    const reserved: ExternalIdentityReservationEvent = {
      type: 'ExternalIdentityReserved',
      data: { ...google, userId, reservedAt: now },
    };
    givenReservation([]).when(reserve(userId)).then([reserved]);
    givenReservation([reserved]).when(reserve(userId)).thenNothingHappened();
    givenReservation([reserved]).when(reserve('another-user')).thenThrows(ConflictError, accountCodes.identityTaken);
    // Released by its holder only; then another account may take it.
    const release = (forUser: string) => ({ ...reserve(forUser), type: 'ReleaseExternalIdentity' as const });
    const released: ExternalIdentityReservationEvent = {
      type: 'ExternalIdentityReleased',
      data: { ...google, userId, releasedAt: now },
    };
    givenReservation([reserved]).when(release('another-user')).thenNothingHappened();
    givenReservation([reserved]).when(release(userId)).then([released]);
    givenReservation([reserved, released])
      .when(reserve('another-user'))
      .then((events) => expect(events).toHaveLength(1));
  });

  describe('unlinking', () => {
    const unlink = (actor = self): AccountCommand => ({
      type: 'UnlinkExternalIdentity',
      data: { userId, provider: 'google' },
      metadata: { now, actor },
    });
    const unlinked: AccountEvent = { type: 'ExternalIdentityUnlinked', data: { userId, ...google, unlinkedAt: now } };

    it('unlinks Google from an account that keeps its password; it then signs in with the password only', () => {
      const events = [registered, createIssued, passwordSet, linked];
      given(events).when(unlink()).then([unlinked]);
      expect(given([...events, unlinked]).state.identities).toEqual([]);
      given([...events, unlinked])
        .when(unlink())
        .thenThrows(NotFoundError, accountCodes.identityNotLinked);
    });

    it('never leaves an account without a way in: Google is the only one of an account without a password (409)', () => {
      const googleOnly: AccountEvent[] = [registered, linked];
      given(googleOnly).when(unlink()).thenThrows(ConflictError, accountCodes.lastSignInMethod);
      // A password chosen from a reset link first, then Google may go.
      const resetIssued: AccountEvent = {
        type: 'PasswordTokenIssued',
        data: { userId, purpose: 'reset', tokenHash: 'h2', expiresAt: later(3600_000), issuedAt: now },
      };
      const reset: AccountEvent = {
        type: 'PasswordSet',
        data: { userId, purpose: 'reset', passwordHash: 'p2', setAt: now },
      };
      given([...googleOnly, resetIssued, reset])
        .when(unlink())
        .then([unlinked]);
    });

    it("is the person's own: anyone else is refused (403)", () => {
      for (const actor of [stranger, { userId: 'an-admin', userType: 'admin' }] as Actor[])
        given([registered, createIssued, passwordSet, linked]).when(unlink(actor)).thenThrows(ForbiddenError);
    });
  });
});
