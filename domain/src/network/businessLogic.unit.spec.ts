import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../shared/errors';
import { networkDecider, type NetworkCommand } from './businessLogic';
import { joinedSpecialistIds, type NetworkStreamEvent } from './network';

const now = '2026-03-01T09:00:00.000Z';
const networkId = 'n1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const superAdmin: Actor = { userId: 'super-1', userType: 'super_admin' };
const priya: Actor = { userId: 'spec-1', userType: 'specialist' };
const stranger: Actor = { userId: 'spec-9', userType: 'specialist' };

const given = DeciderSpecification.for(networkDecider);
const command = <T extends NetworkCommand['type']>(
  type: T,
  data: Omit<Extract<NetworkCommand, { type: T }>['data'], 'networkId'>,
  actor: Actor = owner,
) => ({ type, data: { networkId, ...data }, metadata: { now, actor } }) as NetworkCommand;

// ── Object mothers ───────────────────────────────────────────────────────────
const created: NetworkStreamEvent = {
  type: 'NetworkCreated',
  data: { networkId, ownerId: owner.userId, name: 'Design guild', description: 'Designers we trust', createdAt: now },
};
const archived: NetworkStreamEvent = { type: 'NetworkArchived', data: { networkId, archivedAt: now } };
const invited = (
  membershipId: string,
  specialistId: string | null,
  email: string | null = null,
): NetworkStreamEvent => ({
  type: 'SpecialistInvited',
  data: { networkId, membershipId, specialistId, email, invitedAt: now },
});
const accepted = (membershipId: string, specialistId: string): NetworkStreamEvent => ({
  type: 'InvitationAccepted',
  data: { networkId, membershipId, specialistId, acceptedAt: now },
});
const declined = (membershipId: string, specialistId: string): NetworkStreamEvent => ({
  type: 'InvitationDeclined',
  data: { networkId, membershipId, specialistId, declinedAt: now },
});
const removed = (membershipId: string, specialistId: string | null): NetworkStreamEvent => ({
  type: 'MemberRemoved',
  data: { networkId, membershipId, specialistId, removedAt: now },
});
const left = (membershipId: string, specialistId: string): NetworkStreamEvent => ({
  type: 'MemberLeft',
  data: { networkId, membershipId, specialistId, leftAt: now },
});
const priyaJoined = [created, invited('m1', priya.userId), accepted('m1', priya.userId)];
const specialistInvitee = { userType: 'specialist' as const, accountEmail: 'priya@example.com' };
const noAccount = { userType: null, accountEmail: null };

describe('network decider: creating, changing and archiving', () => {
  it('lets a business owner, an admin and a super admin create a network they own', () => {
    for (const actor of [owner, admin, superAdmin]) {
      given([])
        .when(command('CreateNetwork', { name: 'Design guild', description: '' }, actor))
        .then([
          {
            type: 'NetworkCreated',
            data: { networkId, ownerId: actor.userId, name: 'Design guild', description: '', createdAt: now },
          },
        ]);
    }
  });

  it('refuses a specialist (403)', () => {
    given([])
      .when(command('CreateNetwork', { name: 'Mine', description: '' }, priya))
      .thenThrows(ForbiddenError);
  });

  it('requires a name of at most 260 characters and a description of at most 1000', () => {
    given([])
      .when(command('CreateNetwork', { name: '  ', description: '' }))
      .thenThrows(ValidationError, { fields: { name: 'network.nameRequired' } });
    given([])
      .when(command('CreateNetwork', { name: 'x'.repeat(261), description: '' }))
      .thenThrows(ValidationError, { fields: { name: 'network.nameTooLong' } });
    given([])
      .when(command('CreateNetwork', { name: 'x'.repeat(260), description: 'd'.repeat(1000) }))
      .then((events) => expect(events).not.toEqual([]));
    given([])
      .when(command('CreateNetwork', { name: 'ok', description: 'd'.repeat(1001) }))
      .thenThrows(ValidationError, { fields: { description: 'network.descriptionTooLong' } });
  });

  it('does not create a network twice (409)', () => {
    given([created])
      .when(command('CreateNetwork', { name: 'Again', description: '' }))
      .thenThrows(ConflictError);
  });

  it('changes the fields sent and keeps the others', () => {
    given([created])
      .when(command('UpdateNetwork', { description: 'Only the best' }))
      .then([
        {
          type: 'NetworkDetailsChanged',
          data: { networkId, name: 'Design guild', description: 'Only the best', changedAt: now },
        },
      ]);
    given([created])
      .when(command('UpdateNetwork', { name: '' }))
      .thenThrows(ValidationError, { fields: { name: 'network.nameRequired' } });
  });

  it('archives, and then changes nothing more (409)', () => {
    given([created])
      .when(command('ArchiveNetwork', {}))
      .then([{ type: 'NetworkArchived', data: { networkId, archivedAt: now } }]);
    const after = given([created, archived]);
    after.when(command('ArchiveNetwork', {})).thenThrows(ConflictError);
    after.when(command('UpdateNetwork', { name: 'New' })).thenThrows(ConflictError, 'network.networkArchived');
    after
      .when(
        command('InviteSpecialist', {
          membershipId: 'm1',
          specialistId: priya.userId,
          email: null,
          invitee: specialistInvitee,
        }),
      )
      .thenThrows(ConflictError);
  });

  it('is 404 for a network that does not exist', () => {
    given([])
      .when(command('UpdateNetwork', { name: 'x' }))
      .thenThrows(NotFoundError);
    given([]).when(command('ArchiveNetwork', {})).thenThrows(NotFoundError);
  });
});

describe('network decider: only the owner changes a network', () => {
  const change = (actor: Actor, events: NetworkStreamEvent[] = priyaJoined) =>
    given(events).when(command('UpdateNetwork', { name: 'Mine now' }, actor));

  it("is 404 for another owner and for a specialist who is not a member: the network's existence does not leak", () => {
    change(otherOwner).thenThrows(NotFoundError);
    change(stranger).thenThrows(NotFoundError);
  });

  it('is 403 for admins (they read every network but change only their own) and for members', () => {
    change(admin).thenThrows(ForbiddenError);
    change(superAdmin).thenThrows(ForbiddenError);
    change(priya).thenThrows(ForbiddenError);
  });

  it('keeps other owners away from members, notes and invitations alike', () => {
    given(priyaJoined)
      .when(command('RemoveMember', { membershipId: 'm1' }, otherOwner))
      .thenThrows(NotFoundError);
    given(priyaJoined)
      .when(command('SetMemberNote', { membershipId: 'm1', note: 'mine' }, otherOwner))
      .thenThrows(NotFoundError);
    given(priyaJoined)
      .when(command('SetMemberNote', { membershipId: 'm1', note: 'mine' }, admin))
      .thenThrows(ForbiddenError);
    const invite = { membershipId: 'm2', specialistId: stranger.userId, email: null, invitee: specialistInvitee };
    given(priyaJoined)
      .when(command('InviteSpecialist', invite, otherOwner))
      .thenThrows(NotFoundError);
    given(priyaJoined)
      .when(command('InviteSpecialist', invite, admin))
      .thenThrows(ForbiddenError);
  });
});

describe('network decider: invitations', () => {
  it('invites a specialist by id', () => {
    given([created])
      .when(
        command('InviteSpecialist', {
          membershipId: 'm1',
          specialistId: priya.userId,
          email: null,
          invitee: specialistInvitee,
        }),
      )
      .then([
        {
          type: 'SpecialistInvited',
          data: { networkId, membershipId: 'm1', specialistId: priya.userId, email: null, invitedAt: now },
        },
      ]);
  });

  it('invites an address with no account yet, lower-cased', () => {
    given([created])
      .when(
        command('InviteSpecialist', {
          membershipId: 'm1',
          specialistId: null,
          email: ' New@Example.com ',
          invitee: noAccount,
        }),
      )
      .then([
        {
          type: 'SpecialistInvited',
          data: { networkId, membershipId: 'm1', specialistId: null, email: 'new@example.com', invitedAt: now },
        },
      ]);
  });

  it('refuses an id that is no specialist’s, whoever holds it, and an empty invitation (400)', () => {
    for (const invitee of [
      noAccount,
      { userType: 'business_owner' as const, accountEmail: 'boss@example.com' },
      { userType: 'admin' as const, accountEmail: 'root@example.com' },
    ]) {
      given([created])
        .when(
          command('InviteSpecialist', {
            membershipId: 'm1',
            specialistId: 'someone',
            email: null,
            invitee,
          }),
        )
        .thenThrows(ValidationError, { fields: { specialist_id: 'network.specialistNotFound' } });
    }
    given([created])
      .when(
        command('InviteSpecialist', {
          membershipId: 'm1',
          specialistId: null,
          email: null,
          invitee: noAccount,
        }),
      )
      .thenThrows(ValidationError, { fields: { email: 'network.inviteeRequired' } });
  });

  it('refuses a second invitation while one is pending or joined (409), by id or by address', () => {
    const pending = given([created, invited('m1', priya.userId)]);
    pending
      .when(
        command('InviteSpecialist', {
          membershipId: 'm2',
          specialistId: priya.userId,
          email: null,
          invitee: specialistInvitee,
        }),
      )
      .thenThrows(ConflictError);
    given(priyaJoined)
      .when(
        command('InviteSpecialist', {
          membershipId: 'm2',
          specialistId: priya.userId,
          email: null,
          invitee: specialistInvitee,
        }),
      )
      .thenThrows(ConflictError, 'network.alreadyInvited');
    // Invited by address before registering, then found by id in search: the same person.
    const byAddress = given([created, invited('m1', null, 'priya@example.com')]);
    byAddress
      .when(
        command('InviteSpecialist', {
          membershipId: 'm2',
          specialistId: priya.userId,
          email: null,
          invitee: specialistInvitee,
        }),
      )
      .thenThrows(ConflictError);
    byAddress
      .when(
        command('InviteSpecialist', {
          membershipId: 'm2',
          specialistId: null,
          email: 'PRIYA@example.com',
          invitee: noAccount,
        }),
      )
      .thenThrows(ConflictError);
  });

  it('invites again after a decline, a removal or a leave: a new membership', () => {
    for (const ended of [declined('m1', priya.userId), removed('m1', priya.userId), left('m1', priya.userId)]) {
      const events =
        ended.type === 'InvitationDeclined' ? [created, invited('m1', priya.userId), ended] : [...priyaJoined, ended];
      given(events)
        .when(
          command('InviteSpecialist', {
            membershipId: 'm2',
            specialistId: priya.userId,
            email: null,
            invitee: specialistInvitee,
          }),
        )
        .then([
          expect.objectContaining({ type: 'SpecialistInvited', data: expect.objectContaining({ membershipId: 'm2' }) }),
        ]);
    }
  });
});

describe('network decider: answering an invitation (invited → joined | declined)', () => {
  const pending = given([created, invited('m1', priya.userId)]);

  it('lets the invitee accept or decline', () => {
    pending.when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, priya)).then([
      {
        type: 'InvitationAccepted',
        data: { networkId, membershipId: 'm1', specialistId: priya.userId, acceptedAt: now },
      },
    ]);
    pending.when(command('DeclineInvitation', { membershipId: 'm1', actorEmail: null }, priya)).then([
      {
        type: 'InvitationDeclined',
        data: { networkId, membershipId: 'm1', specialistId: priya.userId, declinedAt: now },
      },
    ]);
  });

  it('matches an invitation by address to the account that registered with it', () => {
    const byAddress = given([created, invited('m1', null, 'new@example.com')]);
    byAddress.when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: 'New@Example.com' }, stranger)).then([
      {
        type: 'InvitationAccepted',
        data: { networkId, membershipId: 'm1', specialistId: stranger.userId, acceptedAt: now },
      },
    ]);
    byAddress
      .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: 'other@example.com' }, priya))
      .thenThrows(NotFoundError);
  });

  it('refuses an invitation by address to someone already joined by another membership (409), who may still decline it', () => {
    const twice = given([...priyaJoined, invited('m2', null, 'priya@example.com')]);
    twice
      .when(command('AcceptInvitation', { membershipId: 'm2', actorEmail: 'priya@example.com' }, priya))
      .thenThrows(ConflictError, 'network.alreadyMember');
    twice
      .when(command('DeclineInvitation', { membershipId: 'm2', actorEmail: 'priya@example.com' }, priya))
      .then([expect.objectContaining({ type: 'InvitationDeclined' })]);
  });

  it('is 404 for anyone but the invitee who cannot see it, 403 for the owner and admins who can', () => {
    pending
      .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, stranger))
      .thenThrows(NotFoundError);
    pending
      .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, otherOwner))
      .thenThrows(NotFoundError);
    pending
      .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, owner))
      .thenThrows(ForbiddenError);
    pending
      .when(command('DeclineInvitation', { membershipId: 'm1', actorEmail: null }, admin))
      .thenThrows(ForbiddenError);
    pending
      .when(command('AcceptInvitation', { membershipId: 'nope', actorEmail: null }, priya))
      .thenThrows(NotFoundError, 'network.invitationNotFound');
    pending
      .when(command('AcceptInvitation', { membershipId: 'constructor', actorEmail: null }, priya))
      .thenThrows(NotFoundError);
  });

  it('refuses an address holder who registered as a business owner (403)', () => {
    const byAddress = given([created, invited('m1', null, 'boss@example.com')]);
    byAddress
      .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: 'boss@example.com' }, otherOwner))
      .thenThrows(ForbiddenError);
  });

  it('answers once: an answered, withdrawn or ended invitation is 409', () => {
    for (const events of [
      priyaJoined,
      [created, invited('m1', priya.userId), declined('m1', priya.userId)],
      [created, invited('m1', priya.userId), removed('m1', priya.userId)],
    ]) {
      given(events)
        .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, priya))
        .thenThrows(ConflictError, 'network.notPending');
      given(events)
        .when(command('DeclineInvitation', { membershipId: 'm1', actorEmail: null }, priya))
        .thenThrows(ConflictError);
    }
  });

  it('is closed once the network is archived (409)', () => {
    given([created, invited('m1', priya.userId), archived])
      .when(command('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, priya))
      .thenThrows(ConflictError);
  });
});

describe('network decider: ending a membership (joined → removed | left)', () => {
  it('lets the owner remove a member or withdraw a pending invitation', () => {
    given(priyaJoined)
      .when(command('RemoveMember', { membershipId: 'm1' }))
      .then([
        { type: 'MemberRemoved', data: { networkId, membershipId: 'm1', specialistId: priya.userId, removedAt: now } },
      ]);
    given([created, invited('m2', null, 'x@example.com')])
      .when(command('RemoveMember', { membershipId: 'm2' }))
      .then([{ type: 'MemberRemoved', data: { networkId, membershipId: 'm2', specialistId: null, removedAt: now } }]);
  });

  it('refuses to remove a membership that already ended (409) or does not exist (404)', () => {
    given([...priyaJoined, left('m1', priya.userId)])
      .when(command('RemoveMember', { membershipId: 'm1' }))
      .thenThrows(ConflictError);
    given([created, invited('m1', priya.userId), declined('m1', priya.userId)])
      .when(
        command('RemoveMember', {
          membershipId: 'm1',
        }),
      )
      .thenThrows(ConflictError);
    given(priyaJoined)
      .when(command('RemoveMember', { membershipId: 'm9' }))
      .thenThrows(NotFoundError, 'network.memberNotFound');
  });

  it('lets a joined member leave, and only them', () => {
    given(priyaJoined)
      .when(command('LeaveNetwork', { membershipId: 'm1' }, priya))
      .then([{ type: 'MemberLeft', data: { networkId, membershipId: 'm1', specialistId: priya.userId, leftAt: now } }]);
    given(priyaJoined)
      .when(command('LeaveNetwork', { membershipId: 'm1' }, stranger))
      .thenThrows(NotFoundError);
    given(priyaJoined)
      .when(command('LeaveNetwork', { membershipId: 'm1' }, owner))
      .thenThrows(ForbiddenError);
    given([created, invited('m1', priya.userId)])
      .when(command('LeaveNetwork', { membershipId: 'm1' }, priya))
      .thenThrows(ConflictError, 'network.notJoined');
    given([...priyaJoined, removed('m1', priya.userId)])
      .when(command('LeaveNetwork', { membershipId: 'm1' }, priya))
      .thenThrows(ConflictError);
  });

  it('keeps joined members apart from ended ones', () => {
    const state = given([
      ...priyaJoined,
      invited('m2', stranger.userId),
      accepted('m2', stranger.userId),
      left('m2', stranger.userId),
    ]).state;
    expect(joinedSpecialistIds(state)).toEqual([priya.userId]);
  });
});

describe('network decider: the erasure of a member’s account', () => {
  const end = (specialistId = priya.userId): NetworkCommand => ({
    type: 'EndErasedMemberships',
    data: { networkId, specialistId },
    metadata: { now },
  });

  it('ends their joined membership and pending invitation, not an ended one, nor anyone else’s; once', () => {
    const events = [
      ...priyaJoined,
      invited('m2', stranger.userId),
      invited('m3', priya.userId),
      left('m1', priya.userId),
      invited('m4', priya.userId),
      accepted('m4', priya.userId),
    ];
    const ended: NetworkStreamEvent[] = ['m3', 'm4'].map((membershipId) => ({
      type: 'MemberErased',
      data: { networkId, membershipId, specialistId: priya.userId, erasedAt: now },
    }));
    given(events).when(end()).then(ended);
    const after = given([...events, ...ended]).state;
    expect(joinedSpecialistIds(after)).toEqual([]);
    expect(after.memberships.m2?.status).toBe('invited');
    given([...events, ...ended])
      .when(end())
      .thenNothingHappened();
    given([created]).when(end()).thenNothingHappened();
  });
});

describe("network decider: the owner's notes and tags", () => {
  it('sets the fields sent and keeps the others', () => {
    const noted: NetworkStreamEvent = {
      type: 'MemberNoteSet',
      data: { networkId, membershipId: 'm1', note: 'Great at research', tags: ['ux', 'senior'], setAt: now },
    };
    given(priyaJoined)
      .when(command('SetMemberNote', { membershipId: 'm1', note: 'Great at research', tags: ['ux', 'senior'] }))
      .then([noted]);
    given([...priyaJoined, noted])
      .when(command('SetMemberNote', { membershipId: 'm1', tags: [] }))
      .then([
        {
          type: 'MemberNoteSet',
          data: { networkId, membershipId: 'm1', note: 'Great at research', tags: [], setAt: now },
        },
      ]);
  });

  it('holds the limits: note ≤ 1000, at most 20 tags of ≤ 40 characters', () => {
    const set = (data: { note?: string; tags?: string[] }, fields: FieldErrors) =>
      given(priyaJoined)
        .when(command('SetMemberNote', { membershipId: 'm1', ...data }))
        .thenThrows(ValidationError, { fields });
    set({ note: 'n'.repeat(1001) }, { note: 'network.noteTooLong' });
    set({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, { tags: 'network.tooManyTags' });
    set({ tags: ['t'.repeat(41)] }, { tags: 'network.tagTooLong' });
  });

  it('is the owner’s only: a member cannot see or set it', () => {
    given(priyaJoined)
      .when(command('SetMemberNote', { membershipId: 'm1', note: 'me' }, priya))
      .thenThrows(ForbiddenError);
  });
});

describe('network decider: teams of the network', () => {
  it('records a team once, for the owner only', () => {
    given([created])
      .when(command('AddNetworkTeam', { teamId: 't1' }))
      .then([{ type: 'NetworkTeamAdded', data: { networkId, teamId: 't1', addedAt: now } }]);
    const withTeam = given([created, { type: 'NetworkTeamAdded', data: { networkId, teamId: 't1', addedAt: now } }]);
    expect(withTeam.state.teamIds).toEqual(['t1']);
    withTeam.when(command('AddNetworkTeam', { teamId: 't1' })).thenNothingHappened();
    given([created])
      .when(command('AddNetworkTeam', { teamId: 't1' }, otherOwner))
      .thenThrows(NotFoundError);
    given([created, archived])
      .when(command('AddNetworkTeam', { teamId: 't1' }))
      .thenThrows(ConflictError);
  });
});
