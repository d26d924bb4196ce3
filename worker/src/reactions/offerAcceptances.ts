import {
  networkDecider,
  offerDecider,
  teamDecider,
  toNetworkStream,
  toOfferStream,
  toTeamStream,
  type Actor,
  type OfferAccepted,
  type UserType,
} from '@dth/domain';
import {
  deterministicUuid,
  handleCommand,
  loadAggregate,
  type EventStore,
  type RecordedEvent,
} from '@dth/infrastructure';
import { contextCausedBy, type Reaction } from './logReactor';

/**
 * The process manager of an accepted offer: the specialist joins the team's network (when not in it
 * yet) and then the team, with the offered role and days. An acceptance the team has honoured (its
 * `offerIds`) is done: handled again, even after the specialist has left since, it changes nothing.
 * Between the two steps both commands change nothing when done (`AdmitOfferedSpecialist`,
 * `AddOfferedMember`), and the membership's id derives from the offer, so a crash mid-way adds nobody
 * twice and the reaction may start at the beginning of the log. The specialist who accepted is the actor of both.
 */
export class OfferAcceptancesReaction implements Reaction {
  readonly name = 'offer-acceptances';
  readonly startAt = 'beginning';

  constructor(private readonly store: EventStore) {}

  async react(event: RecordedEvent): Promise<void> {
    if (event.type !== 'OfferAccepted') return;
    const { offerId, teamId, specialistId, acceptedAt } = (event as unknown as OfferAccepted).data;
    const { state: team } = await loadAggregate(this.store, toTeamStream(teamId), teamDecider);
    if (team.offerIds.includes(offerId)) return;
    const { state: offer } = await loadAggregate(this.store, toOfferStream(offerId), offerDecider);
    if (!offer.networkId) return;
    const actor = { userId: event.metadata.actorId, userType: event.metadata.actorRole as UserType } satisfies Actor;
    const metadata = { now: acceptedAt, actor };
    const ctx = contextCausedBy(event, acceptedAt);
    const networkId = offer.networkId;
    await handleCommand(
      this.store,
      toNetworkStream(networkId),
      networkDecider,
      {
        type: 'AdmitOfferedSpecialist',
        data: { networkId, membershipId: deterministicUuid(`offer-membership:${offerId}`), specialistId },
        metadata,
      },
      ctx,
    );
    await handleCommand(
      this.store,
      toTeamStream(teamId),
      teamDecider,
      {
        type: 'AddOfferedMember',
        data: {
          teamId,
          specialistId,
          roleTitle: offer.roleTitle,
          allocationDays: offer.allocationDays,
          offerId,
          overAllocated: offer.overAllocated,
        },
        metadata,
      },
      ctx,
    );
  }
}
