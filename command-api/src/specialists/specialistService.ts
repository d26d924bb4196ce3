import {
  NotFoundError,
  isRecordId,
  specialistCodes,
  specialistDecider,
  toSpecialistStream,
  type Actor,
  type CloseErasedProfile,
  type SpecialistCommand,
  type StartProfile,
  type WithoutMetadata,
} from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';

/** The commands a person sends (starting and closing a profile follow from the account's events). */
export type SpecialistCommandInput = WithoutMetadata<Exclude<SpecialistCommand, StartProfile | CloseErasedProfile>>;

/** The profile's write side: the decider over the `specialist-{id}` stream, which answers who may write. */
export class SpecialistService {
  constructor(private readonly store: EventStore) {}

  execute(command: SpecialistCommandInput, actor: Actor, ctx: CommandContext, options?: { plannedAt?: bigint }) {
    const { specialistId } = command.data;
    const full = { ...command, metadata: { now: ctx.now, actor } } as SpecialistCommand;
    if (!isRecordId(specialistId)) {
      // No stream has such an id: the decider still answers who may act (403) before the 404.
      specialistDecider.decide(full, specialistDecider.initialState());
      throw new NotFoundError(specialistCodes.profileNotFound);
    }
    return handleCommand(this.store, toSpecialistStream(specialistId), specialistDecider, full, ctx, options);
  }
}
