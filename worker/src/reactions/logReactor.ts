import type { Redis } from 'ioredis';
import type { CommandContext, EventStore, Logger, RecordedEvent } from '@dth/infrastructure';

/**
 * What follows the event log to cause side effects: jobs, mails, commands on other streams. It must
 * be idempotent, since an event is handled again after a crash between its effect and the checkpoint.
 */
export interface Reaction {
  /** Names the checkpoint (`worker:{name}:checkpoint`), shared by every worker running the reaction. */
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

/** Follows the log from a reaction's checkpoint, handling each event and then moving the checkpoint past it. */
export class LogReactor {
  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
    readonly reaction: Reaction,
    private readonly logger: Logger,
  ) {}

  /** The position it goes on after, written down at once when it starts at the head (events appended meanwhile are handled). */
  async begin(): Promise<bigint> {
    const key = checkpointKeyOf(this.reaction);
    const stored = await this.redis.get(key);
    if (stored !== null) return BigInt(stored);
    if (this.reaction.startAt === 'beginning') return 0n;
    const head = await this.store.headPosition();
    await this.redis.set(key, head.toString(), 'NX');
    return BigInt((await this.redis.get(key)) ?? head);
  }

  async follow(from: bigint, signal: AbortSignal): Promise<void> {
    for await (const event of this.store.subscribeToAll({ fromPosition: from, signal })) {
      await this.reaction.react(event);
      await this.redis.set(checkpointKeyOf(this.reaction), event.position.toString());
    }
    this.logger.debug({ reaction: this.reaction.name }, 'reactor stopped');
  }

  async run(signal: AbortSignal): Promise<void> {
    await this.follow(await this.begin(), signal);
  }

  /** The last position handled (or -1 when it never started). */
  async handledThrough(): Promise<bigint> {
    return BigInt((await this.redis.get(checkpointKeyOf(this.reaction))) ?? -1);
  }

  async close(): Promise<void> {
    await this.reaction.close?.();
  }
}
