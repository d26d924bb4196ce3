import { describe, expect, it } from 'vitest';
import { indexesOfAll, storedEvents } from '../../testKit/storedEvents';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import { teamCoverage } from '../coverage';
import type { TeamEvent } from '../team';
import { teamHistoryKey, teamHistoryProjection } from './teamHistory';
import { allocationEntry, allocationRange, bookedDaysOf, teamIndex, teamKey, teamProjection } from './teamRecord';

const teamId = 't1';
const networkId = 'n1';
const t = (minute: number) => `2026-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const history: (TeamEvent & { actorId?: string })[] = [
  {
    type: 'TeamCreated',
    data: {
      teamId,
      networkId,
      ownerId: 'o1',
      name: 'Squad',
      purpose: 'Ship',
      requiredSkills: [{ id: 2, title: 'TypeScript' }],
      status: 'Draft',
      createdAt: t(0),
    },
    actorId: 'o1',
  },
  {
    type: 'TeamMemberAdded',
    data: { teamId, networkId, specialistId: 's1', roleTitle: 'Lead', allocationDays: 3, addedAt: t(1) },
    actorId: 'o1',
  },
  {
    type: 'TeamMemberAdded',
    data: {
      teamId,
      networkId,
      specialistId: 's2',
      roleTitle: 'Dev',
      allocationDays: 4.5,
      addedAt: t(2),
      offerId: 'o2',
      overAllocated: true,
    },
    actorId: 'o1',
  },
  {
    type: 'TeamMemberChanged',
    data: { teamId, specialistId: 's2', roleTitle: 'Senior dev', allocationDays: 4, changedAt: t(3) },
    actorId: 'admin-1',
  },
  { type: 'TeamMemberRemoved', data: { teamId, specialistId: 's1', removedAt: t(4) }, actorId: 'o1' },
  { type: 'TeamStatusSet', data: { teamId, status: 'Approved', setAt: t(5) }, actorId: 'o1' },
  {
    type: 'TeamDetailsChanged',
    data: {
      teamId,
      name: 'Squad A',
      purpose: 'Ship it',
      requiredSkills: [
        { id: 2, title: 'TypeScript' },
        { id: 9, title: 'Go' },
      ],
      changedAt: t(6),
    },
    actorId: 'o1',
  },
];

describe('Team projection', () => {
  it('keeps details, status and current members in the order they were added', () => {
    const doc = ProjectionSpecification.for(teamProjection)(storedEvents(history))
      .projected()
      .docs.get(teamKey(teamId));
    expect(doc).toEqual({
      id: teamId,
      network_id: networkId,
      owner_id: 'o1',
      name: 'Squad A',
      purpose: 'Ship it',
      status: 'Approved',
      archived: false,
      required_skills: [
        { id: 2, title: 'TypeScript' },
        { id: 9, title: 'Go' },
      ],
      // From an offer made beyond the specialist's free days: the team page warns.
      members: [
        { specialist_id: 's2', role_title: 'Senior dev', allocation_days: 4, added_at: t(2), over_allocated: true },
      ],
      member_count: 1,
      created_at: t(0),
      updated_at: t(6),
    });
  });

  it('is indexed by network, owner and current members; an archived team leaves the network’s count', () => {
    const docs = ProjectionSpecification.for(teamProjection)(storedEvents(history)).projected().docs;
    const indexes = indexesOfAll(teamProjection, docs);
    expect([...indexes.keys()].sort()).toEqual(
      [
        teamIndex.all,
        teamIndex.allocations,
        teamIndex.member('s2'),
        teamIndex.network(networkId),
        teamIndex.networkActive(networkId),
        teamIndex.owner('o1'),
      ].sort(),
    );
    const archived = ProjectionSpecification.for(teamProjection)(
      storedEvents([{ type: 'TeamArchived', data: { teamId, archivedAt: t(9) } }], 50),
      docs,
    ).projected().docs;
    expect(archived.get(teamKey(teamId))!.archived).toBe(true);
    expect(indexesOfAll(teamProjection, archived).has(teamIndex.networkActive(networkId))).toBe(false);
  });

  it('indexes the days each member gives a team not archived, which sum to their booked days', () => {
    const given = ProjectionSpecification.for(teamProjection);
    const { docs, indexes } = given(storedEvents(history)).projected();
    const entries = [...(indexes.get(teamIndex.allocations)?.keys() ?? [])];
    // s1 was removed; s2's allocation is the changed one.
    expect(entries).toEqual([allocationEntry('s2', teamId, 4)]);
    expect(bookedDaysOf(entries)).toBe(4);
    const [from, to] = allocationRange('s2');
    const inRange = (entry: string) => `[${entry}` >= from && `[${entry}` <= to;
    expect(entries.every(inRange)).toBe(true);
    expect(inRange(allocationEntry('s20', teamId, 1))).toBe(false);
    expect(inRange(allocationEntry('s', teamId, 1))).toBe(false);
    const archived = given(storedEvents([{ type: 'TeamArchived', data: { teamId, archivedAt: t(9) } }], 50), docs);
    expect(archived.projected().indexes.has(teamIndex.allocations)).toBe(false);
  });
});

describe('TeamHistory projection', () => {
  it('lists each change with its actor from the event metadata, once even when fed twice', () => {
    const stored = storedEvents(history);
    const once = ProjectionSpecification.for(teamHistoryProjection)(stored).projected().docs;
    expect(ProjectionSpecification.for(teamHistoryProjection)(stored, once).projected().docs).toEqual(once);
    expect(once.get(teamHistoryKey(teamId))!.items).toEqual([
      { at: t(0), action: 'created', status: 'Draft', actor_id: 'o1' },
      { at: t(1), action: 'member_added', specialist_id: 's1', role_title: 'Lead', allocation_days: 3, actor_id: 'o1' },
      {
        at: t(2),
        action: 'member_added',
        specialist_id: 's2',
        role_title: 'Dev',
        allocation_days: 4.5,
        actor_id: 'o1',
      },
      {
        at: t(3),
        action: 'member_changed',
        specialist_id: 's2',
        role_title: 'Senior dev',
        allocation_days: 4,
        actor_id: 'admin-1',
      },
      { at: t(4), action: 'member_removed', specialist_id: 's1', actor_id: 'o1' },
      { at: t(5), action: 'status_set', status: 'Approved', actor_id: 'o1' },
      { at: t(6), action: 'details_changed', actor_id: 'o1' },
    ]);
  });
});

describe('teamCoverage', () => {
  const ts = { id: 2, title: 'TypeScript' };
  const go = { id: 9, title: 'Go' };
  const css = { id: 5, title: 'CSS' };
  it('unites the members’ skills, says who covers each, and lists required skills nobody has', () => {
    expect(
      teamCoverage(
        [ts, go],
        [
          { specialistId: 's1', skills: [ts, css] },
          { specialistId: 's2', skills: [ts] },
        ],
      ),
    ).toEqual({
      skills: [
        { ...ts, required: true, covered_by: ['s1', 's2'] },
        { ...go, required: true, covered_by: [] },
        { ...css, required: false, covered_by: ['s1'] },
      ],
      missing: [go],
    });
  });

  it('with no members, every required skill is missing', () => {
    expect(teamCoverage([go], [])).toEqual({ skills: [{ ...go, required: true, covered_by: [] }], missing: [go] });
  });
});
