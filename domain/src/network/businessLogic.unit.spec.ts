import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { errorOf } from '../shared/deciderTestKit';
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

/** given events, when a command by an actor: the events decided, or the error thrown. */
function given(events: NetworkStreamEvent[]) {
  const state = events.reduce(networkDecider.evolve, networkDecider.initialState());
  return {
    state,
    when:
      <T extends NetworkCommand['type']>(
        type: T,
        data: Omit<Extract<NetworkCommand, { type: T }>['data'], 'networkId'>,
        actor: Actor = owner,
      ) =>
      () =>
        networkDecider.decide(
          { type, data: { networkId, ...data }, metadata: { now, actor } } as NetworkCommand,
          state,
        ),
  };
}

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
      expect(given([]).when('CreateNetwork', { name: 'Design guild', description: '' }, actor)()).toEqual([
        {
          type: 'NetworkCreated',
          data: { networkId, ownerId: actor.userId, name: 'Design guild', description: '', createdAt: now },
        },
      ]);
    }
  });

  it('refuses a specialist (403)', () => {
    expect(given([]).when('CreateNetwork', { name: 'Mine', description: '' }, priya)).toThrow(ForbiddenError);
  });

  it('requires a name of at most 260 characters and a description of at most 1000', () => {
    expect(errorOf(given([]).when('CreateNetwork', { name: '  ', description: '' })).fields).toEqual({
      name: 'Network name is required',
    });
    expect(errorOf(given([]).when('CreateNetwork', { name: 'x'.repeat(261), description: '' })).fields).toEqual({
      name: 'Network name must be at most 260 characters',
    });
    expect(given([]).when('CreateNetwork', { name: 'x'.repeat(260), description: 'd'.repeat(1000) })).not.toThrow();
    const error = errorOf(given([]).when('CreateNetwork', { name: 'ok', description: 'd'.repeat(1001) }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ description: 'Description must be at most 1000 characters' });
  });

  it('does not create a network twice (409)', () => {
    expect(given([created]).when('CreateNetwork', { name: 'Again', description: '' })).toThrow(ConflictError);
  });

  it('changes the fields sent and keeps the others', () => {
    expect(given([created]).when('UpdateNetwork', { description: 'Only the best' })()).toEqual([
      {
        type: 'NetworkDetailsChanged',
        data: { networkId, name: 'Design guild', description: 'Only the best', changedAt: now },
      },
    ]);
    expect(errorOf(given([created]).when('UpdateNetwork', { name: '' })).fields).toEqual({
      name: 'Network name is required',
    });
  });

  it('archives, and then changes nothing more (409)', () => {
    expect(given([created]).when('ArchiveNetwork', {})()).toEqual([
      { type: 'NetworkArchived', data: { networkId, archivedAt: now } },
    ]);
    const after = given([created, archived]);
    expect(after.when('ArchiveNetwork', {})).toThrow(ConflictError);
    expect(after.when('UpdateNetwork', { name: 'New' })).toThrow('This network is archived');
    expect(
      after.when('InviteSpecialist', {
        membershipId: 'm1',
        specialistId: priya.userId,
        email: null,
        invitee: specialistInvitee,
      }),
    ).toThrow(ConflictError);
  });

  it('is 404 for a network that does not exist', () => {
    expect(given([]).when('UpdateNetwork', { name: 'x' })).toThrow(NotFoundError);
    expect(given([]).when('ArchiveNetwork', {})).toThrow(NotFoundError);
  });
});

describe('network decider: only the owner changes a network', () => {
  const change = (actor: Actor, events: NetworkStreamEvent[] = priyaJoined) =>
    given(events).when('UpdateNetwork', { name: 'Mine now' }, actor);

  it("is 404 for another owner and for a specialist who is not a member: the network's existence does not leak", () => {
    expect(change(otherOwner)).toThrow(NotFoundError);
    expect(change(stranger)).toThrow(NotFoundError);
  });

  it('is 403 for admins (they read every network but change only their own) and for members', () => {
    expect(change(admin)).toThrow(ForbiddenError);
    expect(change(superAdmin)).toThrow(ForbiddenError);
    expect(change(priya)).toThrow(ForbiddenError);
  });

  it('keeps other owners away from members, notes and invitations alike', () => {
    expect(given(priyaJoined).when('RemoveMember', { membershipId: 'm1' }, otherOwner)).toThrow(NotFoundError);
    expect(given(priyaJoined).when('SetMemberNote', { membershipId: 'm1', note: 'mine' }, otherOwner)).toThrow(
      NotFoundError,
    );
    expect(given(priyaJoined).when('SetMemberNote', { membershipId: 'm1', note: 'mine' }, admin)).toThrow(
      ForbiddenError,
    );
    const invite = { membershipId: 'm2', specialistId: stranger.userId, email: null, invitee: specialistInvitee };
    expect(given(priyaJoined).when('InviteSpecialist', invite, otherOwner)).toThrow(NotFoundError);
    expect(given(priyaJoined).when('InviteSpecialist', invite, admin)).toThrow(ForbiddenError);
  });
});

describe('network decider: invitations', () => {
  it('invites a specialist by id', () => {
    expect(
      given([created]).when('InviteSpecialist', {
        membershipId: 'm1',
        specialistId: priya.userId,
        email: null,
        invitee: specialistInvitee,
      })(),
    ).toEqual([
      {
        type: 'SpecialistInvited',
        data: { networkId, membershipId: 'm1', specialistId: priya.userId, email: null, invitedAt: now },
      },
    ]);
  });

  it('invites an address with no account yet, lower-cased', () => {
    expect(
      given([created]).when('InviteSpecialist', {
        membershipId: 'm1',
        specialistId: null,
        email: ' New@Example.com ',
        invitee: noAccount,
      })(),
    ).toEqual([
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
      expect(
        errorOf(
          given([created]).when('InviteSpecialist', {
            membershipId: 'm1',
            specialistId: 'someone',
            email: null,
            invitee,
          }),
        ).fields,
      ).toEqual({
        specialist_id: 'No specialist has this id',
      });
    }
    expect(
      errorOf(
        given([created]).when('InviteSpecialist', {
          membershipId: 'm1',
          specialistId: null,
          email: null,
          invitee: noAccount,
        }),
      ).fields,
    ).toEqual({
      email: 'Choose a specialist or enter an email address',
    });
  });

  it('refuses a second invitation while one is pending or joined (409), by id or by address', () => {
    const pending = given([created, invited('m1', priya.userId)]);
    expect(
      pending.when('InviteSpecialist', {
        membershipId: 'm2',
        specialistId: priya.userId,
        email: null,
        invitee: specialistInvitee,
      }),
    ).toThrow(ConflictError);
    expect(
      given(priyaJoined).when('InviteSpecialist', {
        membershipId: 'm2',
        specialistId: priya.userId,
        email: null,
        invitee: specialistInvitee,
      }),
    ).toThrow('This specialist is already invited to or a member of this network');
    // Invited by address before registering, then found by id in search: the same person.
    const byAddress = given([created, invited('m1', null, 'priya@example.com')]);
    expect(
      byAddress.when('InviteSpecialist', {
        membershipId: 'm2',
        specialistId: priya.userId,
        email: null,
        invitee: specialistInvitee,
      }),
    ).toThrow(ConflictError);
    expect(
      byAddress.when('InviteSpecialist', {
        membershipId: 'm2',
        specialistId: null,
        email: 'PRIYA@example.com',
        invitee: noAccount,
      }),
    ).toThrow(ConflictError);
  });

  it('invites again after a decline, a removal or a leave: a new membership', () => {
    for (const ended of [declined('m1', priya.userId), removed('m1', priya.userId), left('m1', priya.userId)]) {
      const events =
        ended.type === 'InvitationDeclined' ? [created, invited('m1', priya.userId), ended] : [...priyaJoined, ended];
      expect(
        given(events).when('InviteSpecialist', {
          membershipId: 'm2',
          specialistId: priya.userId,
          email: null,
          invitee: specialistInvitee,
        })(),
      ).toEqual([
        expect.objectContaining({ type: 'SpecialistInvited', data: expect.objectContaining({ membershipId: 'm2' }) }),
      ]);
    }
  });
});

describe('network decider: answering an invitation (invited → joined | declined)', () => {
  const pending = given([created, invited('m1', priya.userId)]);

  it('lets the invitee accept or decline', () => {
    expect(pending.when('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, priya)()).toEqual([
      {
        type: 'InvitationAccepted',
        data: { networkId, membershipId: 'm1', specialistId: priya.userId, acceptedAt: now },
      },
    ]);
    expect(pending.when('DeclineInvitation', { membershipId: 'm1', actorEmail: null }, priya)()).toEqual([
      {
        type: 'InvitationDeclined',
        data: { networkId, membershipId: 'm1', specialistId: priya.userId, declinedAt: now },
      },
    ]);
  });

  it('matches an invitation by address to the account that registered with it', () => {
    const byAddress = given([created, invited('m1', null, 'new@example.com')]);
    expect(
      byAddress.when('AcceptInvitation', { membershipId: 'm1', actorEmail: 'New@Example.com' }, stranger)(),
    ).toEqual([
      {
        type: 'InvitationAccepted',
        data: { networkId, membershipId: 'm1', specialistId: stranger.userId, acceptedAt: now },
      },
    ]);
    expect(byAddress.when('AcceptInvitation', { membershipId: 'm1', actorEmail: 'other@example.com' }, priya)).toThrow(
      NotFoundError,
    );
  });

  it('refuses an invitation by address to someone already joined by another membership (409), who may still decline it', () => {
    const twice = given([...priyaJoined, invited('m2', null, 'priya@example.com')]);
    expect(twice.when('AcceptInvitation', { membershipId: 'm2', actorEmail: 'priya@example.com' }, priya)).toThrow(
      'You are already a member of this network',
    );
    expect(twice.when('DeclineInvitation', { membershipId: 'm2', actorEmail: 'priya@example.com' }, priya)()).toEqual([
      expect.objectContaining({ type: 'InvitationDeclined' }),
    ]);
  });

  it('is 404 for anyone but the invitee who cannot see it, 403 for the owner and admins who can', () => {
    expect(pending.when('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, stranger)).toThrow(NotFoundError);
    expect(pending.when('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, otherOwner)).toThrow(
      NotFoundError,
    );
    expect(pending.when('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, owner)).toThrow(ForbiddenError);
    expect(pending.when('DeclineInvitation', { membershipId: 'm1', actorEmail: null }, admin)).toThrow(ForbiddenError);
    expect(pending.when('AcceptInvitation', { membershipId: 'nope', actorEmail: null }, priya)).toThrow(
      'Invitation not found',
    );
    expect(pending.when('AcceptInvitation', { membershipId: 'constructor', actorEmail: null }, priya)).toThrow(
      NotFoundError,
    );
  });

  it('refuses an address holder who registered as a business owner (403)', () => {
    const byAddress = given([created, invited('m1', null, 'boss@example.com')]);
    expect(
      byAddress.when('AcceptInvitation', { membershipId: 'm1', actorEmail: 'boss@example.com' }, otherOwner),
    ).toThrow(ForbiddenError);
  });

  it('answers once: an answered, withdrawn or ended invitation is 409', () => {
    for (const events of [
      priyaJoined,
      [created, invited('m1', priya.userId), declined('m1', priya.userId)],
      [created, invited('m1', priya.userId), removed('m1', priya.userId)],
    ]) {
      expect(given(events).when('AcceptInvitation', { membershipId: 'm1', actorEmail: null }, priya)).toThrow(
        'This invitation has already been answered',
      );
      expect(given(events).when('DeclineInvitation', { membershipId: 'm1', actorEmail: null }, priya)).toThrow(
        ConflictError,
      );
    }
  });

  it('is closed once the network is archived (409)', () => {
    expect(
      given([created, invited('m1', priya.userId), archived]).when(
        'AcceptInvitation',
        { membershipId: 'm1', actorEmail: null },
        priya,
      ),
    ).toThrow(ConflictError);
  });
});

describe('network decider: ending a membership (joined → removed | left)', () => {
  it('lets the owner remove a member or withdraw a pending invitation', () => {
    expect(given(priyaJoined).when('RemoveMember', { membershipId: 'm1' })()).toEqual([
      { type: 'MemberRemoved', data: { networkId, membershipId: 'm1', specialistId: priya.userId, removedAt: now } },
    ]);
    expect(
      given([created, invited('m2', null, 'x@example.com')]).when('RemoveMember', { membershipId: 'm2' })(),
    ).toEqual([{ type: 'MemberRemoved', data: { networkId, membershipId: 'm2', specialistId: null, removedAt: now } }]);
  });

  it('refuses to remove a membership that already ended (409) or does not exist (404)', () => {
    expect(given([...priyaJoined, left('m1', priya.userId)]).when('RemoveMember', { membershipId: 'm1' })).toThrow(
      ConflictError,
    );
    expect(
      given([created, invited('m1', priya.userId), declined('m1', priya.userId)]).when('RemoveMember', {
        membershipId: 'm1',
      }),
    ).toThrow(ConflictError);
    expect(given(priyaJoined).when('RemoveMember', { membershipId: 'm9' })).toThrow('Member not found');
  });

  it('lets a joined member leave, and only them', () => {
    expect(given(priyaJoined).when('LeaveNetwork', { membershipId: 'm1' }, priya)()).toEqual([
      { type: 'MemberLeft', data: { networkId, membershipId: 'm1', specialistId: priya.userId, leftAt: now } },
    ]);
    expect(given(priyaJoined).when('LeaveNetwork', { membershipId: 'm1' }, stranger)).toThrow(NotFoundError);
    expect(given(priyaJoined).when('LeaveNetwork', { membershipId: 'm1' }, owner)).toThrow(ForbiddenError);
    expect(given([created, invited('m1', priya.userId)]).when('LeaveNetwork', { membershipId: 'm1' }, priya)).toThrow(
      'This specialist is not a member of this network',
    );
    expect(
      given([...priyaJoined, removed('m1', priya.userId)]).when('LeaveNetwork', { membershipId: 'm1' }, priya),
    ).toThrow(ConflictError);
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
  const end = (events: NetworkStreamEvent[], specialistId = priya.userId) =>
    networkDecider.decide(
      { type: 'EndErasedMemberships', data: { networkId, specialistId }, metadata: { now } },
      events.reduce(networkDecider.evolve, networkDecider.initialState()),
    );

  it('ends their joined membership and pending invitation, not an ended one, nor anyone else’s; once', () => {
    const events = [
      ...priyaJoined,
      invited('m2', stranger.userId),
      invited('m3', priya.userId),
      left('m1', priya.userId),
      invited('m4', priya.userId),
      accepted('m4', priya.userId),
    ];
    const ended = end(events);
    expect(ended).toEqual(
      ['m3', 'm4'].map((membershipId) => ({
        type: 'MemberErased',
        data: { networkId, membershipId, specialistId: priya.userId, erasedAt: now },
      })),
    );
    const after = given([...events, ...ended]).state;
    expect(joinedSpecialistIds(after)).toEqual([]);
    expect(after.memberships.m2?.status).toBe('invited');
    expect(end([...events, ...ended])).toEqual([]);
    expect(end([created])).toEqual([]);
  });
});

describe("network decider: the owner's notes and tags", () => {
  it('sets the fields sent and keeps the others', () => {
    const noted = given(priyaJoined).when('SetMemberNote', {
      membershipId: 'm1',
      note: 'Great at research',
      tags: ['ux', 'senior'],
    })();
    expect(noted).toEqual([
      {
        type: 'MemberNoteSet',
        data: { networkId, membershipId: 'm1', note: 'Great at research', tags: ['ux', 'senior'], setAt: now },
      },
    ]);
    expect(given([...priyaJoined, ...noted]).when('SetMemberNote', { membershipId: 'm1', tags: [] })()).toEqual([
      {
        type: 'MemberNoteSet',
        data: { networkId, membershipId: 'm1', note: 'Great at research', tags: [], setAt: now },
      },
    ]);
  });

  it('holds the limits: note ≤ 1000, at most 20 tags of ≤ 40 characters', () => {
    const set = (data: { note?: string; tags?: string[] }) =>
      errorOf(given(priyaJoined).when('SetMemberNote', { membershipId: 'm1', ...data })).fields;
    expect(set({ note: 'n'.repeat(1001) })).toEqual({ note: 'Note must be at most 1000 characters' });
    expect(set({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual({ tags: 'Use at most 20 tags' });
    expect(set({ tags: ['t'.repeat(41)] })).toEqual({ tags: 'A tag must be at most 40 characters' });
  });

  it('is the owner’s only: a member cannot see or set it', () => {
    expect(given(priyaJoined).when('SetMemberNote', { membershipId: 'm1', note: 'me' }, priya)).toThrow(ForbiddenError);
  });
});

describe('network decider: teams of the network', () => {
  it('records a team once, for the owner only', () => {
    expect(given([created]).when('AddNetworkTeam', { teamId: 't1' })()).toEqual([
      { type: 'NetworkTeamAdded', data: { networkId, teamId: 't1', addedAt: now } },
    ]);
    const withTeam = given([created, { type: 'NetworkTeamAdded', data: { networkId, teamId: 't1', addedAt: now } }]);
    expect(withTeam.state.teamIds).toEqual(['t1']);
    expect(withTeam.when('AddNetworkTeam', { teamId: 't1' })()).toEqual([]);
    expect(given([created]).when('AddNetworkTeam', { teamId: 't1' }, otherOwner)).toThrow(NotFoundError);
    expect(given([created, archived]).when('AddNetworkTeam', { teamId: 't1' })).toThrow(ConflictError);
  });
});
