import { randomUUID } from 'node:crypto';
import {
  CREATE_PASSWORD_TOKEN_TTL_MS,
  ConflictError,
  RESET_PASSWORD_TOKEN_TTL_MS,
  UnauthorizedError,
  ValidationError,
  accountDecider,
  emailReservationDecider,
  externalIdentityReservationDecider,
  specialistDecider,
  toEmailStream,
  toExternalIdentityStream,
  toSpecialistStream,
  toUserStream,
  type Account,
  type AccountDetailsUpdated,
  type Actor,
  type ChosenPassword,
  type ExternalIdentity,
  type ExternalIdentityProvider,
  type ExternalIdentityUnlinked,
  type IssuedToken,
  type LinkExternalIdentity,
  type PasswordTokenIssued,
  type RegisterUser,
  type UserType,
  accountCodes,
} from '@dth/domain';
import {
  AccountCeilingReached,
  ConcurrencyError,
  burnPasswordCheck,
  checkCommand,
  handleCommand,
  hashPassword,
  issueOpaqueToken,
  loadAggregate,
  sha256,
  subjectOf,
  verifyPassword,
  type CommandContext,
  type EventStore,
  type LoginThrottle,
  type MailOutbox,
  type SignInLinks,
} from '@dth/infrastructure';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  userType: UserType;
}

export interface SignedIn {
  userId: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  email: string;
}

const normalise = (email: string) => email.trim().toLowerCase();
const expiry = (now: string, ttlMs: number) => new Date(Date.parse(now) + ttlMs).toISOString();
/** Someone signing up acts as the account they open. */
const actingAs = (ctx: CommandContext, userId: string): CommandContext => ({
  ...ctx,
  actorId: ctx.actorRole === 'anonymous' ? userId : ctx.actorId,
});

/** Registration, password links and sign-in over the account streams. */
export class AccountService {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly throttle: LoginThrottle,
    private readonly signInLinks: SignInLinks,
    private readonly publicUrl: string,
  ) {}

  /**
   * Reserves the address (the `email-…` stream), opens the account (`user-…`) and, for a
   * specialist, starts the profile (`specialist-…`): one command per stream, in that order.
   */
  async register(
    account: NewAccount,
    ctx: CommandContext,
    password?: string,
  ): Promise<{ id: string; position?: bigint }> {
    const email = normalise(account.email);
    // A password given here (seed, admin CLI) meets the policy before the address is reserved.
    if (password !== undefined) this.assertPasswordAllowed(account, password, ctx.now);
    let token: ReturnType<typeof issueOpaqueToken> | undefined;
    const opened = await this.openAccount({ ...account, email }, ctx, async (userId) => {
      token = password === undefined ? issueOpaqueToken(userId) : undefined;
      return token
        ? { passwordToken: { tokenHash: token.hash, expiresAt: expiry(ctx.now, CREATE_PASSWORD_TOKEN_TTL_MS) } }
        : { password: password!, passwordHash: await hashPassword(password!) };
    });
    if (token)
      await this.mailPasswordLink(
        opened.events.find((e) => e.type === 'PasswordTokenIssued') as PasswordTokenIssued,
        email,
        token.token,
      );
    return { id: opened.id, position: opened.position };
  }

  /** Opens an account that signs in with a provider's identity and has no password (first Google sign-in). */
  async registerWithIdentity(
    account: NewAccount,
    identity: ExternalIdentity,
    ctx: CommandContext,
  ): Promise<{ id: string; position?: bigint }> {
    const { id, position } = await this.openAccount(
      { ...account, email: normalise(account.email) },
      ctx,
      async (userId) => {
        await this.reserveIdentity(identity, userId, actingAs(ctx, userId));
        return { externalIdentity: identity };
      },
    );
    return { id, position };
  }

  private async openAccount(
    account: NewAccount,
    ctx: CommandContext,
    credentialsOf: (userId: string) => Promise<AccountCredentials>,
  ) {
    const userId = await this.reserveEmail(account.email, ctx);
    const asUser = actingAs(ctx, userId);
    const result = await handleCommand(
      this.store,
      toUserStream(userId),
      accountDecider,
      registerUser(userId, account, await credentialsOf(userId), ctx.now),
      asUser,
    );
    let position = result.position;
    if (account.userType === 'specialist') {
      const { firstName, lastName, email } = account;
      const started = await handleCommand(
        this.store,
        toSpecialistStream(userId),
        specialistDecider,
        {
          type: 'StartProfile',
          data: { specialistId: userId, firstName, lastName, email },
          metadata: { now: ctx.now },
        },
        asUser,
      );
      position = started.position ?? position;
    }
    return { id: userId, position, events: result.events };
  }

  /** Ties a provider's subject to the account (its own stream, so two accounts can never hold one subject). */
  private async reserveIdentity(identity: ExternalIdentity, userId: string, ctx: CommandContext): Promise<void> {
    try {
      await handleCommand(
        this.store,
        identityStream(identity),
        externalIdentityReservationDecider,
        { type: 'ReserveExternalIdentity', data: { ...identity, userId }, metadata: { now: ctx.now } },
        ctx,
      );
    } catch (error) {
      if (error instanceof ConcurrencyError) throw new ConflictError(accountCodes.identityTaken);
      throw error;
    }
  }

  /** Frees the subject `userId` holds (nothing when it holds none). */
  private async releaseIdentity(identity: ExternalIdentity, userId: string, ctx: CommandContext) {
    return handleCommand(
      this.store,
      identityStream(identity),
      externalIdentityReservationDecider,
      { type: 'ReleaseExternalIdentity', data: { ...identity, userId }, metadata: { now: ctx.now } },
      ctx,
    );
  }

  /**
   * The account a provider's subject signs in to, if any: the one that holds its reservation and lists
   * it among its identities. A reservation alone (a link refused or unlinked half-way, a crash in between) signs nobody in.
   */
  async userIdByIdentity(identity: ExternalIdentity): Promise<string | undefined> {
    const { userId } = (await loadAggregate(this.store, identityStream(identity), externalIdentityReservationDecider))
      .state;
    if (!userId) return undefined;
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    const holds = state.identities?.some((i) => i.provider === identity.provider && i.subject === identity.subject);
    return holds ? userId : undefined;
  }

  /** Whether the address's account is one a password can sign in to (opened, with its password created). */
  async accountByEmail(email: string): Promise<Account | undefined> {
    const userId = await this.userIdByEmail(email);
    const account = userId ? (await loadAggregate(this.store, toUserStream(userId), accountDecider)).state : undefined;
    return account?.status === 'none' ? undefined : account;
  }

  /**
   * Links a provider's identity to the password account of the same address, once its password is
   * proved here: the same throttled check as signing in (so linking is no way round it).
   */
  async linkIdentity(
    email: string,
    password: string,
    identity: ExternalIdentity,
    client: { ip: string; device?: string },
    ctx: CommandContext,
  ): Promise<{ user: SignedIn; position?: bigint }> {
    const user = await this.signIn(email, password, client);
    const asUser = { ...ctx, actorId: user.userId };
    const stream = toUserStream(user.userId);
    const link: LinkExternalIdentity = {
      type: 'LinkExternalIdentity',
      data: { userId: user.userId, ...identity },
      metadata: { now: ctx.now, actor: { userId: user.userId, userType: user.userType } },
    };
    // Decided before anything is appended: a refused link (another Google account linked already) leaves nothing behind.
    await checkCommand(this.store, stream, accountDecider, link);
    await this.reserveIdentity(identity, user.userId, asUser);
    try {
      const { position } = await handleCommand(this.store, stream, accountDecider, link, asUser);
      return { user, position };
    } catch (error) {
      // Refused after all (another link landed in between): the reservation goes with it.
      await this.releaseIdentity(identity, user.userId, asUser);
      throw error;
    }
  }

  /**
   * The person stops signing in with a provider (`account.lastSignInMethod`, 409, when it is their only
   * way in): the account's identity first, so the subject signs nobody in from then on, then its reservation.
   */
  async unlinkIdentity(
    provider: ExternalIdentityProvider,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<{ account: Account; position?: bigint }> {
    const unlinked = await handleCommand(
      this.store,
      toUserStream(actor.userId),
      accountDecider,
      { type: 'UnlinkExternalIdentity', data: { userId: actor.userId, provider }, metadata: { now: ctx.now, actor } },
      ctx,
    );
    const { subject } = (unlinked.events[0] as ExternalIdentityUnlinked).data;
    const released = await this.releaseIdentity({ provider, subject }, actor.userId, ctx);
    return { account: unlinked.state, position: released.position ?? unlinked.position };
  }

  /** Signs in an account proved another way than by its password (a mailed link, a provider's identity): the client is known to it from now on. */
  async signInProven(userId: string, client: { ip: string; device?: string }): Promise<SignedIn> {
    const user = await this.currentAccount(userId);
    await this.throttle.remember({ account: sha256(user.email), ...client });
    return user;
  }

  /** Throws the policy's 400 when `password` may not be this new account's (the decider's rule, on an empty stream). */
  assertPasswordAllowed(account: NewAccount, password: string, now: string): void {
    const command = registerUser(
      randomUUID(),
      { ...account, email: normalise(account.email) },
      { password, passwordHash: '' },
      now,
    );
    accountDecider.decide(command, accountDecider.initialState());
  }

  /**
   * Self-service sign-up. An address that already has an account gets the same answer as a new
   * one (so registering reveals no accounts: ASVS 5.0 V6.3), and its owner gets a note instead of
   * a link. The answer's id is then a made-up one, and its position the log's head.
   */
  async signUp(account: NewAccount, ctx: CommandContext): Promise<{ id: string }> {
    try {
      return { id: (await this.register(account, ctx)).id };
    } catch (error) {
      if (!(error instanceof EmailTaken)) throw error;
      await this.mailRegistrationAttempt(error.userId, normalise(account.email), ctx.now);
      return { id: randomUUID() };
    }
  }

  /** At most one note an hour per account (the mail job's id), so nobody can flood an owner with them. */
  private async mailRegistrationAttempt(userId: string, email: string, now: string): Promise<void> {
    const hour = Math.floor(Date.parse(now) / 3600_000);
    const link = `${this.publicUrl}/stage/forgot-password`;
    await this.outbox.send(`registration-attempt-${userId}-${hour}`, {
      to: email,
      subject: 'Someone tried to register with your address',
      text:
        'Someone, perhaps you, tried to open a new account with this email address, which already has one. ' +
        `We did not open a second account.\n\nIf it was you, sign in as usual, or choose a new password here:\n\n${link}\n\n` +
        'If it was not you, you can ignore this mail: your account has not changed.',
      link,
    });
  }

  private async reserveEmail(email: string, ctx: CommandContext): Promise<string> {
    const userId = randomUUID();
    try {
      await handleCommand(
        this.store,
        toEmailStream(sha256(email)),
        emailReservationDecider,
        { type: 'ReserveEmail', data: { email, userId }, metadata: { now: ctx.now } },
        actingAs(ctx, userId),
      );
      return userId;
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof ConcurrencyError)) throw error;
      // A reservation whose account was never opened (a crash in between) is taken over.
      const reservedFor = await this.userIdByEmail(email);
      const { state } = reservedFor
        ? await loadAggregate(this.store, toUserStream(reservedFor), accountDecider)
        : { state: undefined };
      if (reservedFor && state?.status === 'none') return reservedFor;
      if (reservedFor) throw new EmailTaken(reservedFor);
      throw new ConflictError(accountCodes.emailTaken);
    }
  }

  private async mailPasswordLink(issued: PasswordTokenIssued, email: string, token: string): Promise<void> {
    const create = issued.data.purpose === 'create';
    const link = `${this.publicUrl}/stage/${create ? 'create-password' : 'reset-password'}/${token}`;
    await this.outbox.send(issued.data.tokenHash, {
      to: email,
      subject: create ? 'Create your password' : 'Reset your password',
      text: create
        ? `Welcome! Create your password to finish signing up:\n\n${link}\n\nThe link works once and expires in 7 days.`
        : `We received a request to reset your password:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this mail.`,
      link,
    });
  }

  async userIdByEmail(email: string): Promise<string | undefined> {
    const { state } = await loadAggregate(this.store, toEmailStream(sha256(normalise(email))), emailReservationDecider);
    return state.userId;
  }

  /** Sets the password from a mailed link; returns whose it was. */
  async setPasswordWithToken(
    purpose: 'create' | 'reset',
    token: string,
    password: string,
    ctx: CommandContext,
  ): Promise<{ userId: string; position?: bigint }> {
    const userId = subjectOf(token);
    if (!userId) throw new ValidationError(accountCodes.linkInvalid, { token: accountCodes.linkInvalid });
    const command = { type: 'SetPasswordWithToken' as const, metadata: { now: ctx.now } };
    // Check the link and the password policy before paying for a password hash.
    await checkCommand(this.store, toUserStream(userId), accountDecider, {
      ...command,
      data: { purpose, tokenHash: sha256(token), password, passwordHash: '' },
    });
    const passwordHash = await hashPassword(password);
    const { position } = await handleCommand(
      this.store,
      toUserStream(userId),
      accountDecider,
      { ...command, data: { purpose, tokenHash: sha256(token), password, passwordHash } },
      { ...ctx, actorId: userId },
    );
    return { userId, position };
  }

  /** Always succeeds from the caller's point of view, so it cannot reveal which addresses exist. */
  async requestPasswordReset(email: string, ctx: CommandContext): Promise<void> {
    const userId = await this.userIdByEmail(email);
    if (!userId) return;
    const createToken = issueOpaqueToken(userId);
    const resetToken = issueOpaqueToken(userId);
    const { events } = await handleCommand(
      this.store,
      toUserStream(userId),
      accountDecider,
      {
        type: 'RequestPasswordReset',
        data: {
          createToken: { tokenHash: createToken.hash, expiresAt: expiry(ctx.now, CREATE_PASSWORD_TOKEN_TTL_MS) },
          resetToken: { tokenHash: resetToken.hash, expiresAt: expiry(ctx.now, RESET_PASSWORD_TOKEN_TTL_MS) },
        },
        metadata: { now: ctx.now },
      },
      { ...ctx, actorId: userId },
    );
    const issued = events[0] as PasswordTokenIssued | undefined;
    if (issued)
      await this.mailPasswordLink(
        issued,
        normalise(email),
        issued.data.purpose === 'reset' ? resetToken.token : createToken.token,
      );
  }

  /**
   * The attempt is taken before the password is checked, so a burst is counted as it arrives. An
   * unknown client past the account's ceiling gets no password check: the owner is mailed a
   * sign-in link instead (the answer is the same whether or not the account exists).
   */
  async signIn(email: string, password: string, client: { ip: string; device?: string }): Promise<SignedIn> {
    const throttled = { account: sha256(normalise(email)), ...client };
    let attempt;
    try {
      attempt = await this.throttle.take(throttled);
    } catch (error) {
      if (error instanceof AccountCeilingReached) await this.mailSignInLink(normalise(email), throttled.account);
      throw error;
    }
    const userId = await this.userIdByEmail(email);
    const account = userId ? (await loadAggregate(this.store, toUserStream(userId), accountDecider)).state : undefined;
    const valid = account?.passwordHash
      ? await verifyPassword(password, account.passwordHash)
      : (await burnPasswordCheck(password), false);
    if (!valid || !account) throw new UnauthorizedError(accountCodes.badCredentials);
    await attempt.succeeded();
    return this.withCurrentNames(signedIn(account));
  }

  private async mailSignInLink(email: string, account: string): Promise<void> {
    const userId = await this.userIdByEmail(email);
    const token = userId && (await this.signInLinks.issue(userId, account));
    if (!token) return;
    const link = `${this.publicUrl}/stage/sign-in-link/${token}`;
    await this.outbox.send(`sign-in-link-${sha256(token)}`, {
      to: email,
      subject: 'Sign in to your account',
      text:
        'Someone has tried many wrong passwords for your account from places you have never signed in from, so we stopped ' +
        `checking passwords from new places for a while. To sign in, use this link (it works once, for 15 minutes):\n\n${link}\n\n` +
        'Your own devices sign in with your password as usual. If you did not try to sign in, you can ignore this mail.',
      link,
    });
  }

  /** Signs in with a mailed link: the client that used it is known to the account from now on. */
  async signInWithLink(token: string, client: { ip: string; device?: string }): Promise<SignedIn> {
    const userId = await this.signInLinks.redeem(token);
    if (!userId) throw new UnauthorizedError(accountCodes.signInLinkInvalid);
    return this.signInProven(userId, client);
  }

  async currentAccount(userId: string): Promise<SignedIn> {
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    if (state.status !== 'active') throw new UnauthorizedError(accountCodes.signInAgain);
    return this.withCurrentNames(signedIn(state));
  }

  /** A specialist edits their name on the profile's Account form, so the latest name lives in that stream. */
  private async withCurrentNames(user: SignedIn): Promise<SignedIn> {
    if (user.userType !== 'specialist') return user;
    let names = { firstName: user.firstName, lastName: user.lastName };
    for await (const event of this.store.readStream(toSpecialistStream(user.userId))) {
      if (event.type === 'AccountDetailsUpdated') {
        const { details } = event.data as AccountDetailsUpdated['data'];
        names = { firstName: details.first_name, lastName: details.last_name };
      }
    }
    return { ...user, ...names };
  }
}

/** Registration met an address that already has an opened account (`userId`). */
export class EmailTaken extends ConflictError {
  constructor(readonly userId: string) {
    super(accountCodes.emailTaken);
  }
}

type AccountCredentials = { passwordToken: IssuedToken } | ChosenPassword | { externalIdentity: ExternalIdentity };

const identityStream = (identity: ExternalIdentity) =>
  toExternalIdentityStream(identity.provider, sha256(identity.subject));

function registerUser(userId: string, account: NewAccount, credentials: AccountCredentials, now: string): RegisterUser {
  return { type: 'RegisterUser', data: { userId, ...account, ...credentials }, metadata: { now } };
}

function signedIn(account: Account): SignedIn {
  return {
    userId: account.userId!,
    userType: account.userType!,
    firstName: account.firstName!,
    lastName: account.lastName!,
    email: account.email!,
  };
}
