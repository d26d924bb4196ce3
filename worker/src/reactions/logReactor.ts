import type { Redis } from 'ioredis';
import {
  LogFollower,
  RedisLease,
  type CommandContext,
  type EventStore,
  type Logger,
  type RecordedEvent,
} from '@dth/infrastructure';

/**
 * What follows the event log to cause side effects: jobs, mails, commands on other streams. It must
 * be idempotent, since an event is handled again after a crash between its effect and the checkpoint.
 */
export interface Reaction {
  /** Names the checkpoint (`worker:{name}:checkpoint`) and the lease (`worker:{name}:lease`), shared by every worker. */
  readonly name: string;
  /**
   * Where a reaction with no checkpoint yet starts: at the beginning of the log when handling an old
   * event again is harmless, at its head when it would repeat what was done before the reaction
   * existed (mail every invitation ever sent, say).
   */
  readonly startAt: 'beginning' | 'head';
  react(event: RecordedEvent): Promise<void>;
  close?(): Promise<void>;
}

/** A command a reaction sends for an event: in the name of whoever caused the event, caused by it. */
export function contextCausedBy(event: RecordedEvent, now: string): CommandContext {
  const { actorId, actorRole, correlationId } = event.metadata;
  return { actorId, actorRole, correlationId, causationId: event.id, now };
}

export const checkpointKeyOf = (reaction: Pick<Reaction, 'name'>) => `worker:${reaction.name}:checkpoint`;
/** Who runs the reaction: one worker at a time, the others standing by to take over (`worker:{name}:lease`). */
export const leaseKeyOf = (reaction: Pick<Reaction, 'name'>) => `worker:${reaction.name}:lease`;

/**
 * Follows the log for one reaction under its own lease (LogFollower): with several workers, the one
 * holding it handles each event and moves the checkpoint past it, the others stand by.
 */
export class LogReactor {
  private readonly follower: LogFollower;

  constructor(
    store: EventStore,
    redis: Redis,
    readonly reaction: Reaction,
    logger: Logger,
    lease: { holder: string; ttlMs: number },
  ) {
    this.follower = new LogFollower(
      store,
      redis,
      new RedisLease(redis, leaseKeyOf(reaction), lease.holder, lease.ttlMs),
      { checkpointKey: checkpointKeyOf(reaction), startAt: reaction.startAt },
      logger.child({ reaction: reaction.name }),
      {
        took: "took the reaction's lease: reacting",
        standingBy: "standing by: another worker holds the reaction's lease",
        lost: 'another worker took the reaction over: standing by',
      },
    );
  }

  /** Whether this process runs the reaction now. */
  get holds(): boolean {
    return this.follower.holding.role === 'active';
  }

  /** See LogFollower.ready. */
  get ready(): Promise<void> {
    return this.follower.ready;
  }

  run(signal: AbortSignal): Promise<void> {
    return this.follower.run(signal, (event) => this.reaction.react(event));
  }

  handledThrough(): Promise<bigint> {
    return this.follower.handledThrough();
  }

  async close(): Promise<void> {
    await this.reaction.close?.();
  }
}
