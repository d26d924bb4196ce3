import {
  NotFoundError,
  assertCanEditProfile,
  specialistDecider,
  toSpecialistStream,
  type Actor,
  type AvailabilityValues,
  type SetAvailability,
  type SpecialistCommand,
  specialistCodes,
} from '@dth/domain';
import { handleCommand, type CommandContext, type EventStore } from '@dth/infrastructure';

/** Every command but the ones whose metadata names the actor (`setAvailability`). */
type WithoutMetadata<C> = C extends SetAvailability ? never : C extends SpecialistCommand ? Omit<C, 'metadata'> : never;
export type SpecialistCommandInput = WithoutMetadata<SpecialistCommand>;

const ID = /^[\w-]{1,64}$/;

/** The profile's write side: who may write, then the decider over the `specialist-{id}` stream. */
export class SpecialistService {
  constructor(private readonly store: EventStore) {}

  /** 403 unless the actor owns the profile or is an admin; 404 for an id that cannot exist. */
  authorize(actor: Actor, specialistId: string): string {
    assertCanEditProfile(actor, specialistId);
    if (!ID.test(specialistId)) throw new NotFoundError(specialistCodes.profileNotFound);
    return specialistId;
  }

  /** `PUT /user/specialist/{id}/availability`: the decider judges who may act (the actor in the metadata). */
  setAvailability(specialistId: string, availability: AvailabilityValues, actor: Actor, ctx: CommandContext) {
    const command: SetAvailability = {
      type: 'SetAvailability',
      data: { specialistId, availability },
      metadata: { now: ctx.now, actor },
    };
    return handleCommand(this.store, toSpecialistStream(specialistId), specialistDecider, command, ctx);
  }

  execute(command: SpecialistCommandInput, ctx: CommandContext, options?: { plannedAt?: bigint }) {
    return handleCommand(
      this.store,
      toSpecialistStream(command.data.specialistId),
      specialistDecider,
      { ...command, metadata: { now: ctx.now } },
      ctx,
      options,
    );
  }
}
