import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { isAdminRole } from '../shared/authorization';
import type { Decider, UserType } from '../shared/events';
import {
  evolveAccount,
  evolveEmailReservation,
  evolveExternalIdentityReservation,
  initialAccount,
  initialEmailReservation,
  initialExternalIdentityReservation,
  type Account,
  type AccountEvent,
  type EmailReservation,
  type EmailReservationEvent,
  type ExternalIdentity,
  type ExternalIdentityProvider,
  type ExternalIdentityReservation,
  type ExternalIdentityReservationEvent,
  type PasswordTokenPurpose,
} from './account';
import { accountCodes as m } from './messages';
import { passwordProblem, type PasswordOwner } from './passwordPolicy';
import { accountDetailsSchema, type AccountDetails } from '../specialist/valueObjects';

// ── Commands ─────────────────────────────────────────────────────────────────
export interface IssuedToken {
  tokenHash: string;
  expiresAt: string;
}

/**
 * A chosen password travels in the command beside its hash, only so the decider can check it
 * against the policy (passwordPolicy.ts); events carry the hash alone. Commands are never stored.
 */
export interface ChosenPassword {
  password: string;
  passwordHash: string;
}

export type RegisterUser = {
  type: 'RegisterUser';
  data: { userId: string; firstName: string; lastName: string; email: string; userType: UserType } & (
    { passwordToken: IssuedToken } | ChosenPassword | { externalIdentity: ExternalIdentity }
  );
  metadata: { now: string };
};
export type SetPasswordWithToken = {
  type: 'SetPasswordWithToken';
  data: { purpose: PasswordTokenPurpose; tokenHash: string } & ChosenPassword;
  metadata: { now: string };
};
export type RequestPasswordReset = {
  type: 'RequestPasswordReset';
  data: { createToken: IssuedToken; resetToken: IssuedToken };
  metadata: { now: string };
};
/** Lets an active account sign in with a provider's identity too (after its owner proved the password). */
export type LinkExternalIdentity = {
  type: 'LinkExternalIdentity';
  data: ExternalIdentity;
  metadata: { now: string };
};
/** The person stops signing in with a provider's identity; refused when it is their only way in. */
export type UnlinkExternalIdentity = {
  type: 'UnlinkExternalIdentity';
  data: { unlinkedBy: string; provider: ExternalIdentityProvider };
  metadata: { now: string };
};
/** The person themselves, or an admin on their behalf (`byAdmin`), asks for a copy of their data. */
export type RequestPersonalDataExport = {
  type: 'RequestPersonalDataExport';
  data: { exportId: string; requestedBy: string; byAdmin: boolean };
  metadata: { now: string };
};
/**
 * "Delete my account": the person (who proved it is them, and typed their address) or an admin for them.
 * The person gets a grace period (`eraseAt`); an admin's erasure is due at once and cannot be cancelled.
 * `requesterRole` is the role of whoever asks; `superAdmins`, the super admins whose erasure is not
 * pending, read from the log by the command API (the last of them may not go).
 */
export type RequestAccountErasure = {
  type: 'RequestAccountErasure';
  data: {
    erasureId: string;
    requestedBy: string;
    requesterRole: UserType;
    byAdmin: boolean;
    eraseAt: string;
    superAdmins: readonly string[];
  };
  metadata: { now: string };
};
export type CancelAccountErasure = {
  type: 'CancelAccountErasure';
  data: { cancelledBy: string };
  metadata: { now: string };
};
/** The worker's erasure once it is due: `keyIds` are the data keys it destroys next. */
export type EraseAccount = {
  type: 'EraseAccount';
  data: { erasureId: string; keyIds: string[]; mediaDeleted: number };
  metadata: { now: string };
};
/** The person's choice of notification kinds that also come in the daily mail. */
export type SetNotificationPreferences = {
  type: 'SetNotificationPreferences';
  data: { setBy: string; digest: string[] };
  metadata: { now: string };
};
/** A business owner or admin changes their own name, phone and address (`setBy`: who asks). */
export type SetOwnerAccountDetails = {
  type: 'SetOwnerAccountDetails';
  data: { setBy: string; details: AccountDetails };
  metadata: { now: string };
};
export type AccountCommand =
  | RegisterUser
  | SetPasswordWithToken
  | RequestPasswordReset
  | LinkExternalIdentity
  | UnlinkExternalIdentity
  | RequestPersonalDataExport
  | RequestAccountErasure
  | CancelAccountErasure
  | EraseAccount
  | SetNotificationPreferences
  | SetOwnerAccountDetails;

/** Registration's first step: the address is taken for `userId`, or the registration is refused. */
export type ReserveEmail = {
  type: 'ReserveEmail';
  data: { email: string; userId: string };
  metadata: { now: string };
};
/** The erasure of `userId`'s account lets its address go (nothing happens when the address is no longer theirs). */
export type ReleaseEmail = {
  type: 'ReleaseEmail';
  data: { userId: string };
  metadata: { now: string };
};
export type EmailReservationCommand = ReserveEmail | ReleaseEmail;

/** Ties a provider's subject to one account: the first account to take it keeps it. */
export type ReserveExternalIdentity = {
  type: 'ReserveExternalIdentity';
  data: ExternalIdentity & { userId: string };
  metadata: { now: string };
};
/** Frees the subject `userId` holds (nothing when another account, or none, holds it). */
export type ReleaseExternalIdentity = {
  type: 'ReleaseExternalIdentity';
  data: ExternalIdentity & { userId: string };
  metadata: { now: string };
};
export type ExternalIdentityReservationCommand = ReserveExternalIdentity | ReleaseExternalIdentity;

// ── Decisions ────────────────────────────────────────────────────────────────
/** Refuses a password the policy refuses, as a 400 on the `password` field. */
function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new ValidationError(problem, { password: problem });
}

function register({ data, metadata }: RegisterUser, state: Account): AccountEvent[] {
  if (state.status !== 'none') throw new ConflictError(m.emailTaken);
  const { userId, firstName, lastName, email, userType } = data;
  const registered: AccountEvent = {
    type: 'UserRegistered',
    data: { userId, firstName, lastName, email, userType, registeredAt: metadata.now },
  };
  if ('externalIdentity' in data) {
    const { provider, subject } = data.externalIdentity;
    return [
      registered,
      { type: 'ExternalIdentityLinked', data: { userId, provider, subject, linkedAt: metadata.now } },
    ];
  }
  if ('passwordHash' in data) {
    assertPasswordAllowed(data.password, { email, firstName, lastName });
    return [
      registered,
      { type: 'PasswordSet', data: { userId, purpose: 'admin', passwordHash: data.passwordHash, setAt: metadata.now } },
    ];
  }
  const { tokenHash, expiresAt } = data.passwordToken;
  return [
    registered,
    { type: 'PasswordTokenIssued', data: { userId, purpose: 'create', tokenHash, expiresAt, issuedAt: metadata.now } },
  ];
}

function setPasswordWithToken({ data, metadata }: SetPasswordWithToken, state: Account): AccountEvent[] {
  const token = state.pendingToken;
  if (!state.userId || !token || token.purpose !== data.purpose || token.hash !== data.tokenHash) {
    throw new ValidationError(m.linkInvalid, { token: m.linkInvalid });
  }
  if (Date.parse(token.expiresAt) <= Date.parse(metadata.now)) {
    throw new ValidationError(m.linkExpired, { token: m.linkExpired });
  }
  assertPasswordAllowed(data.password, state);
  return [
    {
      type: 'PasswordSet',
      data: { userId: state.userId, purpose: data.purpose, passwordHash: data.passwordHash, setAt: metadata.now },
    },
  ];
}

/** A user who never created a password gets a new create link instead of a reset link. */
function requestPasswordReset({ data, metadata }: RequestPasswordReset, state: Account): AccountEvent[] {
  if (state.status === 'none' || !state.userId) return [];
  const purpose = state.status === 'active' ? 'reset' : 'create';
  const { tokenHash, expiresAt } = purpose === 'reset' ? data.resetToken : data.createToken;
  return [
    {
      type: 'PasswordTokenIssued',
      data: { userId: state.userId, purpose, tokenHash, expiresAt, issuedAt: metadata.now },
    },
  ];
}

function linkExternalIdentity({ data, metadata }: LinkExternalIdentity, state: Account): AccountEvent[] {
  if (state.status !== 'active' || !state.userId) throw new ConflictError(m.notActivated);
  const linked = state.identities?.find((identity) => identity.provider === data.provider);
  if (linked?.subject === data.subject) return [];
  if (linked) throw new ConflictError(m.otherIdentityLinked);
  return [
    {
      type: 'ExternalIdentityLinked',
      data: { userId: state.userId, provider: data.provider, subject: data.subject, linkedAt: metadata.now },
    },
  ];
}

/** Never the last way in: an account without a password keeps its only identity (it sets a password first). */
function unlinkExternalIdentity({ data, metadata }: UnlinkExternalIdentity, state: Account): AccountEvent[] {
  if (data.unlinkedBy !== state.userId) throw new ForbiddenError();
  if (state.status !== 'active' || !state.userId) throw new NotFoundError();
  const identities = state.identities ?? [];
  const linked = identities.find((identity) => identity.provider === data.provider);
  if (!linked) throw new NotFoundError(m.identityNotLinked);
  if (!state.passwordHash && identities.length === 1) throw new ConflictError(m.lastSignInMethod);
  return [
    {
      type: 'ExternalIdentityUnlinked',
      data: { userId: state.userId, provider: linked.provider, subject: linked.subject, unlinkedAt: metadata.now },
    },
  ];
}

function requestPersonalDataExport({ data, metadata }: RequestPersonalDataExport, state: Account): AccountEvent[] {
  if (!data.byAdmin && data.requestedBy !== state.userId) throw new ForbiddenError();
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  return [
    {
      type: 'PersonalDataExportRequested',
      data: { userId: state.userId, exportId: data.exportId, requestedBy: data.requestedBy, requestedAt: metadata.now },
    },
  ];
}

/**
 * An admin may erase a specialist or a business owner at once; an admin or a super admin, only a super
 * admin may erase; and never the last super admin, not even themselves.
 */
function requestAccountErasure({ data, metadata }: RequestAccountErasure, state: Account): AccountEvent[] {
  if (!data.byAdmin && data.requestedBy !== state.userId) throw new ForbiddenError();
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  if (data.byAdmin && isAdminRole(state.userType) && data.requesterRole !== 'super_admin')
    throw new ForbiddenError(m.adminErasureBySuperAdmin);
  if (state.userType === 'super_admin' && !data.superAdmins.some((id) => id !== state.userId))
    throw new ConflictError(m.lastSuperAdmin);
  if (state.pendingErasure && !data.byAdmin) throw new ConflictError(m.erasureAlreadyRequested);
  const { erasureId, requestedBy, byAdmin, eraseAt } = data;
  return [
    {
      type: 'AccountErasureRequested',
      data: { userId: state.userId, erasureId, requestedBy, byAdmin, requestedAt: metadata.now, eraseAt },
    },
  ];
}

function cancelAccountErasure({ data, metadata }: CancelAccountErasure, state: Account): AccountEvent[] {
  if (data.cancelledBy !== state.userId) throw new ForbiddenError();
  if (!state.pendingErasure) throw new ConflictError(m.noErasureRequested);
  if (state.pendingErasure.byAdmin) throw new ConflictError(m.erasureByAdmin);
  // Once due, the worker may already be destroying the keys: a cancel then would keep an account without its data.
  if (Date.parse(state.pendingErasure.eraseAt) <= Date.parse(metadata.now)) throw new ConflictError(m.erasureUnderway);
  return [
    {
      type: 'AccountErasureCancelled',
      data: { userId: state.userId, erasureId: state.pendingErasure.erasureId, cancelledAt: metadata.now },
    },
  ];
}

function setNotificationPreferences({ data, metadata }: SetNotificationPreferences, state: Account): AccountEvent[] {
  if (data.setBy !== state.userId) throw new ForbiddenError();
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  const digest = [...new Set(data.digest)].sort();
  const current = [...(state.notificationDigest ?? [])].sort();
  if (digest.length === current.length && digest.every((kind, i) => kind === current[i])) return [];
  return [{ type: 'NotificationPreferencesSet', data: { userId: state.userId, digest, setAt: metadata.now } }];
}

const DETAIL_FIELDS = accountDetailsSchema.keyof().options;

/** Only the person, and only an owner or admin: a specialist's details are their profile's (`UpdateAccountDetails`). */
function setOwnerAccountDetails({ data, metadata }: SetOwnerAccountDetails, state: Account): AccountEvent[] {
  if (data.setBy !== state.userId) throw new ForbiddenError();
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  if (state.userType === 'specialist') throw new ForbiddenError(m.detailsOnProfile);
  const current: AccountDetails = state.details ?? {
    first_name: state.firstName ?? '',
    last_name: state.lastName ?? '',
    phone_code: null,
    phone_number: null,
    country: null,
    state: null,
    city: null,
  };
  if (DETAIL_FIELDS.every((field) => current[field] === data.details[field])) return [];
  return [
    { type: 'OwnerAccountDetailsSet', data: { userId: state.userId, details: data.details, setAt: metadata.now } },
  ];
}

/** Only the erasure still pending, once due. */
function eraseAccount({ data, metadata }: EraseAccount, state: Account): AccountEvent[] {
  const pending = state.pendingErasure;
  if (!pending || pending.erasureId !== data.erasureId || !state.userId) throw new ConflictError(m.noErasureRequested);
  if (Date.parse(pending.eraseAt) > Date.parse(metadata.now)) throw new ConflictError(m.erasureAlreadyRequested);
  return [
    {
      type: 'AccountErased',
      data: {
        userId: state.userId,
        erasureId: pending.erasureId,
        requestedBy: pending.requestedBy,
        keyIds: data.keyIds,
        mediaDeleted: data.mediaDeleted,
        erasedAt: metadata.now,
      },
    },
  ];
}

/**
 * An erased account takes no command: 409 `account.erased`, nothing appended. Anonymous requests
 * must not tell an erased account apart, though: a reset asked for decides nothing and a mailed link
 * is invalid, as for any other account; the erasure's job run again decides nothing.
 */
export function decideAccount(command: AccountCommand, state: Account): AccountEvent[] {
  if (state.status === 'erased') {
    if (command.type === 'EraseAccount' || command.type === 'RequestPasswordReset') return [];
    if (command.type === 'SetPasswordWithToken') throw new ValidationError(m.linkInvalid, { token: m.linkInvalid });
    throw new ConflictError(m.erased);
  }
  switch (command.type) {
    case 'RegisterUser':
      return register(command, state);
    case 'SetPasswordWithToken':
      return setPasswordWithToken(command, state);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'LinkExternalIdentity':
      return linkExternalIdentity(command, state);
    case 'UnlinkExternalIdentity':
      return unlinkExternalIdentity(command, state);
    case 'RequestPersonalDataExport':
      return requestPersonalDataExport(command, state);
    case 'RequestAccountErasure':
      return requestAccountErasure(command, state);
    case 'CancelAccountErasure':
      return cancelAccountErasure(command, state);
    case 'EraseAccount':
      return eraseAccount(command, state);
    case 'SetNotificationPreferences':
      return setNotificationPreferences(command, state);
    case 'SetOwnerAccountDetails':
      return setOwnerAccountDetails(command, state);
  }
}

export const accountDecider: Decider<AccountCommand, AccountEvent, Account> = {
  initialState: initialAccount,
  evolve: evolveAccount,
  decide: decideAccount,
};

function decideEmailReservation(
  { type, data, metadata }: EmailReservationCommand,
  state: EmailReservation,
): EmailReservationEvent[] {
  if (type === 'ReleaseEmail')
    return state.userId === data.userId
      ? [{ type: 'EmailReleased', data: { userId: data.userId, releasedAt: metadata.now } }]
      : [];
  if (state.userId) throw new ConflictError(m.emailTaken);
  return [{ type: 'EmailReserved', data: { email: data.email, userId: data.userId, reservedAt: metadata.now } }];
}

export const emailReservationDecider: Decider<EmailReservationCommand, EmailReservationEvent, EmailReservation> = {
  initialState: initialEmailReservation,
  evolve: evolveEmailReservation,
  decide: decideEmailReservation,
};

function decideExternalIdentityReservation(
  command: ExternalIdentityReservationCommand,
  state: ExternalIdentityReservation,
): ExternalIdentityReservationEvent[] {
  const { data, metadata } = command;
  if (command.type === 'ReleaseExternalIdentity')
    return state.userId === data.userId
      ? [{ type: 'ExternalIdentityReleased', data: { ...data, releasedAt: metadata.now } }]
      : [];
  if (state.userId === data.userId) return [];
  if (state.userId) throw new ConflictError(m.identityTaken);
  return [{ type: 'ExternalIdentityReserved', data: { ...data, reservedAt: metadata.now } }];
}

export const externalIdentityReservationDecider: Decider<
  ExternalIdentityReservationCommand,
  ExternalIdentityReservationEvent,
  ExternalIdentityReservation
> = {
  initialState: initialExternalIdentityReservation,
  evolve: evolveExternalIdentityReservation,
  decide: decideExternalIdentityReservation,
};
