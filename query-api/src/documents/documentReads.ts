import {
  ForbiddenError,
  NotFoundError,
  isAdmin,
  publicProfileOf,
  publicProjectOf,
  publicTeamOf,
  specialistProfileKey,
  toSpecialistCard,
  type Actor,
  type DocumentRequest,
  type PublicProfile,
  type SpecialistProfile,
  type TeamDoc,
  documentCodes,
  specialistCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { hiringReadsOf } from '../hiring';
import { VersionedReads } from '../hiring/readKit';
import { projectReadsOf } from '../projects/projectReads';
import type { RecordHistory, parseMoment } from '../report/recordHistory';

type Ask = Omit<DocumentRequest, 'options'>;

/**
 * What a signed-in reader's documents are made from, under the records' own read rules: a CV for
 * whoever may read the profile, a team pack for whoever may read the team, a project brief (with its
 * budget, which the record shows them too) for whoever may read the project. An admin may ask for a
 * CV as it was at a moment of the report's as-of view.
 */
export class DocumentReads {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly history: RecordHistory,
  ) {}

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  async cv(reader: Actor, id: string, moment: ReturnType<typeof parseMoment>): Promise<Ask> {
    if (moment !== null) {
      if (!isAdmin(reader)) throw new ForbiddenError(documentCodes.asOfAdminOnly);
      const asOf = await this.history.asOf('specialist', id, moment);
      const profile = asOf.record as SpecialistProfile | null;
      if (!profile || profile.erased) throw new NotFoundError(specialistCodes.profileNotFound);
      return this.cvOf(publicProfileOf(profile), { kind: 'as-of', at: asOf.at ?? new Date().toISOString() });
    }
    const [profile] = await this.reads().mgetJson<SpecialistProfile>([specialistProfileKey(id)]);
    if (!profile || profile.erased) throw new NotFoundError(specialistCodes.profileNotFound);
    return this.cvOf(publicProfileOf(profile), { kind: 'now' });
  }

  private cvOf(profile: PublicProfile, moment: Ask['moment']): Ask {
    return { content: { kind: 'cv', data: profile, profiles: { [profile.id]: profile } }, moment, anonymised: false };
  }

  async team(reader: Actor, id: string): Promise<Ask> {
    const r = this.reads();
    const team = await hiringReadsOf(this.readModels).teams.readable(r, reader, id);
    const { cards, profiles } = await this.people(r, team);
    return {
      content: { kind: 'team', data: publicTeamOf(team, cards), profiles },
      moment: { kind: 'now' },
      anonymised: false,
    };
  }

  async project(reader: Actor, id: string): Promise<Ask> {
    const r = this.reads();
    const { doc, team } = await projectReadsOf(this.readModels).readable(r, reader, id);
    const { cards, profiles } = team ? await this.people(r, team) : { cards: new Map(), profiles: {} };
    return {
      content: { kind: 'project', data: publicProjectOf(doc, team, cards, true), profiles },
      moment: { kind: 'now' },
      anonymised: false,
    };
  }

  /** The members' cards and public profiles, from their profiles in one MGET (a card is a function of its profile). */
  private async people(r: VersionedReads, team: TeamDoc) {
    const found = await r.mgetJson<SpecialistProfile>(team.members.map((m) => specialistProfileKey(m.specialist_id)));
    const live = found.filter((p): p is SpecialistProfile => p !== null);
    return {
      cards: new Map(live.map((p) => [p.id, toSpecialistCard(p)])),
      // An erased member stays a row of the pack's table ("Erased user"), without a CV.
      profiles: Object.fromEntries(live.filter((p) => !p.erased).map((p) => [p.id, publicProfileOf(p)])),
    };
  }
}
