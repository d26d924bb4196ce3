import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { isAdmin, isAdminRole } from '../shared/authorization';
import type { Command, SystemMetadata } from '../shared/commands';
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

/** A command a person sends about the account `userId` (the `user-{userId}` stream); the decider answers who may. */
type OnAccount<Type extends string, Data> = Command<Type, { userId: string } & Data>;

/** Opens the account (sign-up, the seed and admin CLI, a first Google sign-in): nobody is signed in to send it. */
export type RegisterUser = Command<
  'RegisterUser',
  { userId: string; firstName: string; lastName: string; email: string; userType: UserType } & (
    { passwordToken: IssuedToken } | ChosenPassword | { externalIdentity: ExternalIdentity }
  ),
  SystemMetadata
>;
/** From a mailed link: the link's token, not a signed-in person, says whose account it is. */
export type SetPasswordWithToken = Command<
  'SetPasswordWithToken',
  { purpose: PasswordTokenPurpose; tokenHash: string } & ChosenPassword,
  SystemMetadata
>;
/** Anyone may ask for an address's link: the answer tells nobody whether the account exists. */
export type RequestPasswordReset = Command<
  'RequestPasswordReset',
  { createToken: IssuedToken; resetToken: IssuedToken },
  SystemMetadata
>;
/** Lets an active account sign in with a provider's identity too (after its owner proved the password). */
export type LinkExternalIdentity = OnAccount<'LinkExternalIdentity', ExternalIdentity>;
/** The person stops signing in with a provider's identity; refused when it is their only way in. */
export type UnlinkExternalIdentity = OnAccount<'UnlinkExternalIdentity', { provider: ExternalIdentityProvider }>;
/** The person themselves, or an admin on their behalf, asks for a copy of their data. */
export type RequestPersonalDataExport = OnAccount<'RequestPersonalDataExport', { exportId: string }>;
/**
 * How the person asking to erase their own account proved it is them, as the command API found: their
 * password or a Google sign-in of the last minutes (`proven`), a wrong password, or neither.
 */
export type ErasureProof = 'proven' | 'wrongPassword' | 'none';
/**
 * "Delete my account": the person, who typed their address (`confirmation`) and proved it is them
 * (`proof`), or an admin for them. The person gets `graceSeconds` to cancel; an admin's erasure is due at
 * once and cannot be cancelled. `superAdmins`: the super admins whose erasure is not pending, read from
 * the log by the command API (the last of them may not go).
 */
export type RequestAccountErasure = OnAccount<
  'RequestAccountErasure',
  {
    erasureId: string;
    confirmation: string;
    proof: ErasureProof;
    graceSeconds: number;
    superAdmins: readonly string[];
  }
>;
export type CancelAccountErasure = OnAccount<'CancelAccountErasure', object>;
/** The worker's erasure once it is due: `keyIds` are the data keys it destroys next. */
export type EraseAccount = Command<
  'EraseAccount',
  { erasureId: string; keyIds: string[]; mediaDeleted: number },
  SystemMetadata
>;
/** The person's choice of notification kinds that also come in the daily mail. */
export type SetNotificationPreferences = OnAccount<'SetNotificationPreferences', { digest: string[] }>;
/** A business owner or admin changes their own name, phone and address. */
export type SetOwnerAccountDetails = OnAccount<'SetOwnerAccountDetails', { details: AccountDetails }>;
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
export type ReserveEmail = Command<'ReserveEmail', { email: string; userId: string }, SystemMetadata>;
/** The erasure of `userId`'s account lets its address go (nothing happens when the address is no longer theirs). */
export type ReleaseEmail = Command<'ReleaseEmail', { userId: string }, SystemMetadata>;
export type EmailReservationCommand = ReserveEmail | ReleaseEmail;

/** Ties a provider's subject to one account: the first account to take it keeps it. */
export type ReserveExternalIdentity = Command<
  'ReserveExternalIdentity',
  ExternalIdentity & { userId: string },
  SystemMetadata
>;
/** Frees the subject `userId` holds (nothing when another account, or none, holds it). */
export type ReleaseExternalIdentity = Command<
  'ReleaseExternalIdentity',
  ExternalIdentity & { userId: string },
  SystemMetadata
>;
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

/** Only the person themselves (403 otherwise): what they set on, or ask of, their own account. */
function assertOwnAccount({ data, metadata }: OnAccount<string, object>): void {
  if (metadata.actor.userId !== data.userId) throw new ForbiddenError();
}

function linkExternalIdentity(command: LinkExternalIdentity, state: Account): AccountEvent[] {
  assertOwnAccount(command);
  const { data, metadata } = command;
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
function unlinkExternalIdentity(command: UnlinkExternalIdentity, state: Account): AccountEvent[] {
  assertOwnAccount(command);
  const { data, metadata } = command;
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

/** The person themselves, or an admin for anyone (403 otherwise, whatever the account's state). */
function assertMayExport({ data, metadata: { actor } }: RequestPersonalDataExport): void {
  if (!isAdmin(actor) && actor.userId !== data.userId) throw new ForbiddenError();
}

function requestPersonalDataExport(command: RequestPersonalDataExport, state: Account): AccountEvent[] {
  const { data, metadata } = command;
  const { actor } = metadata;
  assertMayExport(command);
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  return [
    {
      type: 'PersonalDataExportRequested',
      data: { userId: state.userId, exportId: data.exportId, requestedBy: actor.userId, requestedAt: metadata.now },
    },
  ];
}

/** An admin's erasure of another person's account: due at once, with no proof, and no cancel. */
const erasureByAdmin = ({ data, metadata }: RequestAccountErasure): boolean =>
  isAdmin(metadata.actor) && metadata.actor.userId !== data.userId;

/**
 * What an erasure is refused for before the person proves it is them: who asks (403: the person, or an
 * admin), for which account (404, 409 erased) and with its address typed (400). Answers whether a proof is
 * due, which the command API then checks (a password tried counts as a sign-in attempt): the person's own
 * request needs one, an admin's for someone else none.
 */
export function erasureNeedsProof(command: RequestAccountErasure, state: Account): boolean {
  const byAdmin = erasureByAdmin(command);
  if (!byAdmin && command.metadata.actor.userId !== command.data.userId) throw new ForbiddenError();
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  if (state.status === 'erased') throw new ConflictError(m.erased);
  if (command.data.confirmation.trim().toLowerCase() !== state.email)
    throw new ValidationError(m.erasureConfirmationMismatch, { confirmation: m.erasureConfirmationMismatch });
  return !byAdmin;
}

/**
 * Then an admin may erase a specialist or a business owner; an admin or a super admin, only a super
 * admin may erase; and never the last super admin, not even themselves. The person's erasure is due
 * after the grace period, an admin's at once.
 */
function requestAccountErasure(command: RequestAccountErasure, state: Account): AccountEvent[] {
  const byAdmin = !erasureNeedsProof(command, state);
  const { data, metadata } = command;
  if (!byAdmin && data.proof === 'wrongPassword')
    throw new ValidationError(m.wrongPassword, { password: m.wrongPassword });
  if (!byAdmin && data.proof !== 'proven')
    throw new ValidationError(m.erasureNeedsProof, { password: m.erasureNeedsProof });
  if (byAdmin && isAdminRole(state.userType) && metadata.actor.userType !== 'super_admin')
    throw new ForbiddenError(m.adminErasureBySuperAdmin);
  if (state.userType === 'super_admin' && !data.superAdmins.some((id) => id !== state.userId))
    throw new ConflictError(m.lastSuperAdmin);
  if (state.pendingErasure && !byAdmin) throw new ConflictError(m.erasureAlreadyRequested);
  const eraseAt = new Date(Date.parse(metadata.now) + (byAdmin ? 0 : data.graceSeconds * 1000)).toISOString();
  return [
    {
      type: 'AccountErasureRequested',
      data: {
        userId: state.userId!,
        erasureId: data.erasureId,
        requestedBy: metadata.actor.userId,
        byAdmin,
        requestedAt: metadata.now,
        eraseAt,
      },
    },
  ];
}

function cancelAccountErasure(command: CancelAccountErasure, state: Account): AccountEvent[] {
  assertOwnAccount(command);
  const { metadata } = command;
  if (!state.pendingErasure || !state.userId) throw new ConflictError(m.noErasureRequested);
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

function setNotificationPreferences(command: SetNotificationPreferences, state: Account): AccountEvent[] {
  assertOwnAccount(command);
  const { data, metadata } = command;
  if (state.status === 'none' || !state.userId) throw new NotFoundError();
  const digest = [...new Set(data.digest)].sort();
  const current = [...(state.notificationDigest ?? [])].sort();
  if (digest.length === current.length && digest.every((kind, i) => kind === current[i])) return [];
  return [{ type: 'NotificationPreferencesSet', data: { userId: state.userId, digest, setAt: metadata.now } }];
}

const DETAIL_FIELDS = accountDetailsSchema.keyof().options;

/** Only the person, and only an owner or admin: a specialist's details are their profile's (`UpdateAccountDetails`). */
function setOwnerAccountDetails(command: SetOwnerAccountDetails, state: Account): AccountEvent[] {
  assertOwnAccount(command);
  const { data, metadata } = command;
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
 * An erased account takes no command: 409 `account.erased`, nothing appended (an erasure asked for is
 * refused to whoever may not ask before that). Anonymous requests must not tell an erased account apart,
 * though: a reset asked for decides nothing and a mailed link is invalid, as for any other account; the
 * erasure's job run again decides nothing.
 */
export function decideAccount(command: AccountCommand, state: Account): AccountEvent[] {
  if (command.type === 'RequestAccountErasure') return requestAccountErasure(command, state);
  if (state.status === 'erased') {
    if (command.type === 'EraseAccount' || command.type === 'RequestPasswordReset') return [];
    if (command.type === 'SetPasswordWithToken') throw new ValidationError(m.linkInvalid, { token: m.linkInvalid });
    // Who may ask comes first: a stranger is not told that someone else's account was erased.
    if (command.type === 'RequestPersonalDataExport') assertMayExport(command);
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
