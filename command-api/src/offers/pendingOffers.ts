import type { Redis } from 'ioredis';
import { offerDecider, offerIndex, offerStatusAt, toOfferStream } from '@dth/domain';
import { currentKeyspace, loadAggregate, type EventStore } from '@dth/infrastructure';

/**
 * The offer of a team to a specialist still pending, if any. Which offers a team has comes from the
 * offer read model's team index (the log has no index of its own); whose each is and whether it is
 * still pending is read from its stream as of the command's time, so an offer answered or withdrawn a
 * moment ago no longer counts. An offer made in the instant before, not yet projected, is not seen.
 */
export class PendingOffers {
  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
  ) {}

  async of(teamId: string, specialistId: string, now: string): Promise<string | null> {
    const keyspace = await currentKeyspace(this.redis);
    const offerIds = await this.redis.zrange(keyspace.key(offerIndex.team(teamId)), 0, -1);
    const offers = await Promise.all(
      offerIds.map(async (offerId) => (await loadAggregate(this.store, toOfferStream(offerId), offerDecider)).state),
    );
    const pending = offers.find(
      (offer) =>
        offer.specialistId === specialistId &&
        offer.status !== 'none' &&
        offerStatusAt(offer.status, offer.expiresAt!, now) === 'pending',
    );
    return pending?.offerId ?? null;
  }
}
