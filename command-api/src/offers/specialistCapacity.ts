import type { Redis } from 'ioredis';
import {
  daysPerWeekOf,
  memberOf,
  specialistDecider,
  teamDecider,
  teamIndex,
  toSpecialistStream,
  toTeamStream,
  type OfferSpecialistFacts,
} from '@dth/domain';
import { currentKeyspace, loadAggregate, type EventStore } from '@dth/infrastructure';

/**
 * What an offer needs to know of a specialist's week: the days a week their availability gives teams
 * (their profile's stream; a full week when never set) and the days booked on active (not archived)
 * teams. The offer decider takes the one from the other (docs/api.md, "Offers").
 *
 * Booked days are computed here, and only here, for a decision: from each team's stream, so an
 * allocation changed or a team archived a moment ago counts at once. The team read model's allocation
 * index (which `booked_days_per_week` of the profile reads show) would answer the same sum, but only once
 * the projector has caught up, and a write must not decide on what may lag. The read model gives only
 * which teams the person is in (the log has no index of its own).
 */
export class SpecialistCapacity {
  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
  ) {}

  async of(specialistId: string): Promise<Pick<OfferSpecialistFacts, 'daysPerWeek' | 'bookedDays'>> {
    const [profile, bookedDays] = await Promise.all([
      loadAggregate(this.store, toSpecialistStream(specialistId), specialistDecider),
      this.bookedDays(specialistId),
    ]);
    return { daysPerWeek: daysPerWeekOf(profile.state), bookedDays };
  }

  private async bookedDays(specialistId: string): Promise<number> {
    const keyspace = await currentKeyspace(this.redis);
    const teamIds = await this.redis.zrange(keyspace.key(teamIndex.member(specialistId)), 0, -1);
    const teams = await Promise.all(
      teamIds.map(async (teamId) => (await loadAggregate(this.store, toTeamStream(teamId), teamDecider)).state),
    );
    return teams
      .filter((team) => team.lifecycle === 'active')
      .reduce((sum, team) => sum + (memberOf(team, specialistId)?.allocationDays ?? 0), 0);
  }
}
