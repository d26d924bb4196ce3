import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { catalogRefSchema } from '../../specialist/valueObjects';
import { specialistCardSchema } from '../../specialist/projections/specialistCard';
import { TEAM_EVENT_TYPES, TEAM_STATUSES, type TeamEvent } from '../team';
import { teamCoverageSchema } from '../coverage';

// ── Record (docs/api.md, `teams`) ────────────────────────────────────────────
export const teamMemberRecordSchema = z.object({
  specialist_id: z.string(),
  role_title: z.string(),
  allocation_days: z.number(),
  added_at: z.string(),
  /** Came from an offer made beyond the specialist's free days: the team page warns. */
  over_allocated: z.boolean(),
  specialist: specialistCardSchema.nullable(),
});

export const teamRecordSchema = z.object({
  id: z.string(),
  network_id: z.string(),
  network_name: z.string(),
  owner_id: z.string(),
  owner_name: z.string(),
  name: z.string(),
  purpose: z.string(),
  status: z.enum(TEAM_STATUSES),
  archived: z.boolean(),
  required_skills: z.array(catalogRefSchema),
  members: z.array(teamMemberRecordSchema),
  member_count: z.number().int(),
  coverage: teamCoverageSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TeamRecord = z.infer<typeof teamRecordSchema>;

/**
 * What the projector stores. The network's and owner's names, the members' cards and the
 * coverage (which depends on those cards) are added by the query API in one more read.
 */
export type TeamDoc = Omit<TeamRecord, 'network_name' | 'owner_name' | 'members' | 'coverage'> & {
  members: Omit<TeamRecord['members'][number], 'specialist'>[];
};

export const teamKey = (teamId: string) => `team:${teamId}`;

export const teamIndex = {
  all: 'idx:teams:all',
  network: (networkId: string) => `idx:teams:network:${networkId}`,
  /** Teams not archived: the network's team count. */
  networkActive: (networkId: string) => `idx:teams:network-active:${networkId}`,
  owner: (ownerId: string) => `idx:teams:owner:${ownerId}`,
  /** The teams a specialist is in now. */
  member: (specialistId: string) => `idx:teams:member:${specialistId}`,
  /**
   * The days a week each member gives each team not archived, as `{specialistId}:{teamId}:{days}` with
   * score 0, so one person's are a lexical range (`allocationRange`) and everyone's one read: the
   * booked days of the availability (docs/api.md, "Availability and rates").
   */
  allocations: 'idx:teams:allocations',
};

export const allocationEntry = (specialistId: string, teamId: string, days: number) =>
  `${specialistId}:${teamId}:${days}`;
/** The lexical range (ZRANGEBYLEX) of one person's allocation entries (ids never hold a colon). */
export const allocationRange = (specialistId: string): [string, string] => [`[${specialistId}:`, `[${specialistId};`];
/** The sum of the days of allocation entries. */
export const bookedDaysOf = (entries: readonly string[]) =>
  entries.reduce((sum, entry) => sum + Number(entry.slice(entry.lastIndexOf(':') + 1)), 0);

const time = (iso: string) => Date.parse(iso) || 0;
export const isTeamEvent = (event: StoredEvent): event is StoredEvent<TeamEvent> =>
  (TEAM_EVENT_TYPES as readonly string[]).includes(event.type);

export const teamProjection: Projection<TeamDoc> = {
  name: 'Team',
  version: 2,
  keyPrefixes: [teamKey(''), 'idx:teams:'],
  keysOf(event) {
    return isTeamEvent(event) ? [teamKey(event.data.teamId)] : [];
  },
  evolve(doc, event) {
    if (!isTeamEvent(event)) return doc;
    const e = event;
    if (e.type === 'TeamCreated') {
      const { teamId, networkId, ownerId, name, purpose, requiredSkills, status, createdAt } = e.data;
      return {
        id: teamId,
        network_id: networkId,
        owner_id: ownerId,
        name,
        purpose,
        status,
        archived: false,
        required_skills: requiredSkills.map(({ id, title }) => ({ id, title })),
        members: [],
        member_count: 0,
        created_at: createdAt,
        updated_at: createdAt,
      };
    }
    if (!doc) return null;
    const withMembers = (members: TeamDoc['members'], at: string): TeamDoc => ({
      ...doc,
      members,
      member_count: members.length,
      updated_at: at,
    });
    switch (e.type) {
      case 'TeamDetailsChanged': {
        const { name, purpose, requiredSkills, changedAt } = e.data;
        return {
          ...doc,
          name,
          purpose,
          required_skills: requiredSkills.map(({ id, title }) => ({ id, title })),
          updated_at: changedAt,
        };
      }
      case 'TeamMemberAdded': {
        const { specialistId, roleTitle, allocationDays, addedAt, overAllocated } = e.data;
        const member = {
          specialist_id: specialistId,
          role_title: roleTitle,
          allocation_days: allocationDays,
          added_at: addedAt,
          over_allocated: overAllocated === true,
        };
        return withMembers([...doc.members.filter((m) => m.specialist_id !== specialistId), member], addedAt);
      }
      case 'TeamMemberChanged': {
        const { specialistId, roleTitle, allocationDays, changedAt } = e.data;
        return withMembers(
          doc.members.map((m) =>
            m.specialist_id === specialistId ? { ...m, role_title: roleTitle, allocation_days: allocationDays } : m,
          ),
          changedAt,
        );
      }
      case 'TeamMemberRemoved':
        return withMembers(
          doc.members.filter((m) => m.specialist_id !== e.data.specialistId),
          e.data.removedAt,
        );
      case 'TeamStatusSet':
        return { ...doc, status: e.data.status, updated_at: e.data.setAt };
      case 'TeamArchived':
        return { ...doc, archived: true, updated_at: e.data.archivedAt };
      default:
        return doc;
    }
  },
  indexesOf(doc): IndexEntry[] {
    const score = time(doc.created_at);
    const member = doc.id;
    return [
      { key: teamIndex.all, member, score },
      { key: teamIndex.network(doc.network_id), member, score },
      ...(doc.archived ? [] : [{ key: teamIndex.networkActive(doc.network_id), member, score }]),
      { key: teamIndex.owner(doc.owner_id), member, score },
      ...doc.members.map((m) => ({ key: teamIndex.member(m.specialist_id), member, score })),
      ...(doc.archived
        ? []
        : doc.members.map((m) => ({
            key: teamIndex.allocations,
            member: allocationEntry(m.specialist_id, doc.id, m.allocation_days),
            score: 0,
          }))),
    ];
  },
};
