import type { Redis } from 'ioredis';
import {
  AccountDirectory,
  UserMail,
  UserMailLimits,
  leaseHolderId,
  type Clock,
  type Env,
  type EventStore,
  type Logger,
  type MailOutbox,
} from '@dth/infrastructure';
import { DepartedMembersReaction } from './departedMembers';
import { InvitationMailsReaction } from './invitationMails';
import { OfferAcceptancesReaction } from './offerAcceptances';
import { LogReactor, type Reaction } from './logReactor';

interface SideEffectParts {
  store: EventStore;
  redis: Redis;
  outbox: MailOutbox;
  logger: Logger;
}

/** The mails users make the platform send to others, within the configured limits. */
export function createUserMail(env: Env, { store, redis, outbox, logger }: SideEffectParts): UserMail {
  const limits = new UserMailLimits(redis, {
    perSender: env.USER_MAILS_PER_SENDER_PER_HOUR,
    perRecipient: env.USER_MAILS_PER_RECIPIENT_PER_HOUR,
  });
  return new UserMail(store, outbox, limits, logger);
}

/** The reactions that mail and clean up after what users did (the media jobs have their own). */
export function userReactions(env: Env, parts: SideEffectParts & { mail: UserMail; clock?: Clock }): Reaction[] {
  const { store, outbox, mail, logger, clock } = parts;
  return [
    new InvitationMailsReaction(store, new AccountDirectory(store), mail, outbox, env.PUBLIC_URL),
    new DepartedMembersReaction(store, logger, clock),
    new OfferAcceptancesReaction(store),
  ];
}

/**
 * Several reactors on one log, each from its own checkpoint under its own lease (so with several
 * workers each reaction runs in one of them, and the reactions may be spread over them), started and
 * stopped together.
 */
export class Reactors {
  private readonly stopping = new AbortController();
  private following: Promise<void>[] = [];
  private readonly reactors: LogReactor[];

  /** `lease.ttlMs`: how long a killed holder keeps a reaction before another worker takes it over (WORKER_LEASE_MS). */
  constructor(
    store: EventStore,
    redis: Redis,
    reactions: Reaction[],
    logger: Logger,
    lease: { ttlMs: number; holder?: string },
  ) {
    const holder = lease.holder ?? leaseHolderId();
    this.reactors = reactions.map(
      (reaction) => new LogReactor(store, redis, reaction, logger, { holder, ttlMs: lease.ttlMs }),
    );
  }

  /**
   * Resolves once each reaction is either begun here (a reaction starting at the head has written its
   * start down) or held by another worker; `failed` hears of a reactor that stopped on an error.
   */
  async start(failed: (error: unknown, reaction: string) => void): Promise<void> {
    this.following = this.reactors.map((r) =>
      r.run(this.stopping.signal).catch((error) => failed(error, r.reaction.name)),
    );
    await Promise.all(this.reactors.map((r) => r.ready));
  }

  /** The reactions this process runs now (the others are held by another worker). */
  held(): string[] {
    return this.reactors.filter((r) => r.holds).map((r) => r.reaction.name);
  }

  /** The lowest position all of them have handled (-1 with none). */
  async handledThrough(): Promise<bigint> {
    const positions = await Promise.all(this.reactors.map((r) => r.handledThrough()));
    return positions.length === 0 ? -1n : positions.reduce((a, b) => (b < a ? b : a));
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.following);
    await Promise.all(this.reactors.map((r) => r.close()));
  }
}
