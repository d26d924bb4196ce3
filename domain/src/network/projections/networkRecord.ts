import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { MEMBERSHIP_STATUSES, type NetworkEvent } from '../network';

// ── Record (docs/api.md, `networks`) ─────────────────────────────────────────
export const myMembershipSchema = z.object({
  id: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  joined_at: z.string().nullable(),
});

export const networkRecordSchema = z.object({
  id: z.string(),
  owner_id: z.string(),
  owner_name: z.string(),
  name: z.string(),
  description: z.string(),
  archived: z.boolean(),
  member_count: z.number().int().describe('joined members'),
  invited_count: z
    .number()
    .int()
    .nullable()
    .describe('pending invitations: the owner and admins only (null for a member)'),
  team_count: z.number().int().describe('teams not archived'),
  created_at: z.string(),
  updated_at: z.string(),
  my_membership: myMembershipSchema.optional().describe("a specialist member's own membership"),
});
export type NetworkRecord = z.infer<typeof networkRecordSchema>;

/**
 * What the projector stores: the record's own fields. The counts and the owner's name change
 * with other documents (memberships, teams, the owner's account), so the query API adds them
 * from index cardinalities and the account in the same round trip.
 */
export type NetworkDoc = Omit<
  NetworkRecord,
  'owner_name' | 'member_count' | 'invited_count' | 'team_count' | 'my_membership'
>;

export const networkKey = (networkId: string) => `network:${networkId}`;

export const networkIndex = {
  all: 'idx:networks:all',
  owner: (ownerId: string) => `idx:networks:owner:${ownerId}`,
};

const time = (iso: string) => Date.parse(iso) || 0;

export const networkProjection: Projection<NetworkDoc> = {
  name: 'Network',
  version: 1,
  keyPrefixes: [networkKey(''), 'idx:networks:'],
  keysOf(event) {
    const e = event as StoredEvent<NetworkEvent>;
    switch (e.type) {
      case 'NetworkCreated':
      case 'NetworkDetailsChanged':
      case 'NetworkArchived':
        return [networkKey(e.data.networkId)];
      default:
        return [];
    }
  },
  evolve(doc, event) {
    const e = event as StoredEvent<NetworkEvent>;
    switch (e.type) {
      case 'NetworkCreated': {
        const { networkId, ownerId, name, description, createdAt } = e.data;
        return {
          id: networkId,
          owner_id: ownerId,
          name,
          description,
          archived: false,
          created_at: createdAt,
          updated_at: createdAt,
        };
      }
      case 'NetworkDetailsChanged':
        return doc && { ...doc, name: e.data.name, description: e.data.description, updated_at: e.data.changedAt };
      case 'NetworkArchived':
        return doc && { ...doc, archived: true, updated_at: e.data.archivedAt };
      default:
        return doc;
    }
  },
  indexesOf(doc): IndexEntry[] {
    const score = time(doc.created_at);
    return [
      { key: networkIndex.all, member: doc.id, score },
      { key: networkIndex.owner(doc.owner_id), member: doc.id, score },
    ];
  },
};
