import { vi } from 'vitest';
import { testDataProvider, type DataProvider } from 'react-admin';
import type {
  NetworkMemberRecord,
  NetworkRecord,
  SpecialistCard,
  TeamHistoryItem,
  TeamRecord,
} from '../providers/hiringDomain';

/** Object mothers for the hiring pages' tests: records as docs/api.md shapes them. */
export function aCard(overrides: Partial<SpecialistCard> = {}): SpecialistCard {
  return {
    id: 's1',
    first_name: 'Priya',
    last_name: 'Sharma',
    avatar: null,
    industry_title: 'Product Designer',
    experience_level_id: 3,
    experience_level: 'Experienced',
    country: 'Australia',
    skills: [
      { id: 1, title: 'Figma' },
      { id: 2, title: 'React' },
    ],
    languages: [{ id: 1, title: 'English' }],
    industries: [],
    project_types: [],
    practitioner_group: null,
    completeness: 80,
    availability: { open_to_work: false, available_from: null, days_per_week: 5, discoverable: 'everyone' },
    ...overrides,
  };
}

export function aNetwork(overrides: Partial<NetworkRecord> = {}): NetworkRecord {
  return {
    id: 'n1',
    owner_id: 'user-1',
    owner_name: 'Ada Lovelace',
    name: 'Design partners',
    description: 'People I trust',
    archived: false,
    member_count: 3,
    invited_count: 1,
    team_count: 2,
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-06T10:00:00Z',
    ...overrides,
  };
}

export function aMember(overrides: Partial<NetworkMemberRecord> = {}): NetworkMemberRecord & { id: string } {
  return {
    id: 'n1.m1',
    network_id: 'n1',
    membership_id: 'm1',
    specialist_id: 's1',
    email: null,
    status: 'joined',
    invited_at: '2026-01-05T10:00:00Z',
    responded_at: '2026-01-06T10:00:00Z',
    note: '',
    tags: [],
    specialist: aCard(),
    ...overrides,
  };
}

export function aTeam(overrides: Partial<TeamRecord> = {}): TeamRecord {
  return {
    id: 't1',
    network_id: 'n1',
    network_name: 'Design partners',
    owner_id: 'user-1',
    owner_name: 'Ada Lovelace',
    name: 'Mobile launch',
    purpose: 'Ship the app',
    status: 'Draft',
    archived: false,
    required_skills: [
      { id: 1, title: 'Figma' },
      { id: 3, title: 'Swift' },
    ],
    members: [
      {
        specialist_id: 's1',
        role_title: 'Lead designer',
        allocation_days: 3,
        added_at: '2026-01-07T10:00:00Z',
        over_allocated: false,
        specialist: aCard(),
      },
    ],
    member_count: 1,
    coverage: {
      skills: [
        { id: 1, title: 'Figma', required: true, covered_by: ['s1'] },
        { id: 3, title: 'Swift', required: true, covered_by: [] },
        { id: 2, title: 'React', required: false, covered_by: ['s1'] },
      ],
      missing: [{ id: 3, title: 'Swift' }],
    },
    created_at: '2026-01-07T09:00:00Z',
    updated_at: '2026-01-07T10:00:00Z',
    ...overrides,
  };
}

export function aHistoryItem(overrides: Partial<TeamHistoryItem> = {}): TeamHistoryItem {
  return {
    at: '2026-01-07T10:00:00Z',
    action: 'member_added',
    specialist_id: 's1',
    specialist_name: 'Priya Sharma',
    role_title: 'Lead designer',
    allocation_days: 3,
    actor_id: 'user-1',
    actor_name: 'Ada Lovelace',
    ...overrides,
  };
}

type Lists = Record<string, unknown[]>;
type Records = Record<string, Record<string, unknown>>;

/**
 * A fake data provider: lists and records by resource, every method a spy. A list read with a
 * filter the test cares about is in `getList.mock.calls`.
 */
export function fakeDataProvider({ lists = {}, records = {} }: { lists?: Lists; records?: Records } = {}) {
  const spies = {
    getList: vi.fn(async (resource: string) => {
      const data = (lists[resource] ?? []) as { id: string }[];
      return {
        data: data.map((item, index) => ({ ...item, id: item.id ?? `${resource}-${index}` })),
        total: data.length,
      };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => {
      const record = records[`${resource}:${String(id)}`];
      if (!record)
        throw Object.assign(new Error('Not found'), {
          status: 404,
          body: { error: { code: 'not_found', message: 'Not found' } },
        });
      return { data: record };
    }),
    create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 'new-1', ...data },
    })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => ({
      data: { ...data, id },
    })),
    delete: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id } })),
    deleteMany: vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: ids })),
  };
  return { dataProvider: testDataProvider(spies as unknown as Partial<DataProvider>), spies };
}
