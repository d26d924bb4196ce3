import { describe, expect, it } from 'vitest';
import { indexesOfAll, storedEvents } from '../../testKit/storedEvents';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import type { SpecialistCard } from '../../specialist/projections/specialistCard';
import type { EngagementDetails, EngagementEvent } from '../engagement';
import { engagementHistoryKey, engagementHistoryProjection } from './engagementHistory';
import {
  ENGAGEMENT_SORTS,
  FAR_FUTURE,
  dayOf,
  engagementIndex,
  engagementItemAccess,
  engagementItemKey,
  engagementListItemJson,
  engagementKey,
  engagementProjection,
  engagementScope,
  toEngagementListItem,
  toEngagementRecord,
  type EngagementDoc,
  type EngagementItemDoc,
} from './engagementRecord';

const projectId = 'p1';
const t = (minute: number) => `2026-03-01T09:${String(minute).padStart(2, '0')}:00.000Z`;
const ts = { id: 2, title: 'TypeScript' };
const go = { id: 9, title: 'Go' };
const details: EngagementDetails = {
  name: 'Checkout revamp',
  clientName: 'Acme Retail',
  engagementType: 'DPD',
  brief: 'Rebuild the checkout',
  projectType: { id: 3, title: 'Mobile App Development' },
  requiredSkills: [ts, go],
  startDate: '2026-04-01',
  endDate: '2026-06-30',
  budget: { amount: 50000, currency: 'EUR' },
};

const history: (EngagementEvent & { actorId?: string })[] = [
  {
    type: 'EngagementCreated',
    data: { projectId, ownerId: 'o1', details, status: 'draft', createdAt: t(0) },
    actorId: 'o1',
  },
  { type: 'EngagementStatusChanged', data: { projectId, from: 'draft', to: 'posted', changedAt: t(1) }, actorId: 'o1' },
  {
    type: 'EngagementTeamAssigned',
    data: { projectId, teamId: 't1', previousTeamId: null, assignedAt: t(2) },
    actorId: 'o1',
  },
  {
    type: 'EngagementTeamAssigned',
    data: { projectId, teamId: 't2', previousTeamId: 't1', assignedAt: t(3) },
    actorId: 'editor-1',
  },
  {
    type: 'MilestoneAdded',
    data: {
      projectId,
      milestoneId: 'm1',
      title: 'Design',
      dueDate: '2026-04-15',
      status: 'todo',
      responsibleId: 's1',
      addedAt: t(4),
    },
    actorId: 'o1',
  },
  {
    type: 'MilestoneAdded',
    data: {
      projectId,
      milestoneId: 'm2',
      title: 'Build',
      dueDate: '2026-05-15',
      status: 'todo',
      responsibleId: null,
      addedAt: t(5),
    },
    actorId: 'o1',
  },
  {
    type: 'MilestoneChanged',
    data: {
      projectId,
      milestoneId: 'm2',
      title: 'Build it',
      dueDate: '2026-05-20',
      responsibleId: null,
      changedAt: t(6),
    },
    actorId: 'o1',
  },
  { type: 'MilestoneStatusSet', data: { projectId, milestoneId: 'm1', status: 'done', setAt: t(7) }, actorId: 's1' },
  { type: 'MilestoneRemoved', data: { projectId, milestoneId: 'm2', removedAt: t(8) }, actorId: 'o1' },
  {
    type: 'CollaboratorAdded',
    data: { projectId, userId: 'u-view', email: 'viewer@example.com', role: 'viewer', addedAt: t(9) },
    actorId: 'o1',
  },
  {
    type: 'CollaboratorAdded',
    data: { projectId, userId: 'u-edit', email: 'editor@example.com', role: 'viewer', addedAt: t(10) },
    actorId: 'o1',
  },
  {
    type: 'CollaboratorRoleChanged',
    data: { projectId, userId: 'u-edit', role: 'editor', changedAt: t(11) },
    actorId: 'o1',
  },
  {
    type: 'CollaboratorAdded',
    data: { projectId, userId: 'u-gone', email: 'gone@example.com', role: 'editor', addedAt: t(12) },
    actorId: 'o1',
  },
  { type: 'CollaboratorRemoved', data: { projectId, userId: 'u-gone', removedAt: t(13) }, actorId: 'o1' },
  {
    type: 'EngagementDetailsChanged',
    data: {
      projectId,
      details: { ...details, name: 'Checkout v2', budget: null, requiredSkills: [ts] },
      changedAt: t(14),
    },
    actorId: 'u-edit',
  },
  {
    type: 'EngagementStatusChanged',
    data: { projectId, from: 'posted', to: 'in_progress', changedAt: t(15) },
    actorId: 'o1',
  },
];

const docOf = (events = history) =>
  ProjectionSpecification.for(engagementProjection)(storedEvents(events))
    .projected()
    .docs.get(engagementKey(projectId))!;

describe('Engagement projection (the project record)', () => {
  it('keeps details, status, the current team and every assignment, milestones and collaborators', () => {
    expect(docOf()).toEqual({
      id: projectId,
      owner_id: 'o1',
      name: 'Checkout v2',
      client_name: 'Acme Retail',
      engagement_type: 'DPD',
      brief: 'Rebuild the checkout',
      project_type: { id: 3, title: 'Mobile App Development' },
      required_skills: [ts],
      start_date: '2026-04-01',
      end_date: '2026-06-30',
      budget: null,
      status: 'in_progress',
      team_id: 't2',
      team_history: [
        { team_id: 't1', assigned_at: t(2) },
        { team_id: 't2', assigned_at: t(3) },
      ],
      milestones: [{ id: 'm1', title: 'Design', due_date: '2026-04-15', status: 'done', responsible_id: 's1' }],
      collaborators: [
        { user_id: 'u-view', email: 'viewer@example.com', role: 'viewer', added_at: t(9) },
        { user_id: 'u-edit', email: 'editor@example.com', role: 'editor', added_at: t(10) },
      ],
      invitations: [],
      archived: false,
      created_at: t(0),
      updated_at: t(15),
      position: String(history.length),
    } satisfies EngagementDoc);
  });

  it('gives the same documents and indexes when the same events are fed twice', () => {
    const stored = storedEvents(history);
    const once = ProjectionSpecification.for(engagementProjection)(stored).projected().docs;
    const twice = ProjectionSpecification.for(engagementProjection)(stored, once).projected().docs;
    expect(twice).toEqual(once);
    expect(indexesOfAll(engagementProjection, twice)).toEqual(indexesOfAll(engagementProjection, once));
  });

  it('ignores events of a project it never saw created', () => {
    const docs = ProjectionSpecification.for(engagementProjection)(storedEvents(history.slice(1))).projected().docs;
    expect(docs.get(engagementKey(projectId))).toBeNull();
  });

  it('writes the list item as a view: counts of milestones, collaborator roles, transitions along the diagram', () => {
    const docs = ProjectionSpecification.for(engagementProjection)(storedEvents(history)).projected().docs;
    const item = engagementProjection.views![0].view(
      docs.get(engagementKey(projectId))!,
      engagementKey(projectId),
    ) as EngagementItemDoc;
    expect(engagementProjection.views![0].keyOf(engagementKey(projectId))).toBe(engagementItemKey(projectId));
    expect(item).toMatchObject({
      id: projectId,
      status: 'in_progress',
      allowed_transitions: ['completed', 'cancelled'],
      team_id: 't2',
      milestone_count: 1,
      milestones_done: 1,
      collaborator_roles: { 'u-view': 'viewer', 'u-edit': 'editor' },
    });
    expect(item).not.toHaveProperty('brief');
    const archived = docOf([...history, { type: 'EngagementArchived', data: { projectId, archivedAt: t(20) } }]);
    expect(engagementProjection.views![0].view(archived, engagementKey(projectId))).toMatchObject({
      archived: true,
      allowed_transitions: [],
    });
  });
});

describe('Engagement indexes (My Projects, Shared Projects, filters)', () => {
  const indexesOf = (events = history) =>
    ProjectionSpecification.for(engagementProjection)(storedEvents(events)).projected().indexes;

  it('puts the project in the scopes of everyone, its owner, its current team (not an earlier one) and each collaborator, per sort order', () => {
    const indexes = indexesOf();
    for (const scope of [
      engagementScope.all,
      engagementScope.owner('o1'),
      engagementScope.team('t2'),
      engagementScope.shared('u-view'),
      engagementScope.shared('u-edit'),
    ]) {
      for (const sort of ENGAGEMENT_SORTS) {
        expect(indexes.get(engagementIndex.scope(scope, false, sort))?.has(projectId), `${scope} ${sort}`).toBe(true);
      }
    }
    expect(indexes.has(engagementIndex.scope(engagementScope.team('t1'), false, 'created_at'))).toBe(false);
    expect(indexes.has(engagementIndex.scope(engagementScope.shared('u-gone'), false, 'created_at'))).toBe(false);
    expect(indexes.get(engagementIndex.scope('all', false, 'created_at'))!.get(projectId)).toBe(Date.parse(t(0)));
    expect(indexes.get(engagementIndex.scope('all', false, 'start_date'))!.get(projectId)).toBe(dayOf('2026-04-01'));
  });

  it('lists a pending invitation under its address until it is answered; the invitee who accepts is in the shared scope', () => {
    const invited: EngagementEvent[] = [
      ...history,
      {
        type: 'CollaboratorInvited',
        data: { projectId, invitationId: 'i1', email: 'nora@example.com', role: 'viewer', invitedAt: t(16) },
      },
      {
        type: 'CollaboratorInvited',
        data: { projectId, invitationId: 'i2', email: 'sam@example.com', role: 'editor', invitedAt: t(17) },
      },
    ];
    expect(indexesOf(invited).get(engagementIndex.invited('Nora@example.com'))?.get(`${projectId}.i1`)).toBe(
      Date.parse(t(16)),
    );
    expect(docOf(invited).invitations).toEqual([
      { id: 'i1', email: 'nora@example.com', role: 'viewer', invited_at: t(16) },
      { id: 'i2', email: 'sam@example.com', role: 'editor', invited_at: t(17) },
    ]);
    const answered: EngagementEvent[] = [
      ...invited,
      {
        type: 'CollaboratorInvitationAccepted',
        data: {
          projectId,
          invitationId: 'i1',
          userId: 'u-nora',
          email: 'nora@example.com',
          role: 'viewer',
          acceptedAt: t(18),
        },
      },
      { type: 'CollaboratorInvitationWithdrawn', data: { projectId, invitationId: 'i2', withdrawnAt: t(19) } },
    ];
    const indexes = indexesOf(answered);
    expect(indexes.has(engagementIndex.invited('nora@example.com'))).toBe(false);
    expect(indexes.has(engagementIndex.invited('sam@example.com'))).toBe(false);
    expect(indexes.get(engagementIndex.scope(engagementScope.shared('u-nora'), false, 'name'))?.has(projectId)).toBe(
      true,
    );
    expect(docOf(answered).invitations).toEqual([]);
  });

  it('indexes type, status, required skills now, the dates and the words of the name and client', () => {
    const indexes = indexesOf();
    expect(indexes.get(engagementIndex.type('DPD', false))?.has(projectId)).toBe(true);
    expect(indexes.get(engagementIndex.status('in_progress', false))?.has(projectId)).toBe(true);
    expect(indexes.has(engagementIndex.status('draft', false))).toBe(false);
    expect(indexes.get(engagementIndex.skill(2, false))?.has(projectId)).toBe(true);
    expect(indexes.has(engagementIndex.skill(9, false))).toBe(false);
    expect(indexes.get(engagementIndex.starts(false))!.get(projectId)).toBe(dayOf('2026-04-01'));
    expect(indexes.get(engagementIndex.ends(false))!.get(projectId)).toBe(dayOf('2026-06-30'));
    for (const token of ['ch', 'checkout', 'v2', 'acme', 're'])
      expect(indexes.get(engagementIndex.token(token, false))?.has(projectId), token).toBe(true);
  });

  it('moves an archived project to the archived scopes', () => {
    const indexes = indexesOf([...history, { type: 'EngagementArchived', data: { projectId, archivedAt: t(20) } }]);
    expect(indexes.has(engagementIndex.scope('all', false, 'created_at'))).toBe(false);
    expect(indexes.get(engagementIndex.scope('all', true, 'created_at'))?.has(projectId)).toBe(true);
    expect(indexes.get(engagementIndex.scope(engagementScope.owner('o1'), true, 'name'))?.has(projectId)).toBe(true);
    // Its filters move with it, so each side's filter sets stay subsets of that side's `all` scope.
    expect(indexes.has(engagementIndex.type('DPD', false))).toBe(false);
    expect(indexes.get(engagementIndex.type('DPD', true))?.has(projectId)).toBe(true);
    expect(indexes.get(engagementIndex.token('checkout', true))?.has(projectId)).toBe(true);
  });

  it('treats an open end as running on, and leaves a project without dates out of the date indexes', () => {
    const open = indexesOf([
      {
        type: 'EngagementCreated',
        data: { projectId, ownerId: 'o1', details: { ...details, endDate: null }, status: 'draft', createdAt: t(0) },
      },
    ]);
    expect(open.get(engagementIndex.ends(false))!.get(projectId)).toBe(FAR_FUTURE);
    const undated = indexesOf([
      {
        type: 'EngagementCreated',
        data: {
          projectId,
          ownerId: 'o1',
          details: { ...details, startDate: null, endDate: null },
          status: 'draft',
          createdAt: t(0),
        },
      },
    ]);
    expect(undated.has(engagementIndex.starts(false))).toBe(false);
    expect(undated.has(engagementIndex.ends(false))).toBe(false);
    // Without a start date it sorts after every dated project.
    expect(undated.get(engagementIndex.scope('all', false, 'start_date'))!.get(projectId)).toBe(FAR_FUTURE);
  });

  it('orders by status along the diagram, then by creation', () => {
    const score = (status: 'draft' | 'posted', minute: number) =>
      indexesOf([
        {
          type: 'EngagementCreated',
          data: { projectId, ownerId: 'o1', details, status: 'draft', createdAt: t(minute) },
        },
        ...(status === 'posted'
          ? [
              {
                type: 'EngagementStatusChanged' as const,
                data: { projectId, from: 'draft' as const, to: 'posted' as const, changedAt: t(30) },
              },
            ]
          : []),
      ])
        .get(engagementIndex.scope('all', false, 'status'))!
        .get(projectId)!;
    expect(score('draft', 5)).toBeLessThan(score('draft', 6));
    expect(score('draft', 59)).toBeLessThan(score('posted', 0));
  });
});

describe('toEngagementRecord and toEngagementListItem (the answers)', () => {
  const card = (id: string, skills: { id: number; title: string }[]): SpecialistCard => ({
    id,
    first_name: 'Mia',
    last_name: id.toUpperCase(),
    avatar: null,
    industry_title: null,
    experience_level_id: null,
    experience_level: null,
    country: null,
    skills,
    languages: [],
    industries: [],
    project_types: [],
    practitioner_group: null,
    completeness: 50,
    availability: { open_to_work: false, available_from: null, days_per_week: 5, discoverable: 'everyone' },
  });
  const doc = docOf();
  const ctx = {
    role: 'owner' as const,
    showCollaborators: true,
    names: new Map([
      ['o1', 'Oliver Bennett'],
      ['u-view', 'Vera Viewer'],
      ['u-edit', 'Eddie Editor'],
      ['s1', 'Sam One'],
    ]),
    teams: new Map([
      ['t1', { name: 'Old squad', members: [] }],
      [
        't2',
        {
          name: 'Checkout squad',
          members: [
            { specialist_id: 's1', role_title: 'Lead', allocation_days: 3 },
            { specialist_id: 's2', role_title: 'Dev', allocation_days: 2 },
          ],
        },
      ],
    ]),
    cards: new Map([
      ['s1', card('s1', [ts])],
      ['s2', card('s2', [{ id: 5, title: 'Figma' }])],
    ]),
  };

  it('adds names, the team as it is now with its cards, the coverage of the required skills and the role', () => {
    const record = toEngagementRecord(doc, ctx);
    expect(record.owner_name).toBe('Oliver Bennett');
    expect(record.team).toEqual({
      id: 't2',
      name: 'Checkout squad',
      members: [
        { specialist_id: 's1', role_title: 'Lead', allocation_days: 3, specialist: ctx.cards.get('s1') },
        { specialist_id: 's2', role_title: 'Dev', allocation_days: 2, specialist: ctx.cards.get('s2') },
      ],
    });
    expect(record.team_history).toEqual([
      { team_id: 't1', team_name: 'Old squad', assigned_at: t(2) },
      { team_id: 't2', team_name: 'Checkout squad', assigned_at: t(3) },
    ]);
    expect(record.coverage).toEqual({
      skills: [
        { ...ts, required: true, covered_by: ['s1'] },
        { id: 5, title: 'Figma', required: false, covered_by: ['s2'] },
      ],
      missing: [],
    });
    expect(record.milestones).toEqual([
      {
        id: 'm1',
        title: 'Design',
        due_date: '2026-04-15',
        status: 'done',
        responsible_id: 's1',
        responsible_name: 'Sam One',
      },
    ]);
    expect(record.collaborators).toEqual([
      { user_id: 'u-view', email: 'viewer@example.com', name: 'Vera Viewer', role: 'viewer', added_at: t(9) },
      { user_id: 'u-edit', email: 'editor@example.com', name: 'Eddie Editor', role: 'editor', added_at: t(10) },
    ]);
    expect(record).toMatchObject({ my_role: 'owner', allowed_transitions: ['completed', 'cancelled'], budget: null });
    expect(record).not.toHaveProperty('position');
  });

  it('leaves the collaborators out for a reader who may not see them', () => {
    const record = toEngagementRecord(doc, { ...ctx, role: 'member', showCollaborators: false });
    expect(record).not.toHaveProperty('collaborators');
    expect(record.my_role).toBe('member');
  });

  it('shows every required skill as missing when no team is assigned', () => {
    const unassigned = docOf(history.slice(0, 2));
    const record = toEngagementRecord(unassigned, ctx);
    expect(record.team).toBeNull();
    expect(record.coverage.missing).toEqual([ts, go]);
  });

  it('lists an item with the owner’s and team’s names and without the collaborators’ roles', () => {
    const item = engagementProjection.views![0].view(doc, engagementKey(projectId)) as EngagementItemDoc;
    const listed = toEngagementListItem(item, 'viewer', 'Oliver Bennett', 'Checkout squad');
    expect(listed).toMatchObject({
      owner_name: 'Oliver Bennett',
      team: { id: 't2', name: 'Checkout squad' },
      my_role: 'viewer',
    });
    expect(listed).not.toHaveProperty('collaborator_roles');
    expect(listed).not.toHaveProperty('team_id');
  });

  it('the answer’s text cut from the stored item is the same item, whatever the names hold', () => {
    const tricky = { ...doc, name: 'Say ","owner_id":"x" \\ and "quotes"', client_name: '{"team_id":1}' };
    for (const source of [doc, tricky, { ...doc, team_id: null, collaborators: [] }]) {
      const stored = JSON.stringify(engagementProjection.views![0].view(source, engagementKey(projectId)));
      const access = engagementItemAccess(stored);
      expect(access).toEqual({
        owner_id: 'o1',
        team_id: source.team_id,
        collaborator_roles: Object.fromEntries(source.collaborators.map((c) => [c.user_id, c.role])),
      });
      const text = engagementListItemJson(stored, access, 'editor', 'Zoë "Z" Owner', 'Squad \\ "B"');
      expect(JSON.parse(text)).toEqual(
        toEngagementListItem(JSON.parse(stored), 'editor', 'Zoë "Z" Owner', 'Squad \\ "B"'),
      );
    }
  });
});

describe('EngagementHistory projection', () => {
  it('lists each change with its actor and what changed, once even when fed twice', () => {
    const stored = storedEvents(history);
    const once = ProjectionSpecification.for(engagementHistoryProjection)(stored).projected().docs;
    expect(ProjectionSpecification.for(engagementHistoryProjection)(stored, once).projected().docs).toEqual(once);
    expect(once.get(engagementHistoryKey(projectId))!.items).toEqual([
      { at: t(0), action: 'created', detail: { name: 'Checkout revamp', engagement_type: 'DPD' }, actor_id: 'o1' },
      { at: t(1), action: 'status_changed', detail: { from: 'draft', to: 'posted' }, actor_id: 'o1' },
      { at: t(2), action: 'team_assigned', detail: { team_id: 't1', previous_team_id: null }, actor_id: 'o1' },
      { at: t(3), action: 'team_assigned', detail: { team_id: 't2', previous_team_id: 't1' }, actor_id: 'editor-1' },
      {
        at: t(4),
        action: 'milestone_added',
        detail: { milestone_id: 'm1', title: 'Design', due_date: '2026-04-15', status: 'todo', responsible_id: 's1' },
        actor_id: 'o1',
      },
      {
        at: t(5),
        action: 'milestone_added',
        detail: { milestone_id: 'm2', title: 'Build', due_date: '2026-05-15', status: 'todo', responsible_id: null },
        actor_id: 'o1',
      },
      {
        at: t(6),
        action: 'milestone_changed',
        actor_id: 'o1',
        detail: {
          milestone_id: 'm2',
          title: 'Build it',
          due_date: '2026-05-20',
          responsible_id: null,
          changed: ['title', 'due_date'],
        },
      },
      {
        at: t(7),
        action: 'milestone_status_set',
        detail: { milestone_id: 'm1', title: 'Design', status: 'done' },
        actor_id: 's1',
      },
      { at: t(8), action: 'milestone_removed', detail: { milestone_id: 'm2', title: 'Build it' }, actor_id: 'o1' },
      {
        at: t(9),
        action: 'collaborator_added',
        detail: { user_id: 'u-view', email: 'viewer@example.com', role: 'viewer' },
        actor_id: 'o1',
      },
      {
        at: t(10),
        action: 'collaborator_added',
        detail: { user_id: 'u-edit', email: 'editor@example.com', role: 'viewer' },
        actor_id: 'o1',
      },
      {
        at: t(11),
        action: 'collaborator_changed',
        detail: { user_id: 'u-edit', email: 'editor@example.com', role: 'editor' },
        actor_id: 'o1',
      },
      {
        at: t(12),
        action: 'collaborator_added',
        detail: { user_id: 'u-gone', email: 'gone@example.com', role: 'editor' },
        actor_id: 'o1',
      },
      {
        at: t(13),
        action: 'collaborator_removed',
        detail: { user_id: 'u-gone', email: 'gone@example.com' },
        actor_id: 'o1',
      },
      {
        at: t(14),
        action: 'details_changed',
        detail: { changed: ['name', 'required_skills', 'budget'] },
        actor_id: 'u-edit',
      },
      { at: t(15), action: 'status_changed', detail: { from: 'posted', to: 'in_progress' }, actor_id: 'o1' },
    ]);
  });

  it('starts only at the creation', () => {
    expect(
      ProjectionSpecification.for(engagementHistoryProjection)(storedEvents(history.slice(1)))
        .projected()
        .docs.get(engagementHistoryKey(projectId)),
    ).toBeNull();
  });
});
