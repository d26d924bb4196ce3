import type { DomainEvent, UserType } from '../shared/events';
import type { AccountDetails } from '../specialist/valueObjects';

// ── Constants ────────────────────────────────────────────────────────────────
/** OWASP ASVS 5.0 (V6.2): at least 12 characters, counted as Unicode code points. */
export const PASSWORD_MIN_LENGTH = 12;
/** Generous for passphrases and password managers (ASVS asks for at least 64), bounded so hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 1024;
/** The spec's shared maximum length for short text. */
export const MAX_TEXT_LENGTH = 260;
export const CREATE_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Days between "Delete my account" and the erasure, in which the person may cancel it. */
export const ACCOUNT_ERASURE_GRACE_DAYS = 7;

export const toUserStream = (userId: string) => `user-${userId}`;
/** The stream whose existence reserves an address; its suffix is sha256(lowercase email). */
export const toEmailStream = (emailSha256: string) => `email-${emailSha256}`;
/** The identity providers an account may sign in with besides its password. */
export const EXTERNAL_IDENTITY_PROVIDERS = ['google'] as const;
export type ExternalIdentityProvider = (typeof EXTERNAL_IDENTITY_PROVIDERS)[number];
/** The stream whose existence ties a provider's subject to one account; its suffix is sha256(subject). */
export const toExternalIdentityStream = (provider: ExternalIdentityProvider, subjectSha256: string) =>
  `identity-${provider}-${subjectSha256}`;
/** The ways an account signs in: its password, and each identity provider linked to it. */
export const SIGN_IN_METHODS = ['password', ...EXTERNAL_IDENTITY_PROVIDERS] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export interface ExternalIdentity {
  provider: ExternalIdentityProvider;
  /** The provider's stable id of the person (OpenID Connect `sub`); never a token. */
  subject: string;
}

// ── Events ───────────────────────────────────────────────────────────────────
export type EmailReserved = DomainEvent<'EmailReserved', { email: string; userId: string; reservedAt: string }>;
/** The erasure of the account that held the address let it go: anyone may register with it again. */
export type EmailReleased = DomainEvent<'EmailReleased', { userId: string; releasedAt: string }>;
export type EmailReservationEvent = EmailReserved | EmailReleased;
export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; firstName: string; lastName: string; email: string; userType: UserType; registeredAt: string }
>;
export type PasswordTokenPurpose = 'create' | 'reset';
/** Only the token's hash is kept; the token itself travels in the mail. */
export type PasswordTokenIssued = DomainEvent<
  'PasswordTokenIssued',
  { userId: string; purpose: PasswordTokenPurpose; tokenHash: string; expiresAt: string; issuedAt: string }
>;
/** Carries the password's hash (never the password); reports and exports redact it. */
export type PasswordSet = DomainEvent<
  'PasswordSet',
  { userId: string; purpose: PasswordTokenPurpose | 'admin'; passwordHash: string; setAt: string }
>;

/** The account signs in with an identity provider too (or only: an account opened through one has no password). */
export type ExternalIdentityLinked = DomainEvent<
  'ExternalIdentityLinked',
  { userId: string; provider: ExternalIdentityProvider; subject: string; linkedAt: string }
>;
/** The account no longer signs in with that provider's identity (its owner unlinked it; the account keeps another way in). */
export type ExternalIdentityUnlinked = DomainEvent<
  'ExternalIdentityUnlinked',
  { userId: string; provider: ExternalIdentityProvider; subject: string; unlinkedAt: string }
>;
/** A provider's subject is taken by `userId` (stream `identity-{provider}-{sha256(subject)}`). */
export type ExternalIdentityReserved = DomainEvent<
  'ExternalIdentityReserved',
  { userId: string; provider: ExternalIdentityProvider; subject: string; reservedAt: string }
>;
/** The subject is free again: unlinked from `userId`, its link refused after it was reserved, or its account erased. */
export type ExternalIdentityReleased = DomainEvent<
  'ExternalIdentityReleased',
  { userId: string; provider: ExternalIdentityProvider; subject: string; releasedAt: string }
>;

/** Copies of a person's data that may be asked for in a day, one being made at a time (each reads the whole log). */
export const PERSONAL_DATA_EXPORTS_PER_DAY = 3;

/** A copy of everything held about the person was asked for (by them, or by an admin on their behalf); `exportId` names the archive. */
export type PersonalDataExportRequested = DomainEvent<
  'PersonalDataExportRequested',
  { userId: string; exportId: string; requestedBy: string; requestedAt: string }
>;

/** The person (or an admin for them) asked for the account to be erased; it happens at `eraseAt` unless the person cancels first. */
export type AccountErasureRequested = DomainEvent<
  'AccountErasureRequested',
  { userId: string; erasureId: string; requestedBy: string; byAdmin: boolean; requestedAt: string; eraseAt: string }
>;
/** The person cancelled their account's erasure within its grace period. */
export type AccountErasureCancelled = DomainEvent<
  'AccountErasureCancelled',
  { userId: string; erasureId: string; cancelledAt: string }
>;
/** The account is erased: its data keys (`keyIds`) are destroyed, so every personal field of the log now reads as erased. Cannot be undone. */
export type AccountErased = DomainEvent<
  'AccountErased',
  { userId: string; erasureId: string; requestedBy: string; keyIds: string[]; mediaDeleted: number; erasedAt: string }
>;

/** The kinds of notification the person also wants in a daily mail (the bell has them all anyway); empty: none. */
export type NotificationPreferencesSet = DomainEvent<
  'NotificationPreferencesSet',
  { userId: string; digest: string[]; setAt: string }
>;

/**
 * A business owner or admin changed their name, phone or address on the Account page (a specialist's
 * live on their profile: `AccountDetailsUpdated`).
 */
export type OwnerAccountDetailsSet = DomainEvent<
  'OwnerAccountDetailsSet',
  { userId: string; details: AccountDetails; setAt: string }
>;

export type AccountEvent =
  | UserRegistered
  | PasswordTokenIssued
  | PasswordSet
  | ExternalIdentityLinked
  | ExternalIdentityUnlinked
  | PersonalDataExportRequested
  | AccountErasureRequested
  | AccountErasureCancelled
  | AccountErased
  | NotificationPreferencesSet
  | OwnerAccountDetailsSet;

// ── State ────────────────────────────────────────────────────────────────────
export interface PendingToken {
  purpose: PasswordTokenPurpose;
  hash: string;
  expiresAt: string;
}

/** An erasure asked for and not cancelled: it happens at `eraseAt`. */
export interface PendingErasure {
  erasureId: string;
  requestedBy: string;
  byAdmin: boolean;
  eraseAt: string;
}

export interface Account {
  status: 'none' | 'awaiting_password' | 'active' | 'erased';
  userId?: string;
  email?: string;
  userType?: UserType;
  firstName?: string;
  lastName?: string;
  passwordHash?: string;
  pendingToken?: PendingToken;
  identities?: ExternalIdentity[];
  pendingErasure?: PendingErasure;
  /** Notification kinds also sent in the daily mail. */
  notificationDigest?: string[];
  /** An owner's or admin's phone and address, once set (names are `firstName` / `lastName`). */
  details?: AccountDetails;
}

export const initialAccount = (): Account => ({ status: 'none' });

/** How the account can sign in now, in SIGN_IN_METHODS' order. */
export const signInMethodsOf = (account: Account): SignInMethod[] =>
  SIGN_IN_METHODS.filter((method) =>
    method === 'password' ? Boolean(account.passwordHash) : account.identities?.some((i) => i.provider === method),
  );

export function evolveAccount(state: Account, event: AccountEvent): Account {
  switch (event.type) {
    case 'UserRegistered': {
      const { userId, email, userType, firstName, lastName } = event.data;
      return { ...state, status: 'awaiting_password', userId, email, userType, firstName, lastName };
    }
    case 'PasswordTokenIssued':
      return {
        ...state,
        pendingToken: { purpose: event.data.purpose, hash: event.data.tokenHash, expiresAt: event.data.expiresAt },
      };
    case 'PasswordSet':
      return { ...state, status: 'active', passwordHash: event.data.passwordHash, pendingToken: undefined };
    case 'ExternalIdentityLinked': {
      const { provider, subject } = event.data;
      return { ...state, status: 'active', identities: [...(state.identities ?? []), { provider, subject }] };
    }
    case 'ExternalIdentityUnlinked': {
      const { provider, subject } = event.data;
      const identities = (state.identities ?? []).filter((i) => i.provider !== provider || i.subject !== subject);
      return { ...state, identities };
    }
    case 'AccountErasureRequested': {
      const { erasureId, requestedBy, byAdmin, eraseAt } = event.data;
      return { ...state, pendingErasure: { erasureId, requestedBy, byAdmin, eraseAt } };
    }
    case 'AccountErasureCancelled':
      return { ...state, pendingErasure: undefined };
    case 'NotificationPreferencesSet':
      return { ...state, notificationDigest: event.data.digest };
    case 'OwnerAccountDetailsSet': {
      const { details } = event.data;
      return { ...state, firstName: details.first_name, lastName: details.last_name, details };
    }
    case 'AccountErased':
      // Nothing of the person is kept: only that the account was, and is no more.
      return { status: 'erased', userId: state.userId, userType: state.userType };
    default:
      return state;
  }
}

// ── Email reservation (its own stream: `email-{sha256}`) ─────────────────────
/** Which account holds an address; empty until it is reserved. */
export interface EmailReservation {
  userId?: string;
}

export const initialEmailReservation = (): EmailReservation => ({});

export function evolveEmailReservation(state: EmailReservation, event: EmailReservationEvent): EmailReservation {
  switch (event.type) {
    case 'EmailReserved':
      return { userId: event.data.userId };
    case 'EmailReleased':
      return {};
    default:
      return state;
  }
}

// ── External identity reservation (its own stream: `identity-{provider}-{sha256}`) ──
/** Which account a provider's subject signs in to; empty until it is reserved. */
export interface ExternalIdentityReservation {
  userId?: string;
}

export const initialExternalIdentityReservation = (): ExternalIdentityReservation => ({});

export type ExternalIdentityReservationEvent = ExternalIdentityReserved | ExternalIdentityReleased;

export function evolveExternalIdentityReservation(
  state: ExternalIdentityReservation,
  event: ExternalIdentityReservationEvent,
): ExternalIdentityReservation {
  switch (event.type) {
    case 'ExternalIdentityReserved':
      return { userId: event.data.userId };
    case 'ExternalIdentityReleased':
      return {};
    default:
      return state;
  }
}
