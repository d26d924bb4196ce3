import { z } from 'zod';
import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import { specialistCardSchema } from '../../specialist/projections/specialistCard';
import { MEMBERSHIP_STATUSES, membershipRecordId, type MembershipStatus, type NetworkEvent } from '../network';

// ── Record (docs/api.md, `network-members`) ──────────────────────────────────
export const networkMemberRecordSchema = z.object({
  id: z.string().describe('{networkId}.{membershipId}'),
  network_id: z.string(),
  membership_id: z.string(),
  specialist_id: z.string().nullable().describe('null for an invitation by email that no account has answered yet'),
  email: z.string().nullable(),
  status: z.enum(MEMBERSHIP_STATUSES),
  invited_at: z.string(),
  responded_at: z.string().nullable(),
  note: z.string().describe("the owner's private note (empty for anyone else)"),
  tags: z.array(z.string()).describe("the owner's private tags (empty for anyone else)"),
  specialist: specialistCardSchema.nullable(),
});
export type NetworkMemberRecord = z.infer<typeof networkMemberRecordSchema>;

/** What the projector stores; the query API adds the specialist's card (which changes on its own). */
export type NetworkMemberDoc = Omit<NetworkMemberRecord, 'specialist'>;

export const networkMemberKey = (recordId: string) => `network-member:${recordId}`;

/**
 * Indexes of memberships. Per network, the members are `{recordId}|{specialistId}` so one
 * range gives both the documents and the cards to fetch, and a page is one MGET.
 */
export const networkMemberIndex = {
  /** Every membership of the network, by invitation time. */
  all: (networkId: string) => `idx:nm:${networkId}`,
  /** By status, by invitation time (also what the counts are). */
  status: (networkId: string, status: MembershipStatus) => `idx:nm:${networkId}:s:${status}`,
  /** Ordered by status (alphabetically), then invitation time. */
  byStatus: (networkId: string) => `idx:nm:${networkId}:by-status`,
  tag: (networkId: string, tag: string) => `idx:nm:${networkId}:tag:${tag.trim().toLowerCase()}`,
  /** A specialist's memberships in every network (record ids), by invitation time. */
  ofSpecialist: (specialistId: string) => `idx:nm-of:${specialistId}`,
  /** Invitations by email (record ids), matched against the reader's account email. */
  ofEmail: (email: string) => `idx:nm-email:${email.trim().toLowerCase()}`,
};

export const networkMemberEntry = (recordId: string, specialistId: string | null) =>
  `${recordId}|${specialistId ?? ''}`;
export function parseNetworkMemberEntry(entry: string): { recordId: string; specialistId: string | null } {
  const bar = entry.lastIndexOf('|');
  return { recordId: entry.slice(0, bar), specialistId: entry.slice(bar + 1) || null };
}

const STATUS_ORDER = [...MEMBERSHIP_STATUSES].sort();
/** Invitation times in ms stay below 1e13 for centuries, so status rank and time share one score. */
export const statusSortScore = (status: MembershipStatus, invitedAtMs: number) =>
  STATUS_ORDER.indexOf(status) * 1e13 + invitedAtMs;

const time = (iso: string) => Date.parse(iso) || 0;

type MembershipEvent = Exclude<NetworkEvent, { type: 'NetworkCreated' | 'NetworkDetailsChanged' | 'NetworkArchived' }>;
const MEMBERSHIP_EVENT_TYPES: readonly string[] = [
  'SpecialistInvited',
  'InvitationAccepted',
  'InvitationDeclined',
  'MemberRemoved',
  'MemberLeft',
  'MemberErased',
  'MemberNoteSet',
] satisfies MembershipEvent['type'][];

export const networkMemberProjection: Projection<NetworkMemberDoc> = {
  name: 'NetworkMember',
  version: 2,
  keyPrefixes: [networkMemberKey(''), 'idx:nm:', 'idx:nm-of:', 'idx:nm-email:'],
  keysOf(event) {
    if (!MEMBERSHIP_EVENT_TYPES.includes(event.type)) return [];
    const { networkId, membershipId } = (event as StoredEvent<MembershipEvent>).data;
    return [networkMemberKey(membershipRecordId(networkId, membershipId))];
  },
  evolve(doc, event) {
    const e = event as StoredEvent<MembershipEvent>;
    switch (e.type) {
      case 'SpecialistInvited': {
        const { networkId, membershipId, specialistId, email, invitedAt } = e.data;
        return {
          id: membershipRecordId(networkId, membershipId),
          network_id: networkId,
          membership_id: membershipId,
          specialist_id: specialistId,
          email: email?.toLowerCase() ?? null,
          status: 'invited',
          invited_at: invitedAt,
          responded_at: null,
          note: '',
          tags: [],
        };
      }
      case 'InvitationAccepted':
        return doc && { ...doc, status: 'joined', specialist_id: e.data.specialistId, responded_at: e.data.acceptedAt };
      case 'InvitationDeclined':
        return (
          doc && { ...doc, status: 'declined', specialist_id: e.data.specialistId, responded_at: e.data.declinedAt }
        );
      case 'MemberRemoved':
        return doc && { ...doc, status: 'removed' };
      case 'MemberLeft':
        return doc && { ...doc, status: 'left' };
      case 'MemberErased':
        return doc && { ...doc, status: 'erased' };
      case 'MemberNoteSet':
        return doc && { ...doc, note: e.data.note, tags: e.data.tags };
      default:
        return doc;
    }
  },
  indexesOf(doc): IndexEntry[] {
    const invited = time(doc.invited_at);
    const member = networkMemberEntry(doc.id, doc.specialist_id);
    const nid = doc.network_id;
    return [
      { key: networkMemberIndex.all(nid), member, score: invited },
      { key: networkMemberIndex.status(nid, doc.status), member, score: invited },
      { key: networkMemberIndex.byStatus(nid), member, score: statusSortScore(doc.status, invited) },
      ...[...new Set(doc.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].map((tag) => ({
        key: networkMemberIndex.tag(nid, tag),
        member,
      })),
      ...(doc.specialist_id
        ? [{ key: networkMemberIndex.ofSpecialist(doc.specialist_id), member: doc.id, score: invited }]
        : []),
      ...(doc.email ? [{ key: networkMemberIndex.ofEmail(doc.email), member: doc.id, score: invited }] : []),
    ];
  },
};
