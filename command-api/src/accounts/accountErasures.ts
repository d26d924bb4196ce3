import { randomUUID } from 'node:crypto';
import type { Queue } from 'bullmq';
import {
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  accountDecider,
  accountMessages as m,
  isAdminRole,
  personKeyId,
  toUserStream,
} from '@dth/domain';
import {
  accountErasureJobDefaults,
  addressKeyIdOf,
  handleCommand,
  loadAggregate,
  type AccountErasureJob,
  type CommandContext,
  type EventStore,
} from '@dth/infrastructure';
import type { AccountService } from './accountService';
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
 * An admin's erasure, for a person who asked them, is due at once and cannot be cancelled.
 */
export class AccountErasures {
  constructor(
    private readonly store: EventStore,
    private readonly accounts: AccountService,
    private readonly google: GoogleSignInFlows,
    private readonly queue: Queue<AccountErasureJob>,
    private readonly graceSeconds: number,
  ) {}

  async request(userId: string, input: ErasureRequest, client: { ip: string; device?: string }, ctx: CommandContext) {
    const byAdmin = isAdminRole(ctx.actorRole) && userId !== ctx.actorId;
    if (!byAdmin && userId !== ctx.actorId) throw new ForbiddenError();
    const { state } = await loadAggregate(this.store, toUserStream(userId), accountDecider);
    if (state.status === 'none' || state.status === 'erased' || !state.email) throw new NotFoundError();
    if (input.confirmation.trim().toLowerCase() !== state.email) {
      throw new ValidationError(m.erasureConfirmationMismatch, { confirmation: m.erasureConfirmationMismatch });
    }
    if (!byAdmin) await this.assertProof(userId, state.email, input, client);
    const erasureId = randomUUID();
    const eraseAt = new Date(Date.parse(ctx.now) + (byAdmin ? 0 : this.graceSeconds * 1000)).toISOString();
    const { position } = await handleCommand(
      this.store,
      toUserStream(userId),
      accountDecider,
      {
        type: 'RequestAccountErasure',
        data: { erasureId, requestedBy: ctx.actorId, byAdmin, eraseAt },
        metadata: { now: ctx.now },
      },
      ctx,
    );
    const keyIds = [personKeyId(userId), addressKeyIdOf(state.email)];
    await this.queue.add(
      'erase',
      { userId, erasureId, keyIds },
      { ...accountErasureJobDefaults, jobId: erasureId, delay: Math.max(0, Date.parse(eraseAt) - Date.now()) },
    );
    return { id: erasureId, eraseAt, position };
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
          throw new ValidationError(m.wrongPassword, { password: m.wrongPassword });
        throw error;
      }
      return;
    }
    if (input.google && (await this.google.takeRecentSignIn(userId))) return;
    throw new ValidationError(m.erasureNeedsProof, { password: m.erasureNeedsProof });
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
