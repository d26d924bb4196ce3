import { describe, expect, it } from 'vitest';
import { catalogs } from '../specialist/testData';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
import { errorOf } from '../shared/deciderTestKit';
import {
  engagementDecider,
  engagementRelationOf,
  type AssignedTeamFacts,
  type EngagementCommand,
} from './businessLogic';
import {
  ENGAGEMENT_STATUSES,
  ENGAGEMENT_TRANSITIONS,
  emptyEngagementDetails,
  type EngagementDetails,
  type EngagementEvent,
  type EngagementStatus,
} from './engagement';
import { engagementMessages as m } from './messages';

const now = '2026-03-01T09:00:00.000Z';
const projectId = 'p1';
const owner: Actor = { userId: 'owner-1', userType: 'business_owner' };
const otherOwner: Actor = { userId: 'owner-2', userType: 'business_owner' };
const admin: Actor = { userId: 'admin-1', userType: 'admin' };
const editor: Actor = { userId: 'user-e', userType: 'business_owner' };
const viewer: Actor = { userId: 'user-v', userType: 'specialist' };
const priya: Actor = { userId: 'spec-1', userType: 'specialist' };
const sam: Actor = { userId: 'spec-2', userType: 'specialist' };
const stranger: Actor = { userId: 'spec-9', userType: 'specialist' };
const teamA: AssignedTeamFacts = { teamId: 'team-a', memberIds: [priya.userId, sam.userId] };
const catalogFacts = { projectTypes: catalogs['project-types'], skills: catalogs.skills };

type Data<T extends EngagementCommand['type']> = Omit<
  Extract<EngagementCommand, { type: T }>['data'],
  'projectId' | 'assignedTeam'
>;

function given(events: EngagementEvent[], assignedTeam: AssignedTeamFacts | null = teamA) {
  const state = events.reduce(engagementDecider.evolve, engagementDecider.initialState());
  return {
    state,
    when:
      <T extends EngagementCommand['type']>(type: T, data: Data<T>, actor: Actor = owner) =>
      () =>
        engagementDecider.decide(
          { type, data: { projectId, assignedTeam, ...data }, metadata: { now, actor } } as EngagementCommand,
          state,
        ),
  };
}

// ── Events the tests start from ──────────────────────────────────────────────
const details = (overrides: Partial<EngagementDetails> = {}): EngagementDetails => ({
  ...emptyEngagementDetails(),
  name: 'Checkout rebuild',
  clientName: 'Acme',
  engagementType: 'DPD',
  brief: 'Rebuild checkout',
  ...overrides,
});
const created = (overrides: Partial<EngagementDetails> = {}): EngagementEvent => ({
  type: 'EngagementCreated',
  data: { projectId, ownerId: owner.userId, details: details(overrides), status: 'draft', createdAt: now },
});
const statusChanged = (from: EngagementStatus, to: EngagementStatus): EngagementEvent => ({
  type: 'EngagementStatusChanged',
  data: { projectId, from, to, changedAt: now },
});
const teamAssigned = (teamId = 'team-a', previousTeamId: string | null = null): EngagementEvent => ({
  type: 'EngagementTeamAssigned',
  data: { projectId, teamId, previousTeamId, assignedAt: now },
});
const milestone = (milestoneId: string, responsibleId: string | null = priya.userId): EngagementEvent => ({
  type: 'MilestoneAdded',
  data: {
    projectId,
    milestoneId,
    title: `Milestone ${milestoneId}`,
    dueDate: '2026-04-01',
    status: 'todo',
    responsibleId,
    addedAt: now,
  },
});
const shared = (who: Actor, role: 'viewer' | 'editor'): EngagementEvent => ({
  type: 'CollaboratorAdded',
  data: { projectId, userId: who.userId, email: `${who.userId}@example.com`, role, addedAt: now },
});
const archived: EngagementEvent = { type: 'EngagementArchived', data: { projectId, archivedAt: now } };
/** A DPD project with team A, two milestones (Priya's and Sam's), an editor and a viewer. */
const running = [
  created(),
  teamAssigned(),
  milestone('m1', priya.userId),
  milestone('m2', sam.userId),
  shared(editor, 'editor'),
  shared(viewer, 'viewer'),
];

const createValues: Data<'CreateEngagement'> = {
  name: 'Checkout rebuild',
  clientName: 'Acme',
  engagementType: 'DPD',
  brief: 'Rebuild checkout',
  projectTypeId: null,
  requiredSkillIds: [],
  startDate: null,
  endDate: null,
  budget: null,
  ...catalogFacts,
};

// ── Creating ─────────────────────────────────────────────────────────────────
describe('engagement decider: creating a project', () => {
  it('creates a draft project owned by the actor, with catalog titles', () => {
    const events = given([]).when('CreateEngagement', {
      ...createValues,
      projectTypeId: 1,
      requiredSkillIds: [2, 1, 2],
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      budget: { amount: 12000.5, currency: 'eur' },
    })();
    expect(events).toEqual([
      {
        type: 'EngagementCreated',
        data: {
          projectId,
          ownerId: owner.userId,
          status: 'draft',
          createdAt: now,
          details: details({
            projectType: { id: 1, title: catalogs['project-types'][0].title },
            requiredSkills: [
              { id: 2, title: 'TypeScript' },
              { id: 1, title: 'JavaScript' },
            ],
            startDate: '2026-03-01',
            endDate: '2026-03-01',
            budget: { amount: 12000.5, currency: 'EUR' },
          }),
        },
      },
    ]);
  });

  it('is for business owners and admins (they own it); not twice', () => {
    expect(given([]).when('CreateEngagement', createValues, priya)).toThrow(ForbiddenError);
    expect(given([]).when('CreateEngagement', createValues, admin)()[0].data).toMatchObject({ ownerId: admin.userId });
    expect(given([created()]).when('CreateEngagement', createValues)).toThrow(ConflictError);
  });

  it('checks every field: lengths, type, catalog ids, dates, budget', () => {
    const fields = (values: Partial<typeof createValues>) =>
      errorOf(given([]).when('CreateEngagement', { ...createValues, ...values })).fields;
    expect(fields({ name: ' ' })).toEqual({ name: m.nameRequired });
    expect(fields({ name: 'n'.repeat(261) })).toEqual({ name: m.nameTooLong });
    expect(fields({ clientName: 'c'.repeat(261) })).toEqual({ client_name: m.clientNameTooLong });
    expect(fields({ brief: 'b'.repeat(5001) })).toEqual({ brief: m.briefTooLong });
    expect(fields({ engagementType: 'XYZ' as never })).toEqual({ engagement_type: m.engagementTypeInvalid });
    expect(fields({ projectTypeId: 99999 })).toEqual({ project_type_id: 'Unknown project type id: 99999' });
    expect(fields({ requiredSkillIds: [1, 99998, 99999] })).toEqual({
      required_skill_ids: 'Unknown skill ids: 99998, 99999',
    });
    expect(fields({ startDate: '2026-02-30' })).toEqual({ start_date: m.dateInvalid });
    expect(fields({ endDate: '01/03/2026' })).toEqual({ end_date: m.dateInvalid });
    expect(fields({ startDate: '2026-03-02', endDate: '2026-03-01' })).toEqual({ end_date: m.endBeforeStart });
    expect(fields({ budget: { amount: 0, currency: 'EUR' } })).toEqual({ 'budget.amount': m.budgetAmountInvalid });
    expect(fields({ budget: { amount: Number.NaN, currency: 'EUR' } })).toEqual({
      'budget.amount': m.budgetAmountInvalid,
    });
    expect(fields({ budget: { amount: 1e12, currency: 'EUR' } })).toEqual({ 'budget.amount': m.budgetAmountTooLarge });
    expect(fields({ budget: { amount: 10, currency: 'EUROS' } })).toEqual({ 'budget.currency': m.currencyInvalid });
    expect(fields({ budget: { amount: 10, currency: 'ZZZ' } })).toEqual({ 'budget.currency': m.currencyInvalid });
    expect(
      given([]).when('CreateEngagement', {
        ...createValues,
        name: 'n'.repeat(260),
        clientName: 'c'.repeat(260),
        brief: 'b'.repeat(5000),
      }),
    ).not.toThrow();
    expect(errorOf(given([]).when('CreateEngagement', { ...createValues, name: '' }))).toBeInstanceOf(ValidationError);
  });
});

// ── Details ──────────────────────────────────────────────────────────────────
describe('engagement decider: changing the details', () => {
  it('keeps what is not sent, clears what is sent as null, and checks the end against the saved start', () => {
    const start = [
      created({
        startDate: '2026-03-10',
        budget: { amount: 100, currency: 'USD' },
        projectType: { id: 1, title: 'x' },
      }),
    ];
    const [event] = given(start).when('UpdateEngagement', {
      name: 'Renamed',
      budget: null,
      projectTypeId: null,
      ...catalogFacts,
    })();
    expect(event).toEqual({
      type: 'EngagementDetailsChanged',
      data: {
        projectId,
        changedAt: now,
        details: details({ name: 'Renamed', startDate: '2026-03-10', budget: null, projectType: null }),
      },
    });
    expect(errorOf(given(start).when('UpdateEngagement', { endDate: '2026-03-09', ...catalogFacts })).fields).toEqual({
      end_date: m.endBeforeStart,
    });
    expect(
      errorOf(given(start).when('UpdateEngagement', { requiredSkillIds: [424242], ...catalogFacts })).fields,
    ).toEqual({
      required_skill_ids: 'Unknown skill id: 424242',
    });
  });

  it('a change that changes nothing appends nothing', () => {
    expect(
      given([created()]).when('UpdateEngagement', { name: 'Checkout rebuild', clientName: 'Acme', ...catalogFacts })(),
    ).toEqual([]);
  });

  it('a DPD project with milestones cannot become DTH until they are removed; DTH → DPD is fine', () => {
    expect(errorOf(given(running).when('UpdateEngagement', { engagementType: 'DTH', ...catalogFacts })).fields).toEqual(
      {
        engagement_type: m.engagementTypeHasMilestones,
      },
    );
    expect(
      given([created({ engagementType: 'DTH' })]).when('UpdateEngagement', {
        engagementType: 'DPD',
        ...catalogFacts,
      })(),
    ).toHaveLength(1);
  });

  it('the owner and editors change details; members, viewers, admins 403; strangers and other owners 404; archived 409', () => {
    const update = (actor: Actor, events = running) =>
      given(events).when('UpdateEngagement', { brief: 'New brief', ...catalogFacts }, actor);
    expect(update(owner)()).toHaveLength(1);
    expect(update(editor)()).toHaveLength(1);
    for (const actor of [priya, viewer, admin]) expect(update(actor), actor.userId).toThrow(ForbiddenError);
    for (const actor of [stranger, otherOwner]) expect(update(actor), actor.userId).toThrow(NotFoundError);
    expect(given([]).when('UpdateEngagement', { brief: 'x', ...catalogFacts })).toThrow(NotFoundError);
    expect(update(owner, [...running, archived])).toThrow(ConflictError);
    expect(update(owner, [...running, archived])).toThrow(m.projectArchived);
    // Archived, a project is still not revealed to strangers.
    expect(update(stranger, [...running, archived])).toThrow(NotFoundError);
  });
});

// ── Status ───────────────────────────────────────────────────────────────────
describe('engagement decider: the whole status diagram', () => {
  /** The events that bring a project to `status` along the diagram. */
  const reach = (status: EngagementStatus): EngagementEvent[] => {
    const path: Record<EngagementStatus, EngagementStatus[]> = {
      draft: [],
      posted: ['posted'],
      in_progress: ['posted', 'in_progress'],
      completed: ['posted', 'in_progress', 'completed'],
      cancelled: ['cancelled'],
    };
    let from: EngagementStatus = 'draft';
    return [
      created(),
      ...path[status].map((to) => {
        const e = statusChanged(from, to);
        from = to;
        return e;
      }),
    ];
  };

  for (const from of ENGAGEMENT_STATUSES) {
    for (const to of ENGAGEMENT_STATUSES) {
      const allowed = ENGAGEMENT_TRANSITIONS[from].includes(to);
      it(`${from} → ${to}: ${allowed ? 'allowed' : '409'}`, () => {
        const when = given(reach(from)).when('SetEngagementStatus', { status: to });
        if (allowed) expect(when()).toEqual([statusChanged(from, to)]);
        else {
          expect(when).toThrow(ConflictError);
          expect(when).toThrow(m.transitionNotAllowed(from, to));
        }
      });
    }
  }

  it('follows the spec: draft → posted → in_progress → completed, cancelled from any state but completed', () => {
    expect(ENGAGEMENT_TRANSITIONS).toEqual({
      draft: ['posted', 'cancelled'],
      posted: ['in_progress', 'cancelled'],
      in_progress: ['completed', 'cancelled'],
      completed: [],
      cancelled: [],
    });
  });

  it('is the owner’s alone: editors, members, viewers and admins 403, strangers 404, archived 409', () => {
    const set = (actor: Actor, events = running) =>
      given(events).when('SetEngagementStatus', { status: 'posted' }, actor);
    expect(set(owner)()).toEqual([statusChanged('draft', 'posted')]);
    expect(set(editor)).toThrow(m.editorsCannot);
    for (const actor of [priya, viewer, admin]) expect(set(actor)).toThrow(ForbiddenError);
    expect(set(stranger)).toThrow(NotFoundError);
    expect(set(owner, [...running, archived])).toThrow(ConflictError);
  });
});

// ── DTH team ─────────────────────────────────────────────────────────────────
describe('engagement decider: assigning a team', () => {
  const team = (ownerId: string | null, teamId = 'team-b', archived = false) => ({
    team: { teamId, ownerId, archived },
  });

  it("assigns one of the owner's teams, and a later one keeps the earlier in the event", () => {
    expect(
      given([created({ engagementType: 'DTH' })], null).when('AssignTeam', team(owner.userId, 'team-a'))(),
    ).toEqual([teamAssigned('team-a', null)]);
    const [event] = given([created({ engagementType: 'DTH' }), teamAssigned('team-a')]).when(
      'AssignTeam',
      team(owner.userId, 'team-b'),
    )();
    expect(event).toEqual(teamAssigned('team-b', 'team-a'));
    const state = [created(), teamAssigned('team-a'), event].reduce(
      engagementDecider.evolve,
      engagementDecider.initialState(),
    );
    expect(state.teamId).toBe('team-b');
    expect(state.teamHistory.map((h) => h.teamId)).toEqual(['team-a', 'team-b']);
  });

  it("a team that is not the owner's, or none at all, is 400; an archived team is 400", () => {
    const start = [created({ engagementType: 'DTH' })];
    expect(errorOf(given(start).when('AssignTeam', team(otherOwner.userId))).fields).toEqual({
      team_id: m.teamNotYours,
    });
    expect(errorOf(given(start).when('AssignTeam', team(null))).fields).toEqual({ team_id: m.teamNotYours });
    expect(errorOf(given(start).when('AssignTeam', team(owner.userId, 'team-b', true)))).toBeInstanceOf(
      ValidationError,
    );
  });

  it("an editor assigns one of the project owner's teams, not their own", () => {
    const start = [created(), shared(editor, 'editor')];
    expect(given(start).when('AssignTeam', team(owner.userId), editor)()).toHaveLength(1);
    expect(errorOf(given(start).when('AssignTeam', team(editor.userId), editor)).fields).toEqual({
      team_id: m.teamNotYours,
    });
  });

  it('the same team again appends nothing; members, viewers and admins 403; strangers 404', () => {
    expect(given(running).when('AssignTeam', team(owner.userId, 'team-a'))()).toEqual([]);
    for (const actor of [priya, viewer, admin])
      expect(given(running).when('AssignTeam', team(owner.userId), actor)).toThrow(ForbiddenError);
    expect(given(running).when('AssignTeam', team(owner.userId), stranger)).toThrow(NotFoundError);
  });
});

// ── DPD milestones ───────────────────────────────────────────────────────────
describe('engagement decider: milestones', () => {
  const add = (overrides: Partial<Data<'AddMilestone'>> = {}) => ({
    milestoneId: 'm9',
    title: 'Design sign-off',
    dueDate: '2026-05-01',
    responsibleId: null,
    ...overrides,
  });

  it('adds a todo milestone, optionally with a member of the assigned team as responsible', () => {
    expect(given(running).when('AddMilestone', add({ responsibleId: sam.userId }))()).toEqual([
      {
        type: 'MilestoneAdded',
        data: {
          projectId,
          milestoneId: 'm9',
          title: 'Design sign-off',
          dueDate: '2026-05-01',
          status: 'todo',
          responsibleId: sam.userId,
          addedAt: now,
        },
      },
    ]);
    expect(given(running).when('AddMilestone', add(), editor)()).toHaveLength(1);
  });

  it('refuses a responsible outside the assigned team (or with no team), a bad title or date, and a DTH project', () => {
    expect(errorOf(given(running).when('AddMilestone', add({ responsibleId: stranger.userId }))).fields).toEqual({
      responsible_id: m.responsibleNotInTeam,
    });
    expect(errorOf(given([created()], null).when('AddMilestone', add({ responsibleId: priya.userId }))).fields).toEqual(
      { responsible_id: m.responsibleNotInTeam },
    );
    // Facts about a team other than the one assigned now count for nothing.
    expect(
      errorOf(
        given(running, { teamId: 'team-old', memberIds: [stranger.userId] }).when(
          'AddMilestone',
          add({ responsibleId: stranger.userId }),
        ),
      ).fields,
    ).toEqual({ responsible_id: m.responsibleNotInTeam });
    expect(errorOf(given(running).when('AddMilestone', add({ title: ' ' }))).fields).toEqual({
      title: m.milestoneTitleRequired,
    });
    expect(errorOf(given(running).when('AddMilestone', add({ title: 't'.repeat(261) }))).fields).toEqual({
      title: m.milestoneTitleTooLong,
    });
    expect(errorOf(given(running).when('AddMilestone', add({ dueDate: '2026-13-01' }))).fields).toEqual({
      due_date: m.dateInvalid,
    });
    expect(given([created({ engagementType: 'DTH' })]).when('AddMilestone', add())).toThrow(m.milestonesOnlyForDpd);
    expect(given(running).when('AddMilestone', add({ milestoneId: 'm1' }))).toThrow(ConflictError);
  });

  it('changes title, date and responsible; keeps a responsible who has left the team, but names nobody new from outside it', () => {
    const [event] = given(running).when('ChangeMilestone', {
      milestoneId: 'm1',
      title: 'Discovery done',
      responsibleId: sam.userId,
    })();
    expect(event).toEqual({
      type: 'MilestoneChanged',
      data: {
        projectId,
        milestoneId: 'm1',
        title: 'Discovery done',
        dueDate: '2026-04-01',
        responsibleId: sam.userId,
        changedAt: now,
      },
    });
    const priyaLeft = { teamId: 'team-a', memberIds: [sam.userId] };
    expect(
      given(running, priyaLeft).when('ChangeMilestone', { milestoneId: 'm1', dueDate: '2026-04-15' })(),
    ).toHaveLength(1);
    expect(
      given(running, priyaLeft).when('ChangeMilestone', { milestoneId: 'm2', responsibleId: priya.userId }),
    ).toThrow(m.responsibleNotInTeam);
    expect(given(running).when('ChangeMilestone', { milestoneId: 'm1', responsibleId: null })()[0].data).toMatchObject({
      responsibleId: null,
    });
    expect(given(running).when('ChangeMilestone', { milestoneId: 'm1', title: 'Milestone m1' })()).toEqual([]);
    expect(given(running).when('ChangeMilestone', { milestoneId: 'nope', title: 'x' })).toThrow(NotFoundError);
  });

  it('removes a milestone (owner and editors)', () => {
    expect(given(running).when('RemoveMilestone', { milestoneId: 'm2' }, editor)()).toEqual([
      { type: 'MilestoneRemoved', data: { projectId, milestoneId: 'm2', removedAt: now } },
    ]);
    expect(given(running).when('RemoveMilestone', { milestoneId: 'm2' }, sam)).toThrow(ForbiddenError);
    expect(given(running).when('RemoveMilestone', { milestoneId: 'nope' })).toThrow(NotFoundError);
  });

  it('adding, changing and removing are the owner’s and editors’: members, viewers, admins 403; strangers 404; archived 409', () => {
    for (const [type, data] of [
      ['AddMilestone', add()],
      ['ChangeMilestone', { milestoneId: 'm1', title: 'x' }],
      ['RemoveMilestone', { milestoneId: 'm1' }],
    ] as const) {
      for (const actor of [priya, viewer, admin])
        expect(given(running).when(type, data as never, actor), `${type} ${actor.userId}`).toThrow(ForbiddenError);
      expect(given(running).when(type, data as never, stranger)).toThrow(NotFoundError);
      expect(given([...running, archived]).when(type, data as never, editor)).toThrow(ConflictError);
    }
  });
});

describe('engagement decider: milestone permissions (moving a status)', () => {
  const move = (
    milestoneId: string,
    status: 'todo' | 'in_progress' | 'done',
    actor: Actor,
    team: AssignedTeamFacts | null = teamA,
    events = running,
  ) => given(events, team).when('SetMilestoneStatus', { milestoneId, status }, actor);

  it('a member of the assigned team moves the milestones they are responsible for', () => {
    expect(move('m1', 'in_progress', priya)()).toEqual([
      { type: 'MilestoneStatusSet', data: { projectId, milestoneId: 'm1', status: 'in_progress', setAt: now } },
    ]);
    expect(move('m2', 'done', sam)()).toHaveLength(1);
  });

  it("and not someone else's (403), nor a milestone that does not exist (404)", () => {
    expect(move('m2', 'done', priya)).toThrow(ForbiddenError);
    expect(move('m2', 'done', priya)).toThrow(m.notYourMilestone);
    expect(move('nope', 'done', priya)).toThrow(NotFoundError);
  });

  it('a responsible who has left the team can no longer see the project (404)', () => {
    expect(move('m1', 'done', priya, { teamId: 'team-a', memberIds: [sam.userId] })).toThrow(NotFoundError);
  });

  it('the owner and editors move any milestone; viewers and admins 403; strangers 404; archived 409', () => {
    expect(move('m2', 'done', owner)()).toHaveLength(1);
    expect(move('m1', 'done', editor)()).toHaveLength(1);
    for (const actor of [viewer, admin]) expect(move('m1', 'done', actor)).toThrow(ForbiddenError);
    expect(move('m1', 'done', stranger)).toThrow(NotFoundError);
    expect(move('m1', 'done', priya, teamA, [...running, archived])).toThrow(ConflictError);
  });

  it('the same status again appends nothing', () => {
    expect(move('m1', 'todo', priya)()).toEqual([]);
  });

  it('a completed or cancelled project keeps its milestones as they were: moving, adding, changing and removing are 409', () => {
    const completed = [
      ...running,
      statusChanged('draft', 'posted'),
      statusChanged('posted', 'in_progress'),
      statusChanged('in_progress', 'completed'),
    ];
    const cancelled = [...running, statusChanged('draft', 'cancelled')];
    for (const closed of [completed, cancelled]) {
      for (const actor of [priya, owner, editor]) {
        expect(move('m1', 'done', actor, teamA, closed), actor.userId).toThrow(ConflictError);
        expect(move('m1', 'done', actor, teamA, closed)).toThrow(m.milestonesClosed);
      }
      const addition = { milestoneId: 'm9', title: 'Design sign-off', dueDate: '2026-05-01', responsibleId: null };
      for (const [type, data] of [
        ['AddMilestone', addition],
        ['ChangeMilestone', { milestoneId: 'm1', title: 'x' }],
        ['RemoveMilestone', { milestoneId: 'm1' }],
      ] as const) {
        expect(given(closed, teamA).when(type, data as never, owner), type).toThrow(m.milestonesClosed);
      }
    }
    // Still hidden from strangers, and still only the responsible member's to try.
    expect(move('m1', 'done', stranger, teamA, cancelled)).toThrow(NotFoundError);
    expect(move('m2', 'done', priya, teamA, cancelled)).toThrow(ForbiddenError);
  });
});

// ── Collaborators ────────────────────────────────────────────────────────────
describe('engagement decider: collaborators', () => {
  const invite = (email: string, role: 'viewer' | 'editor' = 'editor', invitationId = 'inv-1') => ({
    invitationId,
    email,
    ownerEmail: 'o@example.com',
    role,
  });
  const invited = [...running, ...given(running).when('AddCollaborator', invite(' Nora@Example.com '))()];
  const nora = { userId: 'user-n', userType: 'business_owner' as const };

  it('invites an address as viewer or editor, lower-cased, without knowing whose it is', () => {
    expect(given(running).when('AddCollaborator', invite(' Nora@Example.com '))()).toEqual([
      {
        type: 'CollaboratorInvited',
        data: { projectId, invitationId: 'inv-1', email: 'nora@example.com', role: 'editor', invitedAt: now },
      },
    ]);
  });

  it('the owner’s own address is 400; an address already invited or sharing it 409', () => {
    expect(errorOf(given(running).when('AddCollaborator', invite('O@example.com'))).fields).toEqual({
      email: m.collaboratorIsOwner,
    });
    expect(given(invited).when('AddCollaborator', invite('nora@example.com', 'viewer', 'inv-2'))).toThrow(
      ConflictError,
    );
    const sharing = [
      ...invited,
      ...given(invited).when(
        'AnswerCollaboration',
        { invitationId: 'inv-1', answer: 'accept', actorEmail: 'nora@example.com' },
        nora,
      )(),
    ];
    expect(given(sharing).when('AddCollaborator', invite('nora@example.com', 'viewer', 'inv-3'))).toThrow(
      m.alreadyCollaborator,
    );
  });

  it('the holder of the address accepts (a collaborator from then on) or declines; anyone else is told it does not exist', () => {
    const accepted = given(invited).when(
      'AnswerCollaboration',
      { invitationId: 'inv-1', answer: 'accept', actorEmail: 'NORA@example.com' },
      nora,
    )();
    expect(accepted).toEqual([
      {
        type: 'CollaboratorInvitationAccepted',
        data: {
          projectId,
          invitationId: 'inv-1',
          userId: 'user-n',
          email: 'nora@example.com',
          role: 'editor',
          acceptedAt: now,
        },
      },
    ]);
    const after = given([...invited, ...accepted]);
    expect(engagementRelationOf(after.state, nora, null)).toBe('editor');
    expect(after.state.invitations).toEqual([]);
    expect(
      given(invited).when(
        'AnswerCollaboration',
        { invitationId: 'inv-1', answer: 'decline', actorEmail: 'nora@example.com' },
        nora,
      )(),
    ).toEqual([
      { type: 'CollaboratorInvitationDeclined', data: { projectId, invitationId: 'inv-1', declinedAt: now } },
    ]);
    for (const [invitationId, actorEmail] of [
      ['inv-1', 'someone@example.com'],
      ['inv-1', null],
      ['nope', 'nora@example.com'],
    ] as const) {
      expect(
        given(invited).when('AnswerCollaboration', { invitationId, answer: 'accept', actorEmail }, stranger),
      ).toThrow(m.invitationNotFound);
    }
  });

  it('the owner withdraws a pending invitation with the collaborator route', () => {
    expect(given(invited).when('RemoveCollaborator', { userId: 'inv-1' })()).toEqual([
      { type: 'CollaboratorInvitationWithdrawn', data: { projectId, invitationId: 'inv-1', withdrawnAt: now } },
    ]);
  });

  it('changes a role, removes access; someone without access is 404', () => {
    expect(given(running).when('ChangeCollaboratorRole', { userId: viewer.userId, role: 'editor' })()).toEqual([
      { type: 'CollaboratorRoleChanged', data: { projectId, userId: viewer.userId, role: 'editor', changedAt: now } },
    ]);
    expect(given(running).when('ChangeCollaboratorRole', { userId: viewer.userId, role: 'viewer' })()).toEqual([]);
    expect(given(running).when('RemoveCollaborator', { userId: editor.userId })()).toEqual([
      { type: 'CollaboratorRemoved', data: { projectId, userId: editor.userId, removedAt: now } },
    ]);
    expect(given(running).when('RemoveCollaborator', { userId: stranger.userId })).toThrow(NotFoundError);
  });

  it('is the owner’s alone: an editor is told so (403), members, viewers and admins 403, strangers 404', () => {
    const add = (actor: Actor) => given(running).when('AddCollaborator', invite('nora@example.com', 'viewer'), actor);
    expect(add(editor)).toThrow(m.editorsCannot);
    for (const actor of [priya, viewer, admin]) expect(add(actor)).toThrow(ForbiddenError);
    expect(add(stranger)).toThrow(NotFoundError);
    expect(given(running).when('RemoveCollaborator', { userId: editor.userId }, editor)).toThrow(ForbiddenError);
  });

  it('an editor demoted to viewer loses the right to change details at once', () => {
    const demoted = [
      ...running,
      {
        type: 'CollaboratorRoleChanged',
        data: { projectId, userId: editor.userId, role: 'viewer', changedAt: now },
      } as EngagementEvent,
    ];
    expect(given(demoted).when('UpdateEngagement', { brief: 'x', ...catalogFacts }, editor)).toThrow(ForbiddenError);
    const removed = [
      ...running,
      { type: 'CollaboratorRemoved', data: { projectId, userId: editor.userId, removedAt: now } } as EngagementEvent,
    ];
    expect(given(removed).when('UpdateEngagement', { brief: 'x', ...catalogFacts }, editor)).toThrow(NotFoundError);
  });
});

// ── Archive, relation ────────────────────────────────────────────────────────
describe('engagement decider: archiving', () => {
  it('the owner archives; then nothing changes any more (409), archiving included', () => {
    expect(given(running).when('ArchiveEngagement', {})()).toEqual([archived]);
    expect(given(running).when('ArchiveEngagement', {}, editor)).toThrow(ForbiddenError);
    expect(given(running).when('ArchiveEngagement', {}, admin)).toThrow(ForbiddenError);
    const after = given([...running, archived]);
    expect(after.state.lifecycle).toBe('archived');
    expect(after.when('ArchiveEngagement', {})).toThrow(ConflictError);
    expect(after.when('SetEngagementStatus', { status: 'cancelled' })).toThrow(m.projectArchived);
    expect(
      after.when('AddCollaborator', { invitationId: 'i', email: 'n@example.com', ownerEmail: null, role: 'viewer' }),
    ).toThrow(ConflictError);
    expect(after.when('AssignTeam', { team: { teamId: 'team-b', ownerId: owner.userId, archived: false } })).toThrow(
      ConflictError,
    );
  });
});

describe('engagementRelationOf', () => {
  it('names the strongest relation: owner, editor, member, viewer, admin, none', () => {
    const { state } = given(running);
    expect(engagementRelationOf(state, owner, teamA)).toBe('owner');
    expect(engagementRelationOf(state, editor, teamA)).toBe('editor');
    expect(engagementRelationOf(state, priya, teamA)).toBe('member');
    expect(engagementRelationOf(state, viewer, teamA)).toBe('viewer');
    expect(engagementRelationOf(state, admin, teamA)).toBe('admin');
    expect(engagementRelationOf(state, stranger, teamA)).toBe('none');
    expect(engagementRelationOf(state, priya, null)).toBe('none');
    expect(engagementRelationOf(given([]).state, owner, null)).toBe('none');
  });
});
