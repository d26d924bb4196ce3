import type { Redis } from 'ioredis';
import { memberOf, teamDecider, teamIndex, toTeamStream } from '@dth/domain';
import { currentKeyspace, loadAggregate, type EventStore } from '@dth/infrastructure';

/**
 * Days a week a specialist can give, before any team: the full week for everyone. The profile's
 * `availability.days_per_week` is not read yet (the demo's teams and the hiring walk allocate beyond
 * some demo people's days); `SpecialistCapacity.capacityOf` is the one place that would read it.
 */
export const DEFAULT_DAYS_PER_WEEK = 5;

/**
 * A specialist's free days: their capacity less their allocations on active (not archived) teams.
 * Which teams they are in comes from the team read model's member index (the log has no index of
 * its own); the allocations are read from each team's stream, so the numbers are the write side's.
 */
export class SpecialistCapacity {
  constructor(
    private readonly store: EventStore,
    private readonly redis: Redis,
  ) {}

  /** Days a week a specialist can give: the same for everyone (DEFAULT_DAYS_PER_WEEK). */
  capacityOf(): Promise<number> {
    return Promise.resolve(DEFAULT_DAYS_PER_WEEK);
  }

  async bookedDays(specialistId: string): Promise<number> {
    const keyspace = await currentKeyspace(this.redis);
    const teamIds = await this.redis.zrange(keyspace.key(teamIndex.member(specialistId)), 0, -1);
    const teams = await Promise.all(
      teamIds.map(async (teamId) => (await loadAggregate(this.store, toTeamStream(teamId), teamDecider)).state),
    );
    return teams
      .filter((team) => team.lifecycle === 'active')
      .reduce((sum, team) => sum + (memberOf(team, specialistId)?.allocationDays ?? 0), 0);
  }

  async freeDays(specialistId: string): Promise<number> {
    const [capacity, booked] = await Promise.all([this.capacityOf(), this.bookedDays(specialistId)]);
    return Math.max(0, capacity - booked);
  }
}
