import { accountDecider, toUserStream } from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';

/** Which notifications the person also wants in the daily mail: an event of their account, decided by its decider. */
export class NotificationPreferences {
  constructor(private readonly store: EventStore) {}

  /** Answers the position of the change (none when the choice is the one already made). */
  async set(digest: readonly string[], ctx: CommandContext): Promise<{ position: bigint | undefined; digest: string[] }> {
    const { position, state } = await handleCommand(
      this.store, toUserStream(ctx.actorId), accountDecider,
      { type: 'SetNotificationPreferences', data: { setBy: ctx.actorId, digest: [...digest] }, metadata: { now: ctx.now } },
      ctx,
    );
    return { position, digest: state.notificationDigest ?? [] };
  }
}
