import {
  documentAsOf,
  engagementKey,
  engagementProjection,
  frozenContentKey,
  publicProfileOf,
  publicProjectOf,
  publicTeamOf,
  specialistProfileKey,
  specialistProfileProjection,
  teamKey,
  teamProjection,
  toEngagementStream,
  toSpecialistCard,
  toSpecialistStream,
  toTeamStream,
  type EngagementDoc,
  type PublicProfile,
  type PublicProject,
  type PublicTeam,
  type ShareLinkDoc,
  type SpecialistCard,
  type SpecialistProfile,
  type StoredEvent,
  type TeamDoc,
} from '@dth/domain';
import type { EventLog } from '@dth/infrastructure';
import type { VersionedReads } from '../hiring/readKit';

/** What a link shows, before anonymising: the target's content and the public profiles of its people. */
export interface SharedContent {
  data: PublicTeam | PublicProject | PublicProfile;
  /** The public profiles a visitor may open, by specialist id (a team's or project team's members, or the one profile). */
  profiles: Record<string, PublicProfile>;
}

/** Frozen content never changes once built; kept a week after its last build, then rebuilt if asked again. */
const FROZEN_CACHE_SECONDS = 7 * 24 * 3600;

/**
 * A frozen link's content: the target exactly as the read models held it at the link's position,
 * rebuilt by folding the target's streams (and its people's) up to that position with the
 * projections' own `evolve`, then shaped by the same functions as live content. Built on the first
 * read and kept in the share links' keyspace version (`frozenContentKey`): it names people, so it goes
 * with that version when a replay or an erasure rebuilds the read models, and is built again from the
 * log (which then reads an erased person as erased).
 */
export class FrozenContent {
  constructor(private readonly log: EventLog) {}

  /** `r`: the request's reads, pinned to one keyspace. */
  async of(r: VersionedReads, link: ShareLinkDoc): Promise<SharedContent | null> {
    const [cached] = await r.mgetJson<SharedContent>([frozenContentKey(link.id)]);
    if (cached) return cached;
    const built = await this.build(link);
    if (built) await r.putCache(frozenContentKey(link.id), JSON.stringify(built), FROZEN_CACHE_SECONDS);
    return built;
  }

  /** Builds without the cache (the benchmark's first build). */
  async build(link: ShareLinkDoc): Promise<SharedContent | null> {
    const position = BigInt(link.frozen_position!);
    if (link.target_type === 'profile') {
      const profile = await this.profileAt(link.target_id, position);
      if (!profile) return null;
      const shown = publicProfileOf(profile);
      return { data: shown, profiles: { [profile.id]: shown } };
    }
    if (link.target_type === 'team') {
      const team = await this.teamAt(link.target_id, position);
      if (!team) return null;
      const { cards, profiles } = await this.people(team, position);
      return { data: publicTeamOf(team, cards), profiles };
    }
    const project = await this.at<EngagementDoc>(
      engagementProjection,
      engagementKey(link.target_id),
      toEngagementStream(link.target_id),
      position,
    );
    if (!project) return null;
    const team = project.team_id ? await this.teamAt(project.team_id, position) : null;
    const { cards, profiles } = team
      ? await this.people(team, position)
      : { cards: new Map<string, SpecialistCard>(), profiles: {} };
    return { data: publicProjectOf(project, team, cards, link.show_budget), profiles };
  }

  private teamAt(teamId: string, position: bigint) {
    return this.at<TeamDoc>(teamProjection, teamKey(teamId), toTeamStream(teamId), position);
  }

  private profileAt(specialistId: string, position: bigint) {
    return this.at<SpecialistProfile>(
      specialistProfileProjection,
      specialistProfileKey(specialistId),
      toSpecialistStream(specialistId),
      position,
    );
  }

  private async people(team: TeamDoc, position: bigint) {
    const found = await Promise.all(team.members.map((m) => this.profileAt(m.specialist_id, position)));
    const cards = new Map<string, SpecialistCard>();
    const profiles: Record<string, PublicProfile> = {};
    for (const profile of found) {
      if (!profile) continue;
      cards.set(profile.id, toSpecialistCard(profile));
      profiles[profile.id] = publicProfileOf(profile);
    }
    return { cards, profiles };
  }

  /** One document folded from its stream up to the position (a stream is read in log order, so the read stops there). */
  private async at<Doc>(
    projection: Parameters<typeof documentAsOf<Doc>>[0],
    key: string,
    stream: string,
    position: bigint,
  ): Promise<Doc | null> {
    const events: StoredEvent[] = [];
    for await (const event of this.log.readStream(stream)) {
      if (event.position > position) break;
      events.push(event);
    }
    return documentAsOf(projection, key, events, position).document;
  }
}
