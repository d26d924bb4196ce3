import {
  NotFoundError,
  canReadTeamRecord,
  collaboratorRolesOf,
  engagementKey,
  engagementRoleOf,
  isAdmin,
  networkKey,
  networkMemberIndex,
  networkMemberKey,
  networkViewOf,
  parseNetworkMemberEntry,
  profileReaderOf,
  readsAsOwner,
  teamKey,
  type Actor,
  type ChangeReaders,
  type EngagementDoc,
  type FollowedRecordType,
  type NetworkDoc,
  type NetworkMemberDoc,
  type TeamDoc,
  engagementCodes,
  networkCodes,
  specialistCodes,
  teamCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { VersionedReads } from '../hiring/readKit';
import { profileForReader } from '../routes/profileResponse';

/** A followed record as one reader stands to it: their relation, and the members whose cards it shows. */
export interface FollowedRecord<T extends FollowedRecordType = FollowedRecordType> {
  type: T;
  id: string;
  relation: ChangeReaders[T];
  /** Specialists whose profile changes show as the record's (a team's or network's members now). */
  memberIds: string[];
}

/**
 * Who may follow a record's changes is who may read it, by the record's own read policy; anyone else
 * is told, as the record's read does, that it does not exist (404).
 */
export class FollowedRecords {
  constructor(private readonly readModels: ReadModelStore) {}

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  async of(reader: Actor, type: FollowedRecordType, id: string): Promise<FollowedRecord> {
    switch (type) {
      case 'specialist':
        return this.specialist(reader, id);
      case 'team':
        return this.team(reader, id);
      case 'project':
        return this.project(reader, id);
      case 'network':
        return this.network(reader, id);
    }
  }

  private async specialist(reader: Actor, id: string): Promise<FollowedRecord<'specialist'>> {
    const [raw, ownsJoinedNetwork] = await profileForReader(this.readModels, id, reader);
    if (!raw) throw new NotFoundError(specialistCodes.profileNotFound);
    return { type: 'specialist', id, relation: profileReaderOf(reader, id, ownsJoinedNetwork), memberIds: [] };
  }

  private async team(reader: Actor, id: string): Promise<FollowedRecord<'team'>> {
    const [doc] = await this.reads().mgetJson<TeamDoc>([teamKey(id)]);
    if (!doc || !canReadTeamRecord(reader, doc)) throw new NotFoundError(teamCodes.teamNotFound);
    const relation = doc.owner_id === reader.userId ? 'owner' : isAdmin(reader) ? 'admin' : 'member';
    return { type: 'team', id, relation, memberIds: doc.members.map((m) => m.specialist_id) };
  }

  private async project(reader: Actor, id: string): Promise<FollowedRecord<'project'>> {
    const r = this.reads();
    const [doc] = await r.mgetJson<EngagementDoc>([engagementKey(id)]);
    if (!doc) throw new NotFoundError(engagementCodes.projectNotFound);
    const [team] = doc.team_id ? await r.mgetJson<TeamDoc>([teamKey(doc.team_id)]) : [null];
    const role = engagementRoleOf(
      reader,
      { ...doc, collaborator_roles: collaboratorRolesOf(doc.collaborators) },
      !!team?.members.some((m) => m.specialist_id === reader.userId),
    );
    if (!role) throw new NotFoundError(engagementCodes.projectNotFound);
    return { type: 'project', id, relation: role, memberIds: [] };
  }

  private async network(reader: Actor, id: string): Promise<FollowedRecord<'network'>> {
    const r = this.reads();
    const [doc] = await r.mgetJson<NetworkDoc>([networkKey(id)]);
    if (!doc) throw new NotFoundError(networkCodes.networkNotFound);
    const joined = (await r.redis.zrange(r.key(networkMemberIndex.status(id, 'joined')), 0, -1)).map(
      parseNetworkMemberEntry,
    );
    let own: NetworkMemberDoc[] = [];
    if (!readsAsOwner(reader)) {
      const mine = joined.filter((entry) => entry.specialistId === reader.userId);
      own = (await r.mgetJson<NetworkMemberDoc>(mine.map((entry) => networkMemberKey(entry.recordId)))).filter(
        (m): m is NetworkMemberDoc => m !== null,
      );
    }
    const relation = networkViewOf(reader, doc, own);
    if (!relation) throw new NotFoundError(networkCodes.networkNotFound);
    // A member sees the network, not their fellow members' profile changes through it.
    const memberIds =
      relation === 'member' ? [] : joined.flatMap((entry) => (entry.specialistId ? [entry.specialistId] : []));
    return { type: 'network', id, relation, memberIds };
  }
}
