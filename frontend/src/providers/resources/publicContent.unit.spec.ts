import { describe, expect, it } from 'vitest';
import { sharedContentOf } from './publicContent';
import { viewableProfileOf } from '../../sharing/publicProfile';

/** The public answers of docs/api.md 'Share links' as the pages read them. */
const card = (overrides: object = {}) => ({
  id: 's1',
  first_name: 'Priya',
  last_name: 'Sharma',
  avatar: '/media/a.webp',
  role_title: 'Lead designer',
  industry_title: 'Product designer',
  experience_level_id: 2,
  experience_level: 'Mid-weight',
  country: 'India',
  top_skills: [
    { id: 1, title: 'Figma' },
    { id: 2, title: 'UX' },
  ],
  languages: [
    { id: 3, title: 'English', code: 'en' },
    { id: 4, title: 'Hindi' },
  ],
  ...overrides,
});

describe('a project’s content', () => {
  const envelope = (data: object) => ({
    target_type: 'project',
    mode: 'live',
    frozen_at: null,
    anonymised: false,
    data,
  });
  const project = {
    name: 'Portal',
    brief: 'A new client portal',
    engagement_type: 'DPD',
    project_type: { id: 4, title: 'Web app' },
    start_date: '2026-12-01',
    end_date: '2027-03-01',
    status: 'posted',
    team: { name: 'Launch squad', members: [card()] },
    milestones: [{ title: 'Design sign-off', due_date: '2026-12-20', status: 'todo' }],
  };

  it('holds the brief, engagement, dates, team cards and milestones, and no budget unless it is sent', () => {
    expect(sharedContentOf('project', envelope(project))).toEqual({
      kind: 'project',
      mode: 'live',
      frozen_at: null,
      anonymised: false,
      shared_by: null,
      name: 'Portal',
      brief: 'A new client portal',
      engagement_type: 'DPD',
      project_type: { id: 4, title: 'Web app' },
      status: 'posted',
      start_date: '2026-12-01',
      end_date: '2027-03-01',
      budget: null,
      team_name: 'Launch squad',
      members: [
        {
          id: 's1',
          name: 'Priya Sharma',
          avatar: '/media/a.webp',
          role: 'Lead designer',
          industry_title: 'Product designer',
          level: 2,
          top_skills: ['Figma', 'UX'],
          languages: [
            { title: 'English', code: 'en' },
            { title: 'Hindi', code: null },
          ],
        },
      ],
      milestones: [{ id: '0', title: 'Design sign-off', due_date: '2026-12-20', status: 'todo', description: null }],
    });
  });

  it('names the sharer’s company, with its logo when it has one', () => {
    expect(
      sharedContentOf('project', { ...envelope(project), shared_by: { company_name: 'Acme Studio', logo: null } }),
    ).toMatchObject({ shared_by: { company_name: 'Acme Studio', logo: null } });
    expect(sharedContentOf('project', { ...envelope(project), shared_by: { company_name: ' ' } })).toMatchObject({
      shared_by: null,
    });
  });

  it('holds the budget when the link shows it, and no team when none is assigned', () => {
    const content = sharedContentOf(
      'project',
      envelope({ ...project, budget: { amount: 42000, currency: 'EUR' }, team: null }),
    );
    expect(content).toMatchObject({ budget: { amount: 42000, currency: 'EUR' }, team_name: null, members: [] });
  });
});

it('reads an empty or odd answer as empty, never as a crash', () => {
  expect(sharedContentOf('team', null)).toEqual({
    kind: 'team',
    mode: 'live',
    frozen_at: null,
    anonymised: false,
    shared_by: null,
    name: '--',
    purpose: null,
    members: [],
  });
  expect(
    sharedContentOf('team', { data: { name: 'X', members: [null, { first_name: ' ', role_title: 3 }] } }),
  ).toMatchObject({
    members: [
      { id: '0', name: '--', role: null },
      { id: '1', name: '--', role: null },
    ],
  });
});

it('shows a public profile in the profile page’s shape, with nothing private', () => {
  const profile = viewableProfileOf({
    id: 's1',
    first_name: 'Priya',
    last_name: 'S.',
    avatar: null,
    industry_title: 'Product designer',
    professional_experience_info: 'Ten years of product work',
    experience_level_id: 3,
    experience_level: 'Experienced',
    country: 'India',
    skills: [{ id: 1, title: 'Figma' }],
    languages: [{ id: 3, title: 'English' }],
    industries: [{ id: 5, title: 'Fintech' }],
    project_types: [{ id: 4, title: 'Web app' }],
    practitioner_group: { id: 2, title: 'Studio' },
    educations: [
      { degree: 'BA', name: 'Design', specialisation: 'NID', started_at: 2010, finished_at: 2014, description: null },
    ],
    work_experiences: [
      {
        name: 'Acme',
        position: 'Designer',
        started_at: 2015,
        finished_at: 2020,
        description: 'Apps',
        city: 'Pune',
        country: 'India',
      },
    ],
  });
  expect(profile).toMatchObject({
    first_name: 'Priya',
    last_name: 'S.',
    email: '',
    phone_code: null,
    phone_number: null,
    state: null,
    suburb: null,
    billing_account: null,
    experience_level_id: 3,
    country: 'India',
    specialist_skills: [{ dv_skills: { id: 1, skill_title: 'Figma' } }],
    specialist_languages: [{ dv_language: { id: 3, language_title: 'English' } }],
    dv_industry_experiences: [{ industry_experience: { id: 5, industry_experience: 'Fintech' } }],
    project_types: [{ dv_project_types: { id: 4, name: 'Web app', project_type_title: 'Web app' } }],
    practitioner_group: { id: 2, title: 'Studio' },
    educations: [{ id: 'education-0', degree: 'BA', started_at: 2010 }],
    work_experiences: [{ id: 'experience-0', name: 'Acme', city: 'Pune' }],
    client_types: [],
    video_ask: [],
    answer_media: [],
  });
  expect(profile.answers).toHaveLength(10);
  expect(profile.answers.every((answer) => answer.response === null)).toBe(true);
});
