import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import {
  UnauthorizedError,
  accountDecider,
  erasureNeedsProof,
  personKeyId,
  toUserStream,
  type AccountErasureRequested,
  type Actor,
  type ErasureProof,
  type RequestAccountErasure,
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

  async request(
    userId: string,
    input: ErasureRequest,
    client: { ip: string; device?: string },
    actor: Actor,
    ctx: CommandContext,
  ) {
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    const erasureId = randomUUID();
    const ask = (proof: ErasureProof, superAdmins: readonly string[]): RequestAccountErasure => ({
      type: 'RequestAccountErasure',
      data: {
        userId,
        erasureId,
        confirmation: input.confirmation,
        proof,
        graceSeconds: this.options.graceSeconds,
        superAdmins,
      },
      metadata: { now: ctx.now, actor },
    });
    // Who may ask, for which account and with which address is answered before the person proves it is them.
    const proof = erasureNeedsProof(ask('none', []), state)
      ? await this.proofOf(userId, state.email!, input, client)
      : 'none';
    const append = (superAdmins: readonly string[]) =>
      handleCommand(this.store, toUserStream(userId), accountDecider, ask(proof, superAdmins), ctx);
    // Only a super admin's erasure needs the roster (the decider asks it of no one else).
    const { position, decided } =
      state.userType === 'super_admin' ? await this.roster.withStaying(append) : await append([]);
    const { eraseAt, byAdmin } = (decided[0] as AccountErasureRequested).data;
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

  /** The person's own erasure, within its grace period. */
  async cancel(actor: Actor, ctx: CommandContext) {
    const stream = toUserStream(actor.userId);
    const { state } = await loadAggregate(this.store, stream, accountDecider);
    const { position } = await handleCommand(
      this.store,
      stream,
      accountDecider,
      { type: 'CancelAccountErasure', data: { userId: actor.userId }, metadata: { now: ctx.now, actor } },
      ctx,
    );
    // The job would find nothing to erase; removing it only tidies the queue.
    if (state.pendingErasure) await this.queue.remove(state.pendingErasure.erasureId).catch(() => undefined);
    return { position };
  }

  /** How the person proved it is them: their password (a sign-in attempt, throttled as one), or a Google sign-in of the last minutes. */
  private async proofOf(
    userId: string,
    email: string,
    input: ErasureRequest,
    client: { ip: string; device?: string },
  ): Promise<ErasureProof> {
    if (input.password) {
      try {
        await this.accounts.signIn(email, input.password, client);
        return 'proven';
      } catch (error) {
        if (error instanceof UnauthorizedError) return 'wrongPassword';
        throw error;
      }
    }
    return input.google && (await this.google.takeRecentSignIn(userId)) ? 'proven' : 'none';
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
