import { aCard, aTeam } from './hiringData';
import type { EngagementHistoryItem, EngagementListItem, EngagementRecord } from '../projects/projectsDomain';

/** Object mothers for the project pages' tests: records as docs/api.md shapes them. */
export function aProject(overrides: Partial<EngagementRecord> = {}): EngagementRecord {
  return {
    id: 'p1',
    owner_id: 'user-1',
    owner_name: 'Ada Lovelace',
    name: 'Claims triage assistant',
    client_name: 'Coastal Mutual',
    engagement_type: 'DPD',
    brief: 'Sort incoming claims by urgency.',
    project_type: { id: 4, title: 'AI & Machine Learning' },
    required_skills: [
      { id: 1, title: 'Figma' },
      { id: 3, title: 'Swift' },
    ],
    start_date: '2026-03-02',
    end_date: '2026-06-01',
    budget: { amount: 120000, currency: 'AUD' },
    status: 'draft',
    allowed_transitions: ['posted', 'cancelled'],
    team: {
      id: 't1',
      name: 'Mobile launch',
      members: [{ specialist_id: 's1', role_title: 'Lead designer', allocation_days: 3, specialist: aCard() }],
    },
    team_history: [{ team_id: 't1', team_name: 'Mobile launch', assigned_at: '2026-02-01T10:00:00Z' }],
    coverage: {
      skills: [
        { id: 1, title: 'Figma', required: true, covered_by: ['s1'] },
        { id: 3, title: 'Swift', required: true, covered_by: [] },
      ],
      missing: [{ id: 3, title: 'Swift' }],
    },
    milestones: [
      {
        id: 'm1',
        title: 'Research plan',
        due_date: '2026-03-20',
        status: 'todo',
        responsible_id: 's1',
        responsible_name: 'Priya Sharma',
      },
      {
        id: 'm2',
        title: 'Pilot go-live',
        due_date: '2026-05-20',
        status: 'todo',
        responsible_id: null,
        responsible_name: null,
      },
    ],
    collaborators: [
      {
        user_id: 'u9',
        email: 'vera@example.org',
        name: 'Vera Viewer',
        role: 'viewer',
        added_at: '2026-02-02T10:00:00Z',
      },
    ],
    my_role: 'owner',
    archived: false,
    created_at: '2026-02-01T09:00:00Z',
    updated_at: '2026-02-02T10:00:00Z',
    ...overrides,
  };
}

export function aProjectItem(overrides: Partial<EngagementListItem> = {}): EngagementListItem {
  const {
    brief: _b,
    milestones: _m,
    collaborators: _c,
    team_history: _h,
    coverage: _v,
    team: _t,
    ...rest
  } = aProject();
  return { ...rest, team: { id: 't1', name: 'Mobile launch' }, milestone_count: 2, milestones_done: 1, ...overrides };
}

export function aProjectHistoryItem(overrides: Partial<EngagementHistoryItem> = {}): EngagementHistoryItem {
  return {
    at: '2026-02-01T10:00:00Z',
    action: 'created',
    detail: { name: 'Claims triage assistant', engagement_type: 'DPD' },
    actor_id: 'user-1',
    actor_name: 'Ada Lovelace',
    ...overrides,
  };
}

export { aTeam };
