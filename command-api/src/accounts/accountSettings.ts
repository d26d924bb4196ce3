import {
  accountDecider,
  toUserStream,
  type AccountCommand,
  type AccountDetails,
  type Actor,
  type SetOwnerAccountDetails,
  type SetNotificationPreferences,
} from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';

/** What a signed-in person sets on their own Account page: events of their account, decided by its decider. */
export class AccountSettings {
  constructor(private readonly store: EventStore) {}

  /** Which notifications also come in the daily mail; answers the position of the change (none when the choice is the one already made). */
  async setNotificationDigest(
    digest: readonly string[],
    actor: Actor,
    ctx: CommandContext,
  ): Promise<{ position: bigint | undefined; digest: string[] }> {
    const command: SetNotificationPreferences = {
      type: 'SetNotificationPreferences',
      data: { userId: actor.userId, digest: [...digest] },
      metadata: { now: ctx.now, actor },
    };
    const { position, state } = await this.decide(command, ctx);
    return { position, digest: state.notificationDigest ?? [] };
  }

  /** A business owner's or admin's name, phone and address (a specialist's are on their profile). */
  async setOwnerDetails(
    details: AccountDetails,
    actor: Actor,
    ctx: CommandContext,
  ): Promise<{ position: bigint | undefined }> {
    const command: SetOwnerAccountDetails = {
      type: 'SetOwnerAccountDetails',
      data: { userId: actor.userId, details },
      metadata: { now: ctx.now, actor },
    };
    const { position } = await this.decide(command, ctx);
    return { position };
  }

  private decide(command: AccountCommand & { data: { userId: string } }, ctx: CommandContext) {
    return handleCommand(this.store, toUserStream(command.data.userId), accountDecider, command, ctx);
  }
}
