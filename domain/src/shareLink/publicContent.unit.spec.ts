import { describe, expect, it } from 'vitest';
import { projectAll, storedEvents } from '../testKit/storedEvents';
import {
  specialistProfileKey,
  specialistProfileProjection,
  type SpecialistProfile,
} from '../specialist/projections/specialistProfile';
import { toSpecialistCard } from '../specialist/projections/specialistCard';
import { anonymiseContent, publicProfileOf, publicTeamOf } from './publicContent';
import { userAgentFamilyOf } from './userAgent';

const profile = (): SpecialistProfile => {
  const events = storedEvents([
    {
      type: 'SpecialistProfileStarted',
      data: {
        specialistId: 's1',
        firstName: 'Priya',
        lastName: 'sharma',
        email: 'priya@example.com',
        startedAt: '2026-01-01T00:00:00.000Z',
      },
    },
    {
      type: 'SkillsSet',
      data: {
        specialistId: 's1',
        skills: [1, 2, 3, 4, 5, 6].map((id) => ({ id, title: `Skill ${id}` })),
        setAt: '2026-01-02T00:00:00.000Z',
      },
    },
    {
      type: 'AccountDetailsUpdated',
      data: {
        specialistId: 's1',
        details: {
          first_name: 'Priya',
          last_name: 'sharma',
          phone_code: '+61',
          phone_number: '400000000',
          country: 'Australia',
          state: 'NSW',
          city: 'Newtown',
        },
        updatedAt: '2026-01-03T00:00:00.000Z',
      },
    },
  ]);
  return projectAll(specialistProfileProjection, events).get(specialistProfileKey('s1')) as SpecialistProfile;
};

describe('public content', () => {
  it('shows a profile’s public fields only', () => {
    expect(profile()).toMatchObject({
      email: 'priya@example.com',
      phone_number: '400000000',
      suburb: 'Newtown',
      state: 'NSW',
    });
    const shown = JSON.stringify(publicProfileOf(profile()));
    for (const secret of ['priya@example.com', '400000000', 'Newtown', 'NSW', 'billing', 'video_ask', 'answers'])
      expect(shown).not.toContain(secret);
    expect(publicProfileOf(profile())).toMatchObject({
      first_name: 'Priya',
      country: 'Australia',
      skills: expect.any(Array),
    });
  });

  it('gives a card the first five skills and the role in the team, and anonymises to first name and initial without avatar', () => {
    const card = toSpecialistCard({ ...profile(), avatar: '/media/a.webp' });
    const team = publicTeamOf(
      {
        id: 't',
        network_id: 'n',
        owner_id: 'o',
        name: 'Squad',
        purpose: 'P',
        status: 'Draft',
        archived: false,
        required_skills: [],
        member_count: 1,
        created_at: '',
        updated_at: '',
        members: [
          { specialist_id: 's1', role_title: 'Lead', allocation_days: 3, added_at: '' },
          { specialist_id: 'gone', role_title: 'X', allocation_days: 1, added_at: '' },
        ],
      },
      new Map([['s1', card]]),
    );
    expect(team.members).toHaveLength(1);
    expect(team.members[0]).toMatchObject({ role_title: 'Lead', avatar: '/media/a.webp', last_name: 'sharma' });
    expect(team.members[0].top_skills.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(JSON.stringify(team)).not.toContain('allocation');
    expect(anonymiseContent(team, (id) => `alias-of-${id}`).members[0]).toMatchObject({
      id: `alias-of-${team.members[0].id}`,
      first_name: 'Priya',
      last_name: 'S.',
      avatar: null,
    });
    expect(anonymiseContent(publicProfileOf(profile()), () => 'alias')).toMatchObject({
      id: 'alias',
      last_name: 'S.',
      avatar: null,
    });
  });

  it('names user agent families without keeping the agent', () => {
    expect(
      userAgentFamilyOf(
        'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge');
    expect(
      userAgentFamilyOf(
        'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
      ),
    ).toBe('Safari');
    expect(userAgentFamilyOf('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox');
    expect(
      userAgentFamilyOf('Mozilla/5.0 (X11) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36'),
    ).toBe('Chrome');
    expect(userAgentFamilyOf('curl/8.5.0')).toBe('curl');
    expect(userAgentFamilyOf('Googlebot/2.1')).toBe('Bot');
    expect(userAgentFamilyOf(undefined)).toBe('Other');
  });
});
