import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { catalogs } from '../specialist/testData';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
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

const given = DeciderSpecification.for(teamDecider);
const command = <T extends TeamCommand['type']>(
  type: T,
  data: Omit<Extract<TeamCommand, { type: T }>['data'], 'teamId'>,
  actor: Actor = owner,
) => ({ type, data: { teamId, ...data }, metadata: { now, actor } }) as TeamCommand;

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
    given([]).when(command('CreateTeam', create())).then([created]);
  });

  it('is for business owners and admins in their own network', () => {
    given([])
      .when(command('CreateTeam', create(), priya))
      .thenThrows(ForbiddenError);
    given([])
      .when(command('CreateTeam', create(), otherOwner))
      .thenThrows(NotFoundError);
    given([])
      .when(command('CreateTeam', create(), admin))
      .thenThrows(ForbiddenError);
    given([])
      .when(command('CreateTeam', create({ network: { networkId, ownerId: admin.userId, archived: false } }), admin))
      .then((events) => expect(events).not.toEqual([]));
    given([])
      .when(command('CreateTeam', create({ network: { networkId, ownerId: null, archived: false } })))
      .thenThrows(NotFoundError, 'network.networkNotFound');
    given([])
      .when(command('CreateTeam', create({ network: { ...network, archived: true } })))
      .thenThrows(ConflictError);
  });

  it('requires a name ≤ 260, a purpose ≤ 1000, and known skills', () => {
    given([])
      .when(command('CreateTeam', create({ name: ' ' })))
      .thenThrows(ValidationError, { fields: { name: 'team.nameRequired' } });
    given([])
      .when(command('CreateTeam', create({ name: 'n'.repeat(261) })))
      .thenThrows(ValidationError, { fields: { name: 'team.nameTooLong' } });
    given([])
      .when(command('CreateTeam', create({ purpose: 'p'.repeat(1001) })))
      .thenThrows(ValidationError, { fields: { purpose: 'team.purposeTooLong' } });
    given([])
      .when(command('CreateTeam', create({ requiredSkillIds: [1, 99999] })))
      .thenThrows(ValidationError, { fields: { required_skill_ids: ['specialist.unknownIds', 'skill', [99999]] } });
    given([])
      .when(command('CreateTeam', create({ name: 'n'.repeat(260), purpose: 'p'.repeat(1000), requiredSkillIds: [] })))
      .then((events) => expect(events).not.toEqual([]));
  });

  it('does not create a team twice (409)', () => {
    given([created]).when(command('CreateTeam', create())).thenThrows(ConflictError);
  });
});

describe('team decider: members', () => {
  it('adds a specialist who has joined the network, with a role and an allocation', () => {
    given([created])
      .when(
        command('AddTeamMember', {
          specialistId: priya.userId,
          roleTitle: 'Lead designer',
          allocationDays: 5,
          joinedSpecialistIds: joined,
        }),
      )
      .then([
        {
          type: 'TeamMemberAdded',
          data: {
            teamId,
            networkId,
            specialistId: priya.userId,
            roleTitle: 'Lead designer',
            allocationDays: 5,
            addedAt: now,
          },
        },
      ]);
  });

  it('refuses a specialist who has not joined the network (400 team.memberNotInNetwork)', () => {
    given([created])
      .when(
        command('AddTeamMember', {
          specialistId: stranger.userId,
          roleTitle: '',
          allocationDays: 2,
          joinedSpecialistIds: joined,
        }),
      )
      .thenThrows(ValidationError, {
        fields: { specialist_id: 'team.memberNotInNetwork' },
      });
  });

  it('adds a specialist once (409)', () => {
    given(withPriya)
      .when(
        command('AddTeamMember', {
          specialistId: priya.userId,
          roleTitle: '',
          allocationDays: 2,
          joinedSpecialistIds: joined,
        }),
      )
      .thenThrows(ConflictError, 'team.alreadyMember');
  });

  it('holds the allocation to whole days from 1 to 5 and the role to 260 characters', () => {
    const add = (allocationDays: number, roleTitle = '') =>
      given([created]).when(
        command('AddTeamMember', {
          specialistId: priya.userId,
          roleTitle,
          allocationDays,
          joinedSpecialistIds: joined,
        }),
      );
    for (const days of [0, 6, 2.5, -1, Number.NaN])
      add(days).thenThrows(ValidationError, {
        fields: { allocation_days: 'team.allocationInvalid' },
      });
    for (const days of [1, 5]) add(days).then((events) => expect(events).toHaveLength(1));
    add(3, 'r'.repeat(261)).thenThrows(ValidationError, {
      fields: { role_title: 'team.roleTooLong' },
    });
    given(withPriya)
      .when(command('ChangeTeamMember', { specialistId: priya.userId, allocationDays: 9 }))
      .thenThrows(ValidationError, {
        fields: { allocation_days: 'team.allocationInvalid' },
      });
  });

  it('changes the role or the allocation, keeping what is not sent', () => {
    given(withPriya)
      .when(command('ChangeTeamMember', { specialistId: priya.userId, allocationDays: 1 }))
      .then([
        {
          type: 'TeamMemberChanged',
          data: { teamId, specialistId: priya.userId, roleTitle: 'Engineer', allocationDays: 1, changedAt: now },
        },
      ]);
    given(withPriya)
      .when(command('ChangeTeamMember', { specialistId: stranger.userId, roleTitle: 'x' }))
      .thenThrows(NotFoundError);
  });

  it('removes a member, and is 404 for someone not in the team', () => {
    given(withPriya)
      .when(command('RemoveTeamMember', { specialistId: priya.userId }))
      .then([{ type: 'TeamMemberRemoved', data: { teamId, specialistId: priya.userId, removedAt: now } }]);
    given(withPriya)
      .when(command('RemoveTeamMember', { specialistId: 'constructor' }))
      .thenThrows(NotFoundError, 'team.notAMember');
    expect(
      given([...withPriya, { type: 'TeamMemberRemoved', data: { teamId, specialistId: priya.userId, removedAt: now } }])
        .state.members,
    ).toEqual({});
  });

  it('takes out a member who left the network, and nobody else', () => {
    given(withPriya)
      .when(command('RemoveDepartedMember', { specialistId: priya.userId, joinedSpecialistIds: ['spec-2'] }, stranger))
      .then([{ type: 'TeamMemberRemoved', data: { teamId, specialistId: priya.userId, removedAt: now } }]);
    given(withPriya)
      .when(command('RemoveDepartedMember', { specialistId: priya.userId, joinedSpecialistIds: joined }, stranger))
      .thenNothingHappened();
    given(withPriya)
      .when(command('RemoveDepartedMember', { specialistId: 'spec-7', joinedSpecialistIds: [] }))
      .thenNothingHappened();
    given([...withPriya, archived])
      .when(
        command('RemoveDepartedMember', {
          specialistId: priya.userId,
          joinedSpecialistIds: [],
        }),
      )
      .thenNothingHappened();
  });
});

describe('team decider: details, status and archive', () => {
  it('changes the details sent and keeps the others', () => {
    given([created])
      .when(command('UpdateTeam', { purpose: 'Ship it', requiredSkillIds: [3], catalog: skills }))
      .then([
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
    given([created])
      .when(command('UpdateTeam', { name: '', catalog: skills }))
      .thenThrows(ValidationError, { fields: { name: 'team.nameRequired' } });
    given([created])
      .when(command('UpdateTeam', { requiredSkillIds: [77777], catalog: skills }))
      .thenThrows(ValidationError, { fields: { required_skill_ids: ['specialist.unknownIds', 'skill', [77777]] } });
  });

  it('moves Draft → Saved → Approved and back one step at a time; 409 for any other move; no event for no change', () => {
    const at = (status: TeamStatus) =>
      given(
        status === 'Draft' ? [created] : [created, { type: 'TeamStatusSet', data: { teamId, status, setAt: now } }],
      );
    for (const from of TEAM_STATUSES) {
      for (const to of TEAM_STATUSES) {
        const when = at(from).when(command('SetTeamStatus', { status: to }));
        if (from === to) when.thenNothingHappened();
        else if (TEAM_TRANSITIONS[from].includes(to))
          when.then([{ type: 'TeamStatusSet', data: { teamId, status: to, setAt: now } }]);
        else when.thenThrows(ConflictError, 'team.statusMoveNotAllowed');
      }
    }
    expect(TEAM_TRANSITIONS).toEqual({ Draft: ['Saved'], Saved: ['Draft', 'Approved'], Approved: ['Saved'] });
    given([created])
      .when(command('SetTeamStatus', { status: 'Done' as never }))
      .thenThrows(ValidationError, { fields: { status: 'team.statusInvalid' } });
  });

  it('archives, and then changes nothing more (409)', () => {
    given([created]).when(command('ArchiveTeam', {})).then([archived]);
    const after = given([...withPriya, archived]);
    after.when(command('ArchiveTeam', {})).thenThrows(ConflictError);
    after.when(command('UpdateTeam', { name: 'x', catalog: skills })).thenThrows(ConflictError, 'team.teamArchived');
    after.when(command('SetTeamStatus', { status: 'Saved' })).thenThrows(ConflictError);
    after
      .when(
        command('AddTeamMember', {
          specialistId: 'spec-2',
          roleTitle: '',
          allocationDays: 1,
          joinedSpecialistIds: joined,
        }),
      )
      .thenThrows(ConflictError);
    after
      .when(command('ChangeTeamMember', { specialistId: priya.userId, allocationDays: 1 }))
      .thenThrows(ConflictError);
    after.when(command('RemoveTeamMember', { specialistId: priya.userId })).thenThrows(ConflictError);
  });
});

describe('team decider: only the owner changes a team', () => {
  const commands = [
    ['UpdateTeam', { name: 'Mine', catalog: skills }],
    ['AddTeamMember', { specialistId: 'spec-2', roleTitle: '', allocationDays: 1, joinedSpecialistIds: joined }],
    ['ChangeTeamMember', { specialistId: priya.userId, allocationDays: 1 }],
    ['RemoveTeamMember', { specialistId: priya.userId }],
    ['SetTeamStatus', { status: 'Saved' }],
    ['ArchiveTeam', {}],
  ] as const;

  it.each(commands)(
    '%s: 404 for another owner and a specialist outside the team, 403 for admins and team members',
    (type, data) => {
      const run = (actor: Actor) => given(withPriya).when(command(type, data as never, actor));
      run(otherOwner).thenThrows(NotFoundError);
      run(stranger).thenThrows(NotFoundError);
      run(admin).thenThrows(ForbiddenError);
      run(priya).thenThrows(ForbiddenError);
      run(owner).then((events) => expect(events).not.toEqual([]));
    },
  );

  it('is 404 for a team that does not exist', () => {
    given([])
      .when(command('SetTeamStatus', { status: 'Saved' }))
      .thenThrows(NotFoundError);
  });
});
