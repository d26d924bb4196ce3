import { describe, expect, it } from 'vitest';
import { DeciderSpecification } from '../testKit/deciderSpecification';
import { catalogs } from '../specialist/testData';
import type { Actor } from '../shared/authorization';
import {
  DomainError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  type FieldErrors,
} from '../shared/errors';
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
import { engagementCodes as m } from './messages';

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

const given = DeciderSpecification.for(engagementDecider);
/** A command on the project, with the assigned team's members as the command API reads them. */
const command = <T extends EngagementCommand['type']>(
  type: T,
  data: Data<T>,
  actor: Actor = owner,
  assignedTeam: AssignedTeamFacts | null = teamA,
) => ({ type, data: { projectId, assignedTeam, ...data }, metadata: { now, actor } }) as EngagementCommand;

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
    given([])
      .when(
        command('CreateEngagement', {
          ...createValues,
          projectTypeId: 1,
          requiredSkillIds: [2, 1, 2],
          startDate: '2026-03-01',
          endDate: '2026-03-01',
          budget: { amount: 12000.5, currency: 'eur' },
        }),
      )
      .then([
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
    given([])
      .when(command('CreateEngagement', createValues, priya))
      .thenThrows(ForbiddenError);
    given([])
      .when(command('CreateEngagement', createValues, admin))
      .then((events) => expect(events[0].data).toMatchObject({ ownerId: admin.userId }));
    given([created()]).when(command('CreateEngagement', createValues)).thenThrows(ConflictError);
  });

  it('checks every field: lengths, type, catalog ids, dates, budget', () => {
    const refused = (values: Partial<typeof createValues>, fields: FieldErrors) =>
      given([])
        .when(command('CreateEngagement', { ...createValues, ...values }))
        .thenThrows(ValidationError, { fields });
    refused({ name: ' ' }, { name: m.nameRequired });
    refused({ name: 'n'.repeat(261) }, { name: m.nameTooLong });
    refused({ clientName: 'c'.repeat(261) }, { client_name: m.clientNameTooLong });
    refused({ brief: 'b'.repeat(5001) }, { brief: m.briefTooLong });
    refused({ engagementType: 'XYZ' as never }, { engagement_type: m.engagementTypeInvalid });
    refused({ projectTypeId: 99999 }, { project_type_id: ['specialist.unknownIds', 'project type', [99999]] });
    refused(
      { requiredSkillIds: [1, 99998, 99999] },
      {
        required_skill_ids: ['specialist.unknownIds', 'skill', [99998, 99999]],
      },
    );
    refused({ startDate: '2026-02-30' }, { start_date: m.dateInvalid });
    refused({ endDate: '01/03/2026' }, { end_date: m.dateInvalid });
    refused({ startDate: '2026-03-02', endDate: '2026-03-01' }, { end_date: m.endBeforeStart });
    refused({ budget: { amount: 0, currency: 'EUR' } }, { 'budget.amount': m.budgetAmountInvalid });
    refused(
      { budget: { amount: Number.NaN, currency: 'EUR' } },
      {
        'budget.amount': m.budgetAmountInvalid,
      },
    );
    refused({ budget: { amount: 1e12, currency: 'EUR' } }, { 'budget.amount': m.budgetAmountTooLarge });
    refused({ budget: { amount: 10, currency: 'EUROS' } }, { 'budget.currency': m.currencyInvalid });
    refused({ budget: { amount: 10, currency: 'ZZZ' } }, { 'budget.currency': m.currencyInvalid });
    given([])
      .when(
        command('CreateEngagement', {
          ...createValues,
          name: 'n'.repeat(260),
          clientName: 'c'.repeat(260),
          brief: 'b'.repeat(5000),
        }),
      )
      .then((events) => expect(events).toHaveLength(1));
    given([])
      .when(command('CreateEngagement', { ...createValues, name: '' }))
      .thenThrows(ValidationError);
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
    const [event] = given(start)
      .when(
        command('UpdateEngagement', {
          name: 'Renamed',
          budget: null,
          projectTypeId: null,
          ...catalogFacts,
        }),
      )
      .decided();
    expect(event).toEqual({
      type: 'EngagementDetailsChanged',
      data: {
        projectId,
        changedAt: now,
        details: details({ name: 'Renamed', startDate: '2026-03-10', budget: null, projectType: null }),
      },
    });
    given(start)
      .when(command('UpdateEngagement', { endDate: '2026-03-09', ...catalogFacts }))
      .thenThrows(ValidationError, { fields: { end_date: m.endBeforeStart } });
    given(start)
      .when(command('UpdateEngagement', { requiredSkillIds: [424242], ...catalogFacts }))
      .thenThrows(ValidationError, { fields: { required_skill_ids: ['specialist.unknownIds', 'skill', [424242]] } });
  });

  it('a change that changes nothing appends nothing', () => {
    given([created()])
      .when(command('UpdateEngagement', { name: 'Checkout rebuild', clientName: 'Acme', ...catalogFacts }))
      .thenNothingHappened();
  });

  it('a DPD project with milestones cannot become DTH until they are removed; DTH → DPD is fine', () => {
    given(running)
      .when(command('UpdateEngagement', { engagementType: 'DTH', ...catalogFacts }))
      .thenThrows(ValidationError, { fields: { engagement_type: m.engagementTypeHasMilestones } });
    given([created({ engagementType: 'DTH' })])
      .when(
        command('UpdateEngagement', {
          engagementType: 'DPD',
          ...catalogFacts,
        }),
      )
      .then((events) => expect(events).toHaveLength(1));
  });

  it('the owner and editors change details; members, viewers, admins 403; strangers and other owners 404; archived 409', () => {
    const update = (actor: Actor, events = running) =>
      given(events).when(command('UpdateEngagement', { brief: 'New brief', ...catalogFacts }, actor));
    update(owner).then((events) => expect(events).toHaveLength(1));
    update(editor).then((events) => expect(events).toHaveLength(1));
    for (const actor of [priya, viewer, admin]) update(actor).thenThrows(ForbiddenError);
    for (const actor of [stranger, otherOwner]) update(actor).thenThrows(NotFoundError);
    given([])
      .when(command('UpdateEngagement', { brief: 'x', ...catalogFacts }))
      .thenThrows(NotFoundError);
    update(owner, [...running, archived]).thenThrows(ConflictError);
    update(owner, [...running, archived]).thenThrows(DomainError, m.projectArchived);
    // Archived, a project is still not revealed to strangers.
    update(stranger, [...running, archived]).thenThrows(NotFoundError);
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
        const when = given(reach(from)).when(command('SetEngagementStatus', { status: to }));
        if (allowed) when.then([statusChanged(from, to)]);
        else when.thenThrows(ConflictError, m.transitionNotAllowed(from, to));
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
      given(events).when(command('SetEngagementStatus', { status: 'posted' }, actor));
    set(owner).then([statusChanged('draft', 'posted')]);
    set(editor).thenThrows(DomainError, m.editorsCannot);
    for (const actor of [priya, viewer, admin]) set(actor).thenThrows(ForbiddenError);
    set(stranger).thenThrows(NotFoundError);
    set(owner, [...running, archived]).thenThrows(ConflictError);
  });
});

// ── DTH team ─────────────────────────────────────────────────────────────────
describe('engagement decider: assigning a team', () => {
  const team = (ownerId: string | null, teamId = 'team-b', archived = false) => ({
    team: { teamId, ownerId, archived },
  });

  it("assigns one of the owner's teams, and a later one keeps the earlier in the event", () => {
    given([created({ engagementType: 'DTH' })])
      .when(command('AssignTeam', team(owner.userId, 'team-a'), owner, null))
      .then([teamAssigned('team-a', null)]);
    const [event] = given([created({ engagementType: 'DTH' }), teamAssigned('team-a')])
      .when(command('AssignTeam', team(owner.userId, 'team-b')))
      .decided();
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
    given(start)
      .when(command('AssignTeam', team(otherOwner.userId)))
      .thenThrows(ValidationError, { fields: { team_id: m.teamNotYours } });
    given(start)
      .when(command('AssignTeam', team(null)))
      .thenThrows(ValidationError, { fields: { team_id: m.teamNotYours } });
    given(start)
      .when(command('AssignTeam', team(owner.userId, 'team-b', true)))
      .thenThrows(ValidationError);
  });

  it("an editor assigns one of the project owner's teams, not their own", () => {
    const start = [created(), shared(editor, 'editor')];
    given(start)
      .when(command('AssignTeam', team(owner.userId), editor))
      .then((events) => expect(events).toHaveLength(1));
    given(start)
      .when(command('AssignTeam', team(editor.userId), editor))
      .thenThrows(ValidationError, { fields: { team_id: m.teamNotYours } });
  });

  it('the same team again appends nothing; members, viewers and admins 403; strangers 404', () => {
    given(running)
      .when(command('AssignTeam', team(owner.userId, 'team-a')))
      .thenNothingHappened();
    for (const actor of [priya, viewer, admin])
      given(running)
        .when(command('AssignTeam', team(owner.userId), actor))
        .thenThrows(ForbiddenError);
    given(running)
      .when(command('AssignTeam', team(owner.userId), stranger))
      .thenThrows(NotFoundError);
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
    given(running)
      .when(command('AddMilestone', add({ responsibleId: sam.userId })))
      .then([
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
    given(running)
      .when(command('AddMilestone', add(), editor))
      .then((events) => expect(events).toHaveLength(1));
  });

  it('refuses a responsible outside the assigned team (or with no team), a bad title or date, and a DTH project', () => {
    given(running)
      .when(command('AddMilestone', add({ responsibleId: stranger.userId })))
      .thenThrows(ValidationError, { fields: { responsible_id: m.responsibleNotInTeam } });
    given([created()])
      .when(command('AddMilestone', add({ responsibleId: priya.userId }), owner, null))
      .thenThrows(ValidationError, { fields: { responsible_id: m.responsibleNotInTeam } });
    // Facts about a team other than the one assigned now count for nothing.
    given(running)
      .when(
        command('AddMilestone', add({ responsibleId: stranger.userId }), owner, {
          teamId: 'team-old',
          memberIds: [stranger.userId],
        }),
      )
      .thenThrows(ValidationError, { fields: { responsible_id: m.responsibleNotInTeam } });
    given(running)
      .when(command('AddMilestone', add({ title: ' ' })))
      .thenThrows(ValidationError, { fields: { title: m.milestoneTitleRequired } });
    given(running)
      .when(command('AddMilestone', add({ title: 't'.repeat(261) })))
      .thenThrows(ValidationError, { fields: { title: m.milestoneTitleTooLong } });
    given(running)
      .when(command('AddMilestone', add({ dueDate: '2026-13-01' })))
      .thenThrows(ValidationError, { fields: { due_date: m.dateInvalid } });
    given([created({ engagementType: 'DTH' })])
      .when(command('AddMilestone', add()))
      .thenThrows(DomainError, m.milestonesOnlyForDpd);
    given(running)
      .when(command('AddMilestone', add({ milestoneId: 'm1' })))
      .thenThrows(ConflictError);
  });

  it('changes title, date and responsible; keeps a responsible who has left the team, but names nobody new from outside it', () => {
    const [event] = given(running)
      .when(
        command('ChangeMilestone', {
          milestoneId: 'm1',
          title: 'Discovery done',
          responsibleId: sam.userId,
        }),
      )
      .decided();
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
    given(running)
      .when(command('ChangeMilestone', { milestoneId: 'm1', dueDate: '2026-04-15' }, owner, priyaLeft))
      .then((events) => expect(events).toHaveLength(1));
    given(running)
      .when(command('ChangeMilestone', { milestoneId: 'm2', responsibleId: priya.userId }, owner, priyaLeft))
      .thenThrows(DomainError, m.responsibleNotInTeam);
    given(running)
      .when(command('ChangeMilestone', { milestoneId: 'm1', responsibleId: null }))
      .then((events) =>
        expect(events[0].data).toMatchObject({
          responsibleId: null,
        }),
      );
    given(running)
      .when(command('ChangeMilestone', { milestoneId: 'm1', title: 'Milestone m1' }))
      .thenNothingHappened();
    given(running)
      .when(command('ChangeMilestone', { milestoneId: 'nope', title: 'x' }))
      .thenThrows(NotFoundError);
  });

  it('removes a milestone (owner and editors)', () => {
    given(running)
      .when(command('RemoveMilestone', { milestoneId: 'm2' }, editor))
      .then([{ type: 'MilestoneRemoved', data: { projectId, milestoneId: 'm2', removedAt: now } }]);
    given(running)
      .when(command('RemoveMilestone', { milestoneId: 'm2' }, sam))
      .thenThrows(ForbiddenError);
    given(running)
      .when(command('RemoveMilestone', { milestoneId: 'nope' }))
      .thenThrows(NotFoundError);
  });

  it('adding, changing and removing are the owner’s and editors’: members, viewers, admins 403; strangers 404; archived 409', () => {
    for (const [type, data] of [
      ['AddMilestone', add()],
      ['ChangeMilestone', { milestoneId: 'm1', title: 'x' }],
      ['RemoveMilestone', { milestoneId: 'm1' }],
    ] as const) {
      for (const actor of [priya, viewer, admin])
        given(running)
          .when(command(type, data as never, actor))
          .thenThrows(ForbiddenError);
      given(running)
        .when(command(type, data as never, stranger))
        .thenThrows(NotFoundError);
      given([...running, archived])
        .when(command(type, data as never, editor))
        .thenThrows(ConflictError);
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
  ) => given(events).when(command('SetMilestoneStatus', { milestoneId, status }, actor, team));

  it('a member of the assigned team moves the milestones they are responsible for', () => {
    move('m1', 'in_progress', priya).then([
      { type: 'MilestoneStatusSet', data: { projectId, milestoneId: 'm1', status: 'in_progress', setAt: now } },
    ]);
    move('m2', 'done', sam).then((events) => expect(events).toHaveLength(1));
  });

  it("and not someone else's (403), nor a milestone that does not exist (404)", () => {
    move('m2', 'done', priya).thenThrows(ForbiddenError);
    move('m2', 'done', priya).thenThrows(DomainError, m.notYourMilestone);
    move('nope', 'done', priya).thenThrows(NotFoundError);
  });

  it('a responsible who has left the team can no longer see the project (404)', () => {
    move('m1', 'done', priya, { teamId: 'team-a', memberIds: [sam.userId] }).thenThrows(NotFoundError);
  });

  it('the owner and editors move any milestone; viewers and admins 403; strangers 404; archived 409', () => {
    move('m2', 'done', owner).then((events) => expect(events).toHaveLength(1));
    move('m1', 'done', editor).then((events) => expect(events).toHaveLength(1));
    for (const actor of [viewer, admin]) move('m1', 'done', actor).thenThrows(ForbiddenError);
    move('m1', 'done', stranger).thenThrows(NotFoundError);
    move('m1', 'done', priya, teamA, [...running, archived]).thenThrows(ConflictError);
  });

  it('the same status again appends nothing', () => {
    move('m1', 'todo', priya).thenNothingHappened();
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
        move('m1', 'done', actor, teamA, closed).thenThrows(ConflictError);
        move('m1', 'done', actor, teamA, closed).thenThrows(DomainError, m.milestonesClosed);
      }
      const addition = { milestoneId: 'm9', title: 'Design sign-off', dueDate: '2026-05-01', responsibleId: null };
      for (const [type, data] of [
        ['AddMilestone', addition],
        ['ChangeMilestone', { milestoneId: 'm1', title: 'x' }],
        ['RemoveMilestone', { milestoneId: 'm1' }],
      ] as const) {
        given(closed)
          .when(command(type, data as never, owner, teamA))
          .thenThrows(DomainError, m.milestonesClosed);
      }
    }
    // Still hidden from strangers, and still only the responsible member's to try.
    move('m1', 'done', stranger, teamA, cancelled).thenThrows(NotFoundError);
    move('m2', 'done', priya, teamA, cancelled).thenThrows(ForbiddenError);
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
  const invited = [
    ...running,
    ...given(running)
      .when(command('AddCollaborator', invite(' Nora@Example.com ')))
      .decided(),
  ];
  const nora = { userId: 'user-n', userType: 'business_owner' as const };

  it('invites an address as viewer or editor, lower-cased, without knowing whose it is', () => {
    given(running)
      .when(command('AddCollaborator', invite(' Nora@Example.com ')))
      .then([
        {
          type: 'CollaboratorInvited',
          data: { projectId, invitationId: 'inv-1', email: 'nora@example.com', role: 'editor', invitedAt: now },
        },
      ]);
  });

  it('the owner’s own address is 400; an address already invited or sharing it 409', () => {
    given(running)
      .when(command('AddCollaborator', invite('O@example.com')))
      .thenThrows(ValidationError, { fields: { email: m.collaboratorIsOwner } });
    given(invited)
      .when(command('AddCollaborator', invite('nora@example.com', 'viewer', 'inv-2')))
      .thenThrows(ConflictError);
    const sharing = [
      ...invited,
      ...given(invited)
        .when(
          command(
            'AnswerCollaboration',
            { invitationId: 'inv-1', answer: 'accept', actorEmail: 'nora@example.com' },
            nora,
          ),
        )
        .decided(),
    ];
    given(sharing)
      .when(command('AddCollaborator', invite('nora@example.com', 'viewer', 'inv-3')))
      .thenThrows(DomainError, m.alreadyCollaborator);
  });

  it('the holder of the address accepts (a collaborator from then on) or declines; anyone else is told it does not exist', () => {
    const accepted = given(invited)
      .when(
        command(
          'AnswerCollaboration',
          { invitationId: 'inv-1', answer: 'accept', actorEmail: 'NORA@example.com' },
          nora,
        ),
      )
      .decided();
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
    given(invited)
      .when(
        command(
          'AnswerCollaboration',
          { invitationId: 'inv-1', answer: 'decline', actorEmail: 'nora@example.com' },
          nora,
        ),
      )
      .then([{ type: 'CollaboratorInvitationDeclined', data: { projectId, invitationId: 'inv-1', declinedAt: now } }]);
    for (const [invitationId, actorEmail] of [
      ['inv-1', 'someone@example.com'],
      ['inv-1', null],
      ['nope', 'nora@example.com'],
    ] as const) {
      given(invited)
        .when(command('AnswerCollaboration', { invitationId, answer: 'accept', actorEmail }, stranger))
        .thenThrows(DomainError, m.invitationNotFound);
    }
  });

  it('the owner withdraws a pending invitation with the collaborator route', () => {
    given(invited)
      .when(command('RemoveCollaborator', { userId: 'inv-1' }))
      .then([
        { type: 'CollaboratorInvitationWithdrawn', data: { projectId, invitationId: 'inv-1', withdrawnAt: now } },
      ]);
  });

  it('changes a role, removes access; someone without access is 404', () => {
    given(running)
      .when(command('ChangeCollaboratorRole', { userId: viewer.userId, role: 'editor' }))
      .then([
        { type: 'CollaboratorRoleChanged', data: { projectId, userId: viewer.userId, role: 'editor', changedAt: now } },
      ]);
    given(running)
      .when(command('ChangeCollaboratorRole', { userId: viewer.userId, role: 'viewer' }))
      .thenNothingHappened();
    given(running)
      .when(command('RemoveCollaborator', { userId: editor.userId }))
      .then([{ type: 'CollaboratorRemoved', data: { projectId, userId: editor.userId, removedAt: now } }]);
    given(running)
      .when(command('RemoveCollaborator', { userId: stranger.userId }))
      .thenThrows(NotFoundError);
  });

  it('is the owner’s alone: an editor is told so (403), members, viewers and admins 403, strangers 404', () => {
    const add = (actor: Actor) =>
      given(running).when(command('AddCollaborator', invite('nora@example.com', 'viewer'), actor));
    add(editor).thenThrows(DomainError, m.editorsCannot);
    for (const actor of [priya, viewer, admin]) add(actor).thenThrows(ForbiddenError);
    add(stranger).thenThrows(NotFoundError);
    given(running)
      .when(command('RemoveCollaborator', { userId: editor.userId }, editor))
      .thenThrows(ForbiddenError);
  });

  it('an editor demoted to viewer loses the right to change details at once', () => {
    const demoted = [
      ...running,
      {
        type: 'CollaboratorRoleChanged',
        data: { projectId, userId: editor.userId, role: 'viewer', changedAt: now },
      } as EngagementEvent,
    ];
    given(demoted)
      .when(command('UpdateEngagement', { brief: 'x', ...catalogFacts }, editor))
      .thenThrows(ForbiddenError);
    const removed = [
      ...running,
      { type: 'CollaboratorRemoved', data: { projectId, userId: editor.userId, removedAt: now } } as EngagementEvent,
    ];
    given(removed)
      .when(command('UpdateEngagement', { brief: 'x', ...catalogFacts }, editor))
      .thenThrows(NotFoundError);
  });
});

// ── Archive, relation ────────────────────────────────────────────────────────
describe('engagement decider: archiving', () => {
  it('the owner archives; then nothing changes any more (409), archiving included', () => {
    given(running).when(command('ArchiveEngagement', {})).then([archived]);
    given(running)
      .when(command('ArchiveEngagement', {}, editor))
      .thenThrows(ForbiddenError);
    given(running)
      .when(command('ArchiveEngagement', {}, admin))
      .thenThrows(ForbiddenError);
    const after = given([...running, archived]);
    expect(after.state.lifecycle).toBe('archived');
    after.when(command('ArchiveEngagement', {})).thenThrows(ConflictError);
    after.when(command('SetEngagementStatus', { status: 'cancelled' })).thenThrows(DomainError, m.projectArchived);
    after
      .when(command('AddCollaborator', { invitationId: 'i', email: 'n@example.com', ownerEmail: null, role: 'viewer' }))
      .thenThrows(ConflictError);
    after
      .when(command('AssignTeam', { team: { teamId: 'team-b', ownerId: owner.userId, archived: false } }))
      .thenThrows(ConflictError);
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
