import {
  joinedSpecialistIds,
  networkDecider,
  teamDecider,
  toNetworkStream,
  toTeamStream,
  type Actor,
  type MemberLeft,
  type MemberRemoved,
  type UserType,
} from '@dth/domain';
import {
  handleCommand,
  loadAggregate,
  retryOnConflict,
  systemClock,
  type Clock,
  type EventStore,
  type Logger,
  type RecordedEvent,
} from '@dth/infrastructure';
import { contextCausedBy, type Reaction } from './logReactor';

const ATTEMPTS = 5;

/**
 * The process manager of a departure: someone who left a network, or was removed from it, is taken
 * out of each of its teams. `RemoveDepartedMember` changes nothing for a team they are no longer in
 * (or that they joined again since), so handling a departure twice after a crash is harmless, and a
 * reactor with no checkpoint may start at the beginning of the log.
 */
export class DepartedMembersReaction implements Reaction {
  readonly name = 'departed-members';
  readonly startAt = 'beginning';

  constructor(
    private readonly store: EventStore,
    private readonly logger: Logger,
    /** When a departed member is taken out (the platform's time in tests). */
    private readonly clock: Clock = systemClock,
  ) {}

  async react(event: RecordedEvent): Promise<void> {
    if (event.type !== 'MemberLeft' && event.type !== 'MemberRemoved') return;
    const { networkId, specialistId } = (event as unknown as MemberLeft | MemberRemoved).data;
    if (!specialistId) return;
    const { state: network } = await loadAggregate(this.store, toNetworkStream(networkId), networkDecider);
    for (const teamId of network.teamIds) await this.takeOut(event, networkId, teamId, specialistId);
  }

  /** The team's command is decided against the network's members as they are now, read again on a conflict. */
  private async takeOut(event: RecordedEvent, networkId: string, teamId: string, specialistId: string): Promise<void> {
    // The member or owner whose departure this is, as the team's history will name them.
    const actor = { userId: event.metadata.actorId, userType: event.metadata.actorRole as UserType } satisfies Actor;
    const now = this.clock.now().toISOString();
    await retryOnConflict(
      ATTEMPTS,
      async () => {
        const { state: network } = await loadAggregate(this.store, toNetworkStream(networkId), networkDecider);
        await handleCommand(
          this.store,
          toTeamStream(teamId),
          teamDecider,
          {
            type: 'RemoveDepartedMember',
            data: { teamId, specialistId, joinedSpecialistIds: joinedSpecialistIds(network) },
            metadata: { now, actor },
          },
          contextCausedBy(event, now),
        );
      },
      (attempt) =>
        this.logger.debug({ teamId, attempt }, 'team changed meanwhile; taking the departed member out again'),
    );
  }
}
