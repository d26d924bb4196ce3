import { describe, expect, it } from 'vitest';
import type { EventMetadata } from '../../shared/events';
import type { SpecialistEvent } from '../specialist';
import { aCertificate, aProject, now, profileStarted, someBilling, specialistId } from '../testData';
import { savedSection } from './profileFields';
import { specialistProfileKey, specialistProfileProjection, type SpecialistProfile } from './specialistProfile';

const metadata: EventMetadata = {
  actorId: specialistId,
  actorRole: 'specialist',
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};

/** The profile document after the profile's start and then `event`. */
function projected(event: SpecialistEvent): SpecialistProfile {
  return [profileStarted, event]
    .map((e, i) => ({
      ...e,
      id: `e${i}`,
      stream: `specialist-${specialistId}`,
      revision: BigInt(i),
      position: BigInt(i + 1),
      metadata,
      createdAt: new Date(now),
    }))
    .reduce<SpecialistProfile | null>(
      (doc, e) => specialistProfileProjection.evolve(doc, e, specialistProfileKey(specialistId)),
      null,
    )!;
}

const ev = <T extends SpecialistEvent['type']>(type: T, data: object) =>
  ({ type, data: { specialistId, ...data } }) as SpecialistEvent;

/** Each write's answer beside the part of the profile document it says was saved. */
const cases: { event: SpecialistEvent; shown: (doc: SpecialistProfile) => Record<string, unknown> }[] = [
  {
    event: ev('IndustryTitleSet', { industryTitle: 'Product Designer', setAt: now }),
    shown: (d) => ({ id: d.id, industry_title: d.industry_title }),
  },
  {
    event: ev('SkillsSet', {
      skills: [
        { id: 2, title: 'TypeScript' },
        { id: 41, title: 'React' },
      ],
      setAt: now,
    }),
    shown: (d) => ({ id: d.id, skills: d.specialist_skills.map((row) => row.dv_skills) }),
  },
  {
    event: ev('IndustryExperiencesSet', { industryExperiences: [{ id: 23, title: 'Healthcare' }], setAt: now }),
    shown: (d) => ({ id: d.id, industry_experiences: d.dv_industry_experiences.map((row) => row.industry_experience) }),
  },
  {
    event: ev('ExperienceLevelSet', { experienceLevelId: 2, experienceLevel: 'Mid-weight', setAt: now }),
    shown: (d) => ({ id: d.id, experience_level_id: d.experience_level_id }),
  },
  {
    event: ev('LanguagesSet', {
      languages: [
        { id: 1, title: 'English', code: 'en' },
        { id: 9, title: 'Klingon' },
      ],
      setAt: now,
    }),
    shown: (d) => ({ id: d.id, languages: d.specialist_languages.map((row) => row.dv_language) }),
  },
  {
    event: ev('AboutMeSet', { description: 'I build things.', setAt: now }),
    shown: (d) => ({ id: d.id, professional_experience_info: d.professional_experience_info }),
  },
  { event: ev('CertificateAdded', { certificate: aCertificate(), addedAt: now }), shown: (d) => d.educations[0] },
  { event: ev('ProjectAdded', { project: aProject(), addedAt: now }), shown: (d) => d.work_experiences[0] },
  {
    event: ev('ProjectInterestsSet', { projectTypes: [{ id: 1, name: 'Web', title: 'Web development' }], setAt: now }),
    shown: (d) => ({ id: d.id, project_types: d.project_types.map((row) => row.dv_project_types) }),
  },
  {
    event: ev('AccountDetailsUpdated', {
      details: {
        first_name: 'Priya',
        last_name: 'Patel',
        phone_code: '+61',
        phone_number: '400000000',
        country: 'Australia',
        state: 'NSW',
        city: 'Sydney',
      },
      updatedAt: now,
    }),
    shown: ({ id, first_name, last_name, phone_code, phone_number, country, state, suburb }) => ({
      id,
      first_name,
      last_name,
      phone_code,
      phone_number,
      country,
      state,
      suburb,
    }),
  },
  {
    event: ev('BillingAccountCreated', { billingAccount: { id: 'b1', ...someBilling() }, createdAt: now }),
    shown: (d) => d.billing_account!,
  },
  {
    event: ev('VideoAskAnswersSaved', { answers: [], savedAt: now }),
    shown: (d) => ({ id: d.id, video_ask: d.video_ask }),
  },
];

describe('a profile write answers with what the profile will show', () => {
  it.each(cases.map((c) => [c.event.type, c] as const))('%s', (_, { event, shown }) => {
    expect(savedSection(event)).toEqual(shown(projected(event)));
  });

  it('answers a deletion with the id of what was deleted', () => {
    expect(savedSection(ev('CertificateDeleted', { certificateId: 'c1', deletedAt: now }))).toEqual({ id: 'c1' });
    expect(savedSection(ev('ProjectDeleted', { projectId: 'p1', deletedAt: now }))).toEqual({ id: 'p1' });
  });
});
