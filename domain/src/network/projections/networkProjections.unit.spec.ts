import { describe, expect, it } from 'vitest';
import { indexesOfAll, storedEvents } from '../../testKit/storedEvents';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import { membershipRecordId, type NetworkEvent } from '../network';
import {
  networkMemberEntry,
  networkMemberIndex,
  networkMemberKey,
  networkMemberProjection,
  parseNetworkMemberEntry,
  statusSortScore,
} from './networkMember';
import { networkIndex, networkKey, networkProjection } from './networkRecord';

const networkId = 'n1';
const ownerId = 'owner-1';
const t = (minute: number) => `2026-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const ms = (minute: number) => Date.parse(t(minute));
const events: NetworkEvent[] = [
  {
    type: 'NetworkCreated',
    data: { networkId, ownerId, name: 'Designers', description: 'Good ones', createdAt: t(0) },
  },
  {
    type: 'SpecialistInvited',
    data: { networkId, membershipId: 'm1', specialistId: 's1', email: null, invitedAt: t(1) },
  },
  {
    type: 'SpecialistInvited',
    data: { networkId, membershipId: 'm2', specialistId: null, email: 'New@Example.com', invitedAt: t(2) },
  },
  { type: 'InvitationAccepted', data: { networkId, membershipId: 'm1', specialistId: 's1', acceptedAt: t(3) } },
  {
    type: 'MemberNoteSet',
    data: { networkId, membershipId: 'm1', note: 'Great at UX', tags: ['UX', 'senior'], setAt: t(4) },
  },
  { type: 'InvitationAccepted', data: { networkId, membershipId: 'm2', specialistId: 's2', acceptedAt: t(5) } },
  { type: 'MemberLeft', data: { networkId, membershipId: 'm2', specialistId: 's2', leftAt: t(6) } },
  { type: 'NetworkDetailsChanged', data: { networkId, name: 'UX designers', description: '', changedAt: t(7) } },
];
const r1 = membershipRecordId(networkId, 'm1');
const r2 = membershipRecordId(networkId, 'm2');

describe('Network projection', () => {
  it('keeps the record’s own fields; counts come from the membership indexes', () => {
    const docs = ProjectionSpecification.for(networkProjection)(
      storedEvents([...events, { type: 'NetworkArchived', data: { networkId, archivedAt: t(8) } }]),
    ).projected().docs;
    expect(docs.get(networkKey(networkId))).toEqual({
      id: networkId,
      owner_id: ownerId,
      name: 'UX designers',
      description: '',
      archived: true,
      created_at: t(0),
      updated_at: t(8),
    });
    expect(indexesOfAll(networkProjection, docs).get(networkIndex.owner(ownerId))).toEqual(
      new Map([[networkId, ms(0)]]),
    );
  });

  it('ignores events of a network it never saw created', () => {
    expect(
      ProjectionSpecification.for(networkProjection)(storedEvents(events.slice(1)))
        .projected()
        .docs.get(networkKey(networkId)),
    ).toBeNull();
  });
});

describe('NetworkMember projection', () => {
  it('follows each membership through its life, with the owner’s note and tags', () => {
    const docs = ProjectionSpecification.for(networkMemberProjection)(storedEvents(events)).projected().docs;
    expect(docs.get(networkMemberKey(r1))).toEqual({
      id: r1,
      network_id: networkId,
      membership_id: 'm1',
      specialist_id: 's1',
      email: null,
      status: 'joined',
      invited_at: t(1),
      responded_at: t(3),
      note: 'Great at UX',
      tags: ['UX', 'senior'],
    });
    expect(docs.get(networkMemberKey(r2))).toMatchObject({
      specialist_id: 's2',
      email: 'new@example.com',
      status: 'left',
      responded_at: t(5),
    });
  });

  it('indexes memberships per network (with the specialist in the entry), by status, tag, specialist and email', () => {
    const indexes = ProjectionSpecification.for(networkMemberProjection)(storedEvents(events)).projected().indexes;
    const e1 = networkMemberEntry(r1, 's1');
    const e2 = networkMemberEntry(r2, 's2');
    expect(indexes.get(networkMemberIndex.all(networkId))).toEqual(
      new Map([
        [e1, ms(1)],
        [e2, ms(2)],
      ]),
    );
    expect(indexes.get(networkMemberIndex.status(networkId, 'joined'))).toEqual(new Map([[e1, ms(1)]]));
    expect(indexes.get(networkMemberIndex.status(networkId, 'left'))).toEqual(new Map([[e2, ms(2)]]));
    expect(indexes.has(networkMemberIndex.status(networkId, 'invited'))).toBe(false);
    expect(indexes.get(networkMemberIndex.tag(networkId, 'ux'))).toEqual(new Map([[e1, null]]));
    expect(indexes.get(networkMemberIndex.ofSpecialist('s2'))).toEqual(new Map([[r2, ms(2)]]));
    expect(indexes.get(networkMemberIndex.ofEmail('NEW@example.com'))).toEqual(new Map([[r2, ms(2)]]));
    expect(indexes.get(networkMemberIndex.byStatus(networkId))!.get(e1)).toBe(statusSortScore('joined', ms(1)));
    expect(parseNetworkMemberEntry(e1)).toEqual({ recordId: r1, specialistId: 's1' });
    expect(parseNetworkMemberEntry(networkMemberEntry(r2, null))).toEqual({ recordId: r2, specialistId: null });
  });

  it('sorts statuses alphabetically, then by invitation time', () => {
    expect(statusSortScore('declined', ms(9))).toBeLessThan(statusSortScore('invited', ms(0)));
    expect(statusSortScore('joined', ms(1))).toBeLessThan(statusSortScore('joined', ms(2)));
    expect(statusSortScore('removed', ms(0))).toBeGreaterThan(statusSortScore('left', ms(59)));
  });

  it('gives the same documents when the same events are fed twice', () => {
    const stored = storedEvents(events);
    const once = ProjectionSpecification.for(networkMemberProjection)(stored).projected().docs;
    expect(ProjectionSpecification.for(networkMemberProjection)(stored, once).projected().docs).toEqual(once);
  });
});
