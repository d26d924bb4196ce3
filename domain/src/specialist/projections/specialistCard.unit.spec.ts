import { describe, expect, it } from 'vitest';
import { indexesOfAll, storedEvents } from '../../testKit/storedEvents';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import { profileCompleteness } from '../completeness';
import type { AvailabilityValues } from '../availability';
import type { SpecialistEvent } from '../specialist';
import { profileStarted, someBilling, specialistId } from '../testData';
import {
  dayNumber,
  specialistCardIndexes,
  specialistCardKey,
  specialistCardView,
  specialistIndex,
  toSpecialistCard,
} from './specialistCard';
import { specialistProfileKey, specialistProfileProjection, type SpecialistProfile } from './specialistProfile';

const at = '2026-03-02T09:00:00.000Z';
const profileWithCard = { ...specialistProfileProjection, views: [specialistCardView] };
const history: SpecialistEvent[] = [
  profileStarted,
  { type: 'IndustryTitleSet', data: { specialistId, industryTitle: 'Product Designer', setAt: at } },
  {
    type: 'SkillsSet',
    data: {
      specialistId,
      skills: [
        { id: 2, title: 'TypeScript' },
        { id: 41, title: 'React' },
      ],
      setAt: at,
    },
  },
  {
    type: 'IndustryExperiencesSet',
    data: { specialistId, industryExperiences: [{ id: 23, title: 'Healthcare' }], setAt: at },
  },
  {
    type: 'ExperienceLevelSet',
    data: { specialistId, experienceLevelId: 3, experienceLevel: 'Experienced', setAt: at },
  },
  { type: 'LanguagesSet', data: { specialistId, languages: [{ id: 40, title: 'English', code: 'en' }], setAt: at } },
  {
    type: 'ProjectInterestsSet',
    data: { specialistId, projectTypes: [{ id: 3, name: 'Mobile App', title: 'Mobile App Development' }], setAt: at },
  },
  {
    type: 'AccountDetailsUpdated',
    data: {
      specialistId,
      details: {
        first_name: 'Priya',
        last_name: 'Patel',
        phone_code: '+61',
        phone_number: '400000000',
        country: 'Australia',
        state: 'NSW',
        city: 'Newtown',
      },
      updatedAt: at,
    },
  },
  {
    type: 'BillingAccountCreated',
    data: { specialistId, billingAccount: { id: 'b1', ...someBilling() }, createdAt: at },
  },
  {
    type: 'AvatarProcessed',
    data: {
      specialistId,
      uploadEventId: 'u1',
      renditions: { '64': 'a/64.webp', '128': 'a/128.webp', '256': 'a/256.webp' },
      fallbackKey: 'a/f.jpg',
      width: 1,
      height: 1,
      processedAt: at,
    },
  } as never,
];
const profile = () =>
  ProjectionSpecification.for(specialistProfileProjection)(storedEvents(history))
    .projected()
    .docs.get(specialistProfileKey(specialistId)) as SpecialistProfile;

describe('SpecialistCard (the search card, a view of the profile)', () => {
  it('shows public fields only, with the small avatar rendition and the profile’s own completeness', () => {
    const card = toSpecialistCard(profile());
    expect(card).toEqual({
      id: specialistId,
      first_name: 'Priya',
      last_name: 'Patel',
      avatar: '/media/a/128.webp',
      industry_title: 'Product Designer',
      experience_level_id: 3,
      experience_level: 'Experienced',
      country: 'Australia',
      skills: [
        { id: 2, title: 'TypeScript' },
        { id: 41, title: 'React' },
      ],
      languages: [{ id: 40, title: 'English', code: 'en' }],
      industries: [{ id: 23, title: 'Healthcare' }],
      project_types: [{ id: 3, title: 'Mobile App Development' }],
      practitioner_group: null,
      completeness: profileCompleteness(profile()),
      // A profile that never set its availability: not looking, a full week, found by everyone.
      availability: { open_to_work: false, available_from: null, days_per_week: 5, discoverable: 'everyone' },
    });
    const text = JSON.stringify(card);
    for (const secret of ['priya@example.com', '400000000', 'Example Bank', 'Newtown'])
      expect(text).not.toContain(secret);
  });

  it('is indexed by every filter, by completeness and name, and by prefixes of name and industry title', () => {
    const entries = specialistCardIndexes(toSpecialistCard(profile()));
    const keys = entries.map((e) => e.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        specialistIndex.skill(2),
        specialistIndex.skill(41),
        specialistIndex.industry(23),
        specialistIndex.language(40),
        specialistIndex.projectType(3),
        specialistIndex.level(3),
        specialistIndex.country('australia'),
        specialistIndex.token('pr'),
        specialistIndex.token('priya'),
        specialistIndex.token('pat'),
        specialistIndex.token('desig'),
      ]),
    );
    expect(keys).not.toContain(specialistIndex.token('typescript')); // skills are found through their ids
    expect(entries.find((e) => e.key === specialistIndex.all)).toEqual({
      key: specialistIndex.all,
      member: specialistId,
      score: profileCompleteness(profile()),
    });
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is written beside the profile by the projector: same events twice, same card and indexes', () => {
    const events = storedEvents(history);
    const once = ProjectionSpecification.for(profileWithCard)(events).projected().docs;
    const twice = ProjectionSpecification.for(profileWithCard)(events, once).projected().docs;
    expect(twice).toEqual(once);
    expect(specialistCardView.keyOf(specialistProfileKey(specialistId))).toBe(specialistCardKey(specialistId));
    const indexes = indexesOfAll(profileWithCard, once);
    expect(indexes.get(specialistIndex.skill(41))).toEqual(new Map([[specialistId, null]]));
    // A skill dropped later leaves its index.
    const later = storedEvents(
      [{ type: 'SkillsSet', data: { specialistId, skills: [{ id: 2, title: 'TypeScript' }], setAt: at } }],
      100,
    );
    expect(
      ProjectionSpecification.for(profileWithCard)(later, once).projected().indexes.has(specialistIndex.skill(41)),
    ).toBe(false);
  });

  it('is indexed by availability, and the profile (never the card) by its day rate', () => {
    const availabilitySet = (availability: AvailabilityValues): SpecialistEvent => ({
      type: 'AvailabilitySet',
      data: { specialistId, availability, setAt: at },
    });
    const open = storedEvents(
      [
        availabilitySet({
          open_to_work: true,
          available_from: '2026-04-01',
          days_per_week: 3.5,
          day_rate: { amount: 650, currency: 'EUR' },
          discoverable: 'networks',
        }),
      ],
      100,
    );
    const given = ProjectionSpecification.for(profileWithCard);
    const { docs, indexes } = given(open, given(storedEvents(history)).projected().docs).projected();
    const profile = docs.get(specialistProfileKey(specialistId));
    expect(profile?.day_rate).toEqual({ amount: 650, currency: 'EUR' });
    expect(JSON.stringify(profile && specialistCardView.view(profile, ''))).not.toContain('650');
    expect(indexes.get(specialistIndex.openToWork)).toEqual(new Map([[specialistId, null]]));
    expect(indexes.get(specialistIndex.availableFrom)).toEqual(new Map([[specialistId, dayNumber('2026-04-01')]]));
    expect(indexes.get(specialistIndex.daysPerWeek)).toEqual(new Map([[specialistId, 3.5]]));
    expect(indexes.get(specialistIndex.discoverable('networks'))).toEqual(new Map([[specialistId, null]]));
    expect(indexes.has(specialistIndex.discoverable('everyone'))).toBe(false);
    expect(indexes.get(specialistIndex.dayRate('eur'))).toEqual(new Map([[specialistId, 650]]));

    // Closed to work, found by nobody, no rate: only the days a week stay indexed.
    const closed = storedEvents(
      [
        availabilitySet({
          open_to_work: false,
          available_from: null,
          days_per_week: 2,
          day_rate: null,
          discoverable: 'nobody',
        }),
      ],
      200,
    );
    const after = given(closed, docs).projected().indexes;
    expect([...after.keys()].filter((key) => /open|available|discoverable|rate/.test(key))).toEqual([]);
    expect(after.get(specialistIndex.daysPerWeek)).toEqual(new Map([[specialistId, 2]]));
  });
});
