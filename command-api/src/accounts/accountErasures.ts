import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  accountDecider,
  isAdminRole,
  personKeyId,
  toUserStream,
  type UserType,
  accountCodes,
} from '@dth/domain';
import {
  accountErasureJobDefaults,
  addressKeyIdOf,
  handleCommand,
  loadAggregate,
  type AccountErasureJob,
  type CommandContext,
  type EventStore,
  type MailOutbox,
} from '@dth/infrastructure';
import type { AccountService } from './accountService';
import type { SuperAdminRoster } from './superAdminRoster';
import type { GoogleSignInFlows } from '../google/googleSignInFlows';

export interface ErasureRequest {
  /** The account's address, typed by whoever asks: no account is deleted by a slip. */
  confirmation: string;
  /** The person proves it is them: their password, or a Google sign-in of the last minutes. */
  password?: string;
  google?: boolean;
}

/**
 * "Delete my account" (crypto-shredding, docs/decisions.md): the request is an event of the account,
 * and the erasure a worker job due when the grace period ends (the person may cancel until then).
 * An admin's erasure, for a person who asked them, is due at once and cannot be cancelled. Who may
 * erase whom is the account decider's; the person is mailed when it is asked for and when it is done.
 */
export class AccountErasures {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountService,
    private readonly google: GoogleSignInFlows,
    private readonly queue: Queue<AccountErasureJob>,
    private readonly outbox: MailOutbox,
    private readonly roster: SuperAdminRoster,
    private readonly options: { graceSeconds: number; publicUrl: string },
  ) {}

  async request(userId: string, input: ErasureRequest, client: { ip: string; device?: string }, ctx: CommandContext) {
    const byAdmin = isAdminRole(ctx.actorRole) && userId !== ctx.actorId;
    if (!byAdmin && userId !== ctx.actorId) throw new ForbiddenError();
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    if (state.status === 'none') throw new NotFoundError();
    // An erased account has no address left to type: its decider answers (409).
    if (state.status !== 'erased') {
      if (input.confirmation.trim().toLowerCase() !== state.email) {
        throw new ValidationError(accountCodes.erasureConfirmationMismatch, {
          confirmation: accountCodes.erasureConfirmationMismatch,
        });
      }
      if (!byAdmin) await this.assertProof(userId, state.email, input, client);
    }
    const erasureId = randomUUID();
    const eraseAt = new Date(Date.parse(ctx.now) + (byAdmin ? 0 : this.options.graceSeconds * 1000)).toISOString();
    const append = (superAdmins: readonly string[]) =>
      handleCommand(
        this.store,
        toUserStream(userId),
        accountDecider,
        {
          type: 'RequestAccountErasure',
          data: {
            erasureId,
            requestedBy: ctx.actorId,
            requesterRole: ctx.actorRole as UserType,
            byAdmin,
            eraseAt,
            superAdmins,
          },
          metadata: { now: ctx.now },
        },
        ctx,
      );
    // Only a super admin's erasure needs the roster (the decider asks it of no one else).
    const { position } = state.userType === 'super_admin' ? await this.roster.withStaying(append) : await append([]);
    // An admin's erasure is done at once: the mail saying it is done (the worker's) is the one that reaches them.
    if (!byAdmin) await this.mailScheduled(userId, state.email!, eraseAt, ctx.now);
    const keyIds = [personKeyId(userId), addressKeyIdOf(state.email!)];
    await this.queue.add(
      'erase',
      { userId, erasureId, keyIds },
      { ...accountErasureJobDefaults, jobId: erasureId, delay: Math.max(0, Date.parse(eraseAt) - Date.parse(ctx.now)) },
    );
    return { id: erasureId, eraseAt, position };
  }

  /** When it happens, and how to cancel it. At most one an hour per account (the job's id), like the other notes to an account's owner. */
  private async mailScheduled(userId: string, email: string, eraseAt: string, now: string) {
    const hour = Math.floor(Date.parse(now) / 3600_000);
    const link = `${this.options.publicUrl}/stage/profile/edit-account`;
    await this.outbox.send(`erasure-requested-${userId}-${hour}`, {
      to: email,
      subject: 'Your account will be deleted',
      text:
        `Hello,\n\nYou asked for your DTH Platform account to be deleted. It will be erased on ${eraseAt.slice(0, 16).replace('T', ' ')} UTC, ` +
        'and then cannot be undone.\n\nChanged your mind? Until then you can cancel it on your Account page, signed in:\n\n' +
        `${link}\n\nIf you did not ask for this, cancel it there and change your password.\n`,
      link,
    });
  }

  async cancel(userId: string, ctx: CommandContext) {
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    const { position } = await handleCommand(
      this.store,
      toUserStream(userId),
      accountDecider,
      { type: 'CancelAccountErasure', data: { cancelledBy: ctx.actorId }, metadata: { now: ctx.now } },
      ctx,
    );
    // The job would find nothing to erase; removing it only tidies the queue.
    if (state.pendingErasure) await this.queue.remove(state.pendingErasure.erasureId).catch(() => undefined);
    return { position };
  }

  private async assertProof(
    userId: string,
    email: string,
    input: ErasureRequest,
    client: { ip: string; device?: string },
  ): Promise<void> {
    if (input.password) {
      try {
        await this.accounts.signIn(email, input.password, client);
      } catch (error) {
        if (error instanceof UnauthorizedError)
          throw new ValidationError(accountCodes.wrongPassword, { password: accountCodes.wrongPassword });
        throw error;
      }
      return;
    }
    if (input.google && (await this.google.takeRecentSignIn(userId))) return;
    throw new ValidationError(accountCodes.erasureNeedsProof, { password: accountCodes.erasureNeedsProof });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
