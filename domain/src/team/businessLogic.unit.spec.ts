import { describe, expect, it } from 'vitest';
import { catalogs } from '../specialist/testData';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { errorOf } from '../shared/deciderTestKit';
import { teamDecider, type NetworkFacts, type TeamCommand } from './businessLogic';
import { TEAM_STATUSES, TEAM_TRANSITIONS, type TeamEvent, type TeamStatus } from './team';

const now = '2026-03-01T09:00:00.000Z';
const teamId = 't1';
const networkId = 'n1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const priya: Actor = { userId: 'spec-1', userType: 'specialist' };
const stranger: Actor = { userId: 'spec-9', userType: 'specialist' };
const network: NetworkFacts = { networkId, ownerId: owner.userId, archived: false };
const joined = [priya.userId, 'spec-2', 'spec-3'];
const skills = catalogs.skills;

function given(events: TeamEvent[]) {
  const state = events.reduce(teamDecider.evolve, teamDecider.initialState());
  return {
    state,
    when:
      <T extends TeamCommand['type']>(
        type: T,
        data: Omit<Extract<TeamCommand, { type: T }>['data'], 'teamId'>,
        actor: Actor = owner,
      ) =>
      () =>
        teamDecider.decide({ type, data: { teamId, ...data }, metadata: { now, actor } } as TeamCommand, state),
  };
}

const create = (
  overrides: Partial<{ network: NetworkFacts; name: string; purpose: string; requiredSkillIds: number[] }> = {},
) => ({
  network,
  name: 'Checkout squad',
  purpose: 'Rebuild checkout',
  requiredSkillIds: [2, 1],
  catalog: skills,
  ...overrides,
});
const created: TeamEvent = {
  type: 'TeamCreated',
  data: {
    teamId,
    networkId,
    ownerId: owner.userId,
    name: 'Checkout squad',
    purpose: 'Rebuild checkout',
    requiredSkills: [
      { id: 2, title: 'TypeScript' },
      { id: 1, title: 'JavaScript' },
    ],
    status: 'Draft',
    createdAt: now,
  },
};
const added = (specialistId: string, roleTitle = 'Engineer', allocationDays = 3): TeamEvent => ({
  type: 'TeamMemberAdded',
  data: { teamId, networkId, specialistId, roleTitle, allocationDays, addedAt: now },
});
const archived: TeamEvent = { type: 'TeamArchived', data: { teamId, archivedAt: now } };
const withPriya = [created, added(priya.userId)];

describe('team decider: creating a team in a network', () => {
  it('creates a Draft team with the required skills titled from the catalog', () => {
    expect(given([]).when('CreateTeam', create())()).toEqual([created]);
  });

  it('is for business owners and admins in their own network', () => {
    expect(given([]).when('CreateTeam', create(), priya)).toThrow(ForbiddenError);
    expect(given([]).when('CreateTeam', create(), otherOwner)).toThrow(NotFoundError);
    expect(given([]).when('CreateTeam', create(), admin)).toThrow(ForbiddenError);
    expect(
      given([]).when('CreateTeam', create({ network: { networkId, ownerId: admin.userId, archived: false } }), admin),
    ).not.toThrow();
    expect(given([]).when('CreateTeam', create({ network: { networkId, ownerId: null, archived: false } }))).toThrow(
      'Network not found',
    );
    expect(given([]).when('CreateTeam', create({ network: { ...network, archived: true } }))).toThrow(ConflictError);
  });

  it('requires a name ≤ 260, a purpose ≤ 1000, and known skills', () => {
    expect(errorOf(given([]).when('CreateTeam', create({ name: ' ' }))).fields).toEqual({
      name: 'Team name is required',
    });
    expect(errorOf(given([]).when('CreateTeam', create({ name: 'n'.repeat(261) }))).fields).toEqual({
      name: 'Team name must be at most 260 characters',
    });
    expect(errorOf(given([]).when('CreateTeam', create({ purpose: 'p'.repeat(1001) }))).fields).toEqual({
      purpose: 'Purpose must be at most 1000 characters',
    });
    const unknown = errorOf(given([]).when('CreateTeam', create({ requiredSkillIds: [1, 99999] })));
    expect(unknown).toBeInstanceOf(ValidationError);
    expect(unknown.fields).toEqual({ required_skill_ids: 'Unknown skill id: 99999' });
    expect(
      given([]).when('CreateTeam', create({ name: 'n'.repeat(260), purpose: 'p'.repeat(1000), requiredSkillIds: [] })),
    ).not.toThrow();
  });

  it('does not create a team twice (409)', () => {
    expect(given([created]).when('CreateTeam', create())).toThrow(ConflictError);
  });
});

describe('team decider: members', () => {
  const offered = (
    overrides: Partial<{ specialistId: string; allocationDays: number; overAllocated: boolean }> = {},
  ) => ({
    specialistId: priya.userId,
    roleTitle: 'Lead designer',
    allocationDays: 2.5,
    offerId: 'o1',
    overAllocated: false,
    ...overrides,
  });

  it('adds the specialist of an accepted offer with its role and days, marked when it was beyond their free days', () => {
    expect(given([created]).when('AddOfferedMember', offered(), priya)()).toEqual([
      {
        type: 'TeamMemberAdded',
        data: {
          teamId,
          networkId,
          specialistId: priya.userId,
          roleTitle: 'Lead designer',
          allocationDays: 2.5,
          addedAt: now,
          offerId: 'o1',
        },
      },
    ]);
    expect(given([created]).when('AddOfferedMember', offered({ overAllocated: true }), priya)()[0]!.data).toMatchObject(
      {
        overAllocated: true,
      },
    );
  });

  it('adds nobody twice, and nobody to an archived team (an acceptance handled again changes nothing)', () => {
    expect(given(withPriya).when('AddOfferedMember', offered(), priya)()).toEqual([]);
    expect(given([created, archived]).when('AddOfferedMember', offered(), priya)()).toEqual([]);
    expect(given([]).when('AddOfferedMember', offered(), priya)()).toEqual([]);
  });

  it('holds the allocation to half days from 0.5 to 5 and the role to 260 characters', () => {
    const add = (allocationDays: number) =>
      given([created]).when('AddOfferedMember', offered({ allocationDays }), priya);
    const addAs = (roleTitle: string) => given([created]).when('AddOfferedMember', { ...offered(), roleTitle }, priya);
    for (const days of [0, 6, 2.25, 0.4, -1, Number.NaN])
      expect(errorOf(add(days)).fields).toEqual({
        allocation_days: 'Allocation must be from 0.5 to 5 days per week, in half days',
      });
    for (const days of [0.5, 1, 2.5, 5]) expect(add(days)).not.toThrow();
    expect(errorOf(addAs('r'.repeat(261))).fields).toEqual({ role_title: 'Role must be at most 260 characters' });
    expect(
      errorOf(given(withPriya).when('ChangeTeamMember', { specialistId: priya.userId, allocationDays: 9 })).fields,
    ).toEqual({
      allocation_days: 'Allocation must be from 0.5 to 5 days per week, in half days',
    });
  });

  it('changes the role or the allocation, keeping what is not sent', () => {
    expect(given(withPriya).when('ChangeTeamMember', { specialistId: priya.userId, allocationDays: 1 })()).toEqual([
      {
        type: 'TeamMemberChanged',
        data: { teamId, specialistId: priya.userId, roleTitle: 'Engineer', allocationDays: 1, changedAt: now },
      },
    ]);
    expect(given(withPriya).when('ChangeTeamMember', { specialistId: stranger.userId, roleTitle: 'x' })).toThrow(
      NotFoundError,
    );
  });

  it('removes a member, and is 404 for someone not in the team', () => {
    expect(given(withPriya).when('RemoveTeamMember', { specialistId: priya.userId })()).toEqual([
      { type: 'TeamMemberRemoved', data: { teamId, specialistId: priya.userId, removedAt: now } },
    ]);
    expect(given(withPriya).when('RemoveTeamMember', { specialistId: 'constructor' })).toThrow(
      'This specialist is not in the team',
    );
    expect(
      given([...withPriya, { type: 'TeamMemberRemoved', data: { teamId, specialistId: priya.userId, removedAt: now } }])
        .state.members,
    ).toEqual({});
  });

  it('takes out a member who left the network, and nobody else', () => {
    expect(
      given(withPriya).when(
        'RemoveDepartedMember',
        { specialistId: priya.userId, joinedSpecialistIds: ['spec-2'] },
        stranger,
      )(),
    ).toEqual([{ type: 'TeamMemberRemoved', data: { teamId, specialistId: priya.userId, removedAt: now } }]);
    expect(
      given(withPriya).when(
        'RemoveDepartedMember',
        { specialistId: priya.userId, joinedSpecialistIds: joined },
        stranger,
      )(),
    ).toEqual([]);
    expect(
      given(withPriya).when('RemoveDepartedMember', { specialistId: 'spec-7', joinedSpecialistIds: [] })(),
    ).toEqual([]);
    expect(
      given([...withPriya, archived]).when('RemoveDepartedMember', {
        specialistId: priya.userId,
        joinedSpecialistIds: [],
      })(),
    ).toEqual([]);
  });
});

describe('team decider: details, status and archive', () => {
  it('changes the details sent and keeps the others', () => {
    expect(
      given([created]).when('UpdateTeam', { purpose: 'Ship it', requiredSkillIds: [3], catalog: skills })(),
    ).toEqual([
      {
        type: 'TeamDetailsChanged',
        data: {
          teamId,
          name: 'Checkout squad',
          purpose: 'Ship it',
          requiredSkills: [{ id: 3, title: 'Python' }],
          changedAt: now,
        },
      },
    ]);
    expect(errorOf(given([created]).when('UpdateTeam', { name: '', catalog: skills })).fields).toEqual({
      name: 'Team name is required',
    });
    expect(errorOf(given([created]).when('UpdateTeam', { requiredSkillIds: [77777], catalog: skills })).fields).toEqual(
      { required_skill_ids: 'Unknown skill id: 77777' },
    );
  });

  it('moves Draft → Saved → Approved and back one step at a time; 409 for any other move; no event for no change', () => {
    const at = (status: TeamStatus) =>
      given(
        status === 'Draft' ? [created] : [created, { type: 'TeamStatusSet', data: { teamId, status, setAt: now } }],
      );
    for (const from of TEAM_STATUSES) {
      for (const to of TEAM_STATUSES) {
        const decide = at(from).when('SetTeamStatus', { status: to });
        if (from === to) expect(decide(), `${from} → ${to}`).toEqual([]);
        else if (TEAM_TRANSITIONS[from].includes(to))
          expect(decide(), `${from} → ${to}`).toEqual([
            { type: 'TeamStatusSet', data: { teamId, status: to, setAt: now } },
          ]);
        else
          expect(decide, `${from} → ${to}`).toThrow(
            'A team goes from Draft to Saved to Approved, and back one step at a time',
          );
      }
    }
    expect(TEAM_TRANSITIONS).toEqual({ Draft: ['Saved'], Saved: ['Draft', 'Approved'], Approved: ['Saved'] });
    expect(errorOf(given([created]).when('SetTeamStatus', { status: 'Done' as never })).fields).toEqual({
      status: 'Status must be Draft, Saved or Approved',
    });
  });

  it('archives, and then changes nothing more (409)', () => {
    expect(given([created]).when('ArchiveTeam', {})()).toEqual([archived]);
    const after = given([...withPriya, archived]);
    expect(after.when('ArchiveTeam', {})).toThrow(ConflictError);
    expect(after.when('UpdateTeam', { name: 'x', catalog: skills })).toThrow('This team is archived');
    expect(after.when('SetTeamStatus', { status: 'Saved' })).toThrow(ConflictError);
    expect(after.when('ChangeTeamMember', { specialistId: priya.userId, allocationDays: 1 })).toThrow(ConflictError);
    expect(after.when('RemoveTeamMember', { specialistId: priya.userId })).toThrow(ConflictError);
  });
});

describe('team decider: only the owner changes a team', () => {
  const commands = [
    ['UpdateTeam', { name: 'Mine', catalog: skills }],
    ['ChangeTeamMember', { specialistId: priya.userId, allocationDays: 1 }],
    ['RemoveTeamMember', { specialistId: priya.userId }],
    ['SetTeamStatus', { status: 'Saved' }],
    ['ArchiveTeam', {}],
  ] as const;

  it.each(commands)(
    '%s: 404 for another owner and a specialist outside the team, 403 for admins and team members',
    (type, data) => {
      const run = (actor: Actor) => given(withPriya).when(type, data as never, actor);
      expect(run(otherOwner)).toThrow(NotFoundError);
      expect(run(stranger)).toThrow(NotFoundError);
      expect(run(admin)).toThrow(ForbiddenError);
      expect(run(priya)).toThrow(ForbiddenError);
      expect(run(owner)).not.toThrow();
    },
  );

  it('is 404 for a team that does not exist', () => {
    expect(given([]).when('SetTeamStatus', { status: 'Saved' })).toThrow(NotFoundError);
  });
});
