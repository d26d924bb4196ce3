import type { StoredEvent } from '../../shared/events';
import type { IndexEntry, Projection } from '../../shared/projection';
import type { AccountDetailsUpdated, SpecialistProfileStarted } from '../../specialist/specialist';
import { cardNameScore } from '../../specialist/projections/specialistCard';
import {
  membershipRecordId,
  type InvitationAccepted,
  type InvitationDeclined,
  type SpecialistInvited,
} from '../network';
import { networkMemberEntry } from './networkMember';

/**
 * A network's members in the order of their names, kept as an index (`idx:nm-name:{networkId}`) so a
 * page of them sorted by name is one range read instead of a sort of the whole network per request.
 * A membership and a name live in two aggregates, so this read model keeps, per specialist, their name
 * and their memberships; each membership is indexed under its network with the name's score (the
 * specialist search's, cardNameScore), ties in entry order. An invitation by address has no name until
 * accepted: it is kept by its record and sorts last, like a specialist without a profile.
 */
export interface MemberNamesDoc {
  first_name: string | null;
  last_name: string | null;
  /** Membership record id → its network. */
  memberships: Record<string, string>;
}

const SPECIALIST_PREFIX = 'nm-names:';
const INVITATION_PREFIX = 'nm-names:invite:';
export const memberNamesKey = (specialistId: string) => `${SPECIALIST_PREFIX}${specialistId}`;
const invitationNamesKey = (recordId: string) => `${INVITATION_PREFIX}${recordId}`;
export const networkMemberNameIndex = (networkId: string) => `idx:nm-name:${networkId}`;
/** The score of a member without a name: after every name. */
export const NAMELESS_SCORE = Number.MAX_SAFE_INTEGER;

type NamesEvent =
  SpecialistInvited | InvitationAccepted | InvitationDeclined | SpecialistProfileStarted | AccountDetailsUpdated;
const NAMES_EVENT_TYPES: readonly string[] = [
  'SpecialistInvited',
  'InvitationAccepted',
  'InvitationDeclined',
  'SpecialistProfileStarted',
  'AccountDetailsUpdated',
] satisfies NamesEvent['type'][];

const empty = (): MemberNamesDoc => ({ first_name: null, last_name: null, memberships: {} });
const withoutMembership = (doc: MemberNamesDoc, recordId: string): MemberNamesDoc | null => {
  const { [recordId]: _, ...memberships } = doc.memberships;
  return Object.keys(memberships).length > 0 || doc.first_name !== null ? { ...doc, memberships } : null;
};

export const networkMemberNamesProjection: Projection<MemberNamesDoc> = {
  name: 'NetworkMemberNames',
  version: 1,
  keyPrefixes: [SPECIALIST_PREFIX, 'idx:nm-name:'],
  keysOf(event) {
    if (!NAMES_EVENT_TYPES.includes(event.type)) return [];
    const e = event as StoredEvent<NamesEvent>;
    switch (e.type) {
      case 'SpecialistInvited':
        return [
          e.data.specialistId
            ? memberNamesKey(e.data.specialistId)
            : invitationNamesKey(membershipRecordId(e.data.networkId, e.data.membershipId)),
        ];
      case 'InvitationAccepted':
      case 'InvitationDeclined':
        // An invitation by address gets its specialist: its entry moves to them.
        return [
          invitationNamesKey(membershipRecordId(e.data.networkId, e.data.membershipId)),
          memberNamesKey(e.data.specialistId),
        ];
      default:
        return [memberNamesKey(e.data.specialistId)];
    }
  },
  evolve(doc, event, key) {
    const e = event as StoredEvent<NamesEvent>;
    switch (e.type) {
      case 'SpecialistInvited': {
        const current = doc ?? empty();
        return {
          ...current,
          memberships: {
            ...current.memberships,
            [membershipRecordId(e.data.networkId, e.data.membershipId)]: e.data.networkId,
          },
        };
      }
      case 'InvitationAccepted':
      case 'InvitationDeclined': {
        const recordId = membershipRecordId(e.data.networkId, e.data.membershipId);
        if (key.startsWith(INVITATION_PREFIX)) return doc && withoutMembership(doc, recordId);
        const current = doc ?? empty();
        return { ...current, memberships: { ...current.memberships, [recordId]: e.data.networkId } };
      }
      case 'SpecialistProfileStarted':
        return { ...(doc ?? empty()), first_name: e.data.firstName, last_name: e.data.lastName };
      case 'AccountDetailsUpdated':
        return { ...(doc ?? empty()), first_name: e.data.details.first_name, last_name: e.data.details.last_name };
      default:
        return doc;
    }
  },
  indexesOf(doc, key): IndexEntry[] {
    const specialistId = key.startsWith(INVITATION_PREFIX) ? null : key.slice(SPECIALIST_PREFIX.length);
    const score =
      doc.first_name === null
        ? NAMELESS_SCORE
        : cardNameScore({ first_name: doc.first_name, last_name: doc.last_name ?? '' });
    return Object.entries(doc.memberships).map(([recordId, networkId]) => ({
      key: networkMemberNameIndex(networkId),
      member: networkMemberEntry(recordId, specialistId),
      score,
    }));
  },
};
