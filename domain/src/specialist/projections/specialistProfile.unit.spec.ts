import { describe, expect, it } from 'vitest';
import { ProjectionSpecification } from '../../testKit/projectionSpecification';
import { userAccountKey, userAccountProjection, type UserAccount } from '../../account/projections/userAccount';
import type { EventMetadata, StoredEvent } from '../../shared/events';
import type { SpecialistEvent } from '../specialist';
import { aCertificate, aProject, profileStarted, someBilling, specialistId } from '../testData';
import type { VideoAskAnswer } from '../valueObjects';
import {
  PROFILE_SECTIONS,
  specialistProfileKey,
  specialistProfileProjection,
  type SpecialistProfile,
} from './specialistProfile';

const metadata: EventMetadata = {
  actorId: specialistId,
  actorRole: 'specialist',
  correlationId: 'c',
  causationId: 'c',
  schemaVersion: 1,
};
const key = specialistProfileKey(specialistId);
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;

function storedAll(events: SpecialistEvent[]): StoredEvent[] {
  return events.map((event, i) => ({
    ...event,
    id: `e${i}`,
    stream: `specialist-${specialistId}`,
    revision: BigInt(i),
    position: BigInt(i + 1),
    metadata,
    createdAt: new Date(at(1)),
  }));
}
/** The profile the events make (each also fed twice, which must change nothing), from `initial` when given. */
const project = (events: StoredEvent[], initial: SpecialistProfile | null = null) =>
  ProjectionSpecification.for(specialistProfileProjection)(events, new Map([[key, initial]]))
    .projected()
    .docs.get(key) ?? null;

const answer = (overrides: Partial<VideoAskAnswer>): VideoAskAnswer => ({
  question_id: 'about-me',
  slot: 2,
  question_title: 'About me',
  type: 'video',
  poll_options: [],
  input_text: null,
  media_url: '/media/v.webm',
  thumbnail: '/media/v.jpg',
  answer_id: 'about-me',
  created_at: at(5),
  is_public: true,
  file_uploads: [],
  share_id: null,
  share_url: null,
  ...overrides,
});
const answers: VideoAskAnswer[] = [
  answer({
    question_id: 'preferred-practitioner-group',
    slot: 0,
    question_title: 'Preferred Practitioner Group',
    type: 'poll',
    media_url: null,
    thumbnail: null,
    poll_options: [{ id: 3, content: 'Design', ref: '3' }],
  }),
  answer({
    question_id: 'types-of-client',
    slot: 1,
    question_title: 'Types of Client',
    type: 'poll',
    media_url: null,
    thumbnail: null,
    poll_options: [
      { id: 1, content: 'CTO', ref: '1' },
      { id: 5, content: 'CEO', ref: '5' },
    ],
  }),
  answer({}),
  answer({
    question_id: 'work-style',
    slot: 5,
    question_title: 'Work Style',
    type: 'audio',
    media_url: '/media/a.ogg',
    thumbnail: null,
  }),
  answer({
    question_id: 'work-showcase',
    slot: 3,
    question_title: 'Work Showcase',
    type: 'text',
    media_url: null,
    thumbnail: null,
    input_text: '',
  }),
  answer({
    question_id: 'admired-brands-or-companies',
    slot: 9,
    question_title: 'Admired Brands or Companies',
    type: 'text',
    media_url: null,
    thumbnail: null,
    input_text: 'Canva',
  }),
];
const billingAccount = { id: 'b1', ...someBilling() };

const history = storedAll([
  profileStarted,
  { type: 'IndustryTitleSet', data: { specialistId, industryTitle: 'Product Designer', setAt: at(2) } },
  {
    type: 'SkillsSet',
    data: {
      specialistId,
      skills: [
        { id: 2, title: 'TypeScript' },
        { id: 41, title: 'React' },
      ],
      setAt: at(2),
    },
  },
  {
    type: 'SkillsSet',
    data: {
      specialistId,
      skills: [
        { id: 41, title: 'React' },
        { id: 3, title: 'Python' },
      ],
      setAt: at(3),
    },
  },
  {
    type: 'IndustryExperiencesSet',
    data: { specialistId, industryExperiences: [{ id: 23, title: 'Healthcare' }], setAt: at(3) },
  },
  {
    type: 'ExperienceLevelSet',
    data: { specialistId, experienceLevelId: 3, experienceLevel: 'Experienced', setAt: at(3) },
  },
  { type: 'LanguagesSet', data: { specialistId, languages: [{ id: 40, title: 'English', code: 'en' }], setAt: at(3) } },
  { type: 'AboutMeSet', data: { specialistId, description: 'I design calm software.', setAt: at(3) } },
  { type: 'CertificateAdded', data: { specialistId, certificate: aCertificate(), addedAt: at(4) } },
  {
    type: 'CertificateAdded',
    data: { specialistId, certificate: aCertificate({ id: 'c2', degree: 'Cert IV' }), addedAt: at(4) },
  },
  {
    type: 'CertificateUpdated',
    data: { specialistId, certificate: aCertificate({ degree: 'MSc' }), updatedAt: at(4) },
  },
  { type: 'CertificateDeleted', data: { specialistId, certificateId: 'c2', deletedAt: at(4) } },
  { type: 'ProjectAdded', data: { specialistId, project: aProject(), addedAt: at(4) } },
  { type: 'ProjectAdded', data: { specialistId, project: aProject({ id: 'p2' }), addedAt: at(4) } },
  { type: 'ProjectUpdated', data: { specialistId, project: aProject({ city: 'Melbourne' }), updatedAt: at(4) } },
  { type: 'ProjectDeleted', data: { specialistId, projectId: 'p2', deletedAt: at(4) } },
  {
    type: 'ProjectInterestsSet',
    data: {
      specialistId,
      projectTypes: [{ id: 3, name: 'Mobile App', title: 'Mobile App Development' }],
      setAt: at(4),
    },
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
        state: 'New South Wales',
        city: 'Newtown',
      },
      updatedAt: at(5),
    },
  },
  { type: 'BillingAccountCreated', data: { specialistId, billingAccount, createdAt: at(5) } },
  {
    type: 'BillingAccountUpdated',
    data: { specialistId, billingAccount: { ...billingAccount, bank_name: 'Other Bank' }, updatedAt: at(5) },
  },
  { type: 'VideoAskAnswersSaved', data: { specialistId, answers, savedAt: at(6) } },
]);

describe('SpecialistProfile projection', () => {
  it('starts an empty profile with ten unanswered slots', () => {
    const doc = project(history.slice(0, 1))!;
    expect(doc).toMatchObject({
      id: specialistId,
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya@example.com',
      avatar: null,
      industry_title: null,
      category: 'specialist',
      specialist_skills: [],
      educations: [],
      billing_account: null,
      video_ask: [],
      practitioner_group: null,
      client_types: [],
      admired_brands: null,
      profile_completeness: 0,
      created_at: at(1),
      updated_at: at(1),
    });
    expect(doc.answers).toHaveLength(10);
    expect(doc.answers.every((slot) => slot.response === null)).toBe(true);
    expect(doc.answers[6]).toEqual({
      type: 'video',
      response: null,
      questionTitle: 'Tools & Technologies',
      token: 'tools-and-technologies',
    });
  });

  it('keeps when the availability was last set: null until it is, then the latest event’s time', () => {
    expect(project(history.slice(0, 1))!.availability?.updated_at).toBeNull();
    const set = (day: number, days: number): SpecialistEvent => ({
      type: 'AvailabilitySet',
      data: {
        specialistId,
        availability: {
          open_to_work: true,
          available_from: null,
          days_per_week: days,
          day_rate: null,
          discoverable: 'everyone',
        },
        setAt: at(day),
      },
    });
    const doc = project(storedAll([profileStarted, set(4, 3), set(9, 2)]))!;
    expect(doc.availability).toEqual({
      open_to_work: true,
      available_from: null,
      days_per_week: 2,
      discoverable: 'everyone',
      updated_at: at(9),
    });
  });

  it('builds the profile in the spec’s field names and nesting', () => {
    const doc = project(history)!;
    expect(doc).toMatchObject({
      first_name: 'Priya',
      last_name: 'Patel',
      industry_title: 'Product Designer',
      professional_experience_info: 'I design calm software.',
      experience_level_id: 3,
      phone_code: '+61',
      phone_number: '400000000',
      country: 'Australia',
      state: 'New South Wales',
      suburb: 'Newtown',
      dv_industry_experiences: [{ industry_experience: { id: 23, industry_experience: 'Healthcare' } }],
      specialist_languages: [{ dv_language: { id: 40, language_title: 'English', code: 'en' } }],
      project_types: [
        { dv_project_types: { id: 3, name: 'Mobile App', project_type_title: 'Mobile App Development' } },
      ],
      educations: [aCertificate({ degree: 'MSc' })],
      work_experiences: [aProject({ city: 'Melbourne' })],
      billing_account: { ...billingAccount, bank_name: 'Other Bank' },
      video_ask: answers,
      practitioner_group: { id: 3, title: 'Design' },
      client_types: [
        { id: 1, title: 'CTO' },
        { id: 5, title: 'CEO' },
      ],
      admired_brands: 'Canva',
      created_at: at(1),
      updated_at: at(6),
    });
  });

  it('keeps when a skill was first linked when the skills are saved again', () => {
    expect(project(history)!.specialist_skills).toEqual([
      {
        id: 41,
        skill_id: 41,
        specialist_id: specialistId,
        createdAt: at(2),
        updatedAt: at(2),
        dv_skills: { id: 41, skill_title: 'React' },
      },
      {
        id: 3,
        skill_id: 3,
        specialist_id: specialistId,
        createdAt: at(3),
        updatedAt: at(3),
        dv_skills: { id: 3, skill_title: 'Python' },
      },
    ]);
  });

  it('fills the answer slots: video, audio, text, polls, and cleared ones as null', () => {
    const slots = project(history)!.answers;
    expect(slots[0]).toEqual({
      type: 'poll',
      response: [{ id: 3, content: 'Design' }],
      questionTitle: 'Preferred Practitioner Group',
      token: 'preferred-practitioner-group',
    });
    expect(slots[2].response).toEqual({ thumbnail: '/media/v.jpg', videoURL: '/media/v.webm' });
    expect(slots[3]).toMatchObject({ type: 'text', response: null, questionTitle: 'Work Showcase' });
    expect(slots[5]).toMatchObject({ type: 'audio', response: { audioURL: '/media/a.ogg' } });
    expect(slots[9]).toMatchObject({ type: 'text', response: 'Canva' });
    expect(slots[7].response).toBeNull();
  });

  it('scores completeness with equal weight per section', () => {
    // Everything but the avatar: 13 of 14 sections.
    expect(project(history)!.profile_completeness).toBe(Math.round((13 * 100) / PROFILE_SECTIONS.length));
    expect(project(history.slice(0, 2))!.profile_completeness).toBe(Math.round(100 / PROFILE_SECTIONS.length));
  });

  it('shows the processed avatar (256 px rendition, else the JPEG fallback) and counts it as a section', () => {
    const processed = (renditions: Record<string, string>, fallbackKey = 'avatars/h-256.jpg') =>
      ({
        ...history[0],
        id: 'avatar',
        position: 999n,
        type: 'AvatarProcessed',
        data: {
          specialistId,
          uploadEventId: 'u',
          renditions,
          fallbackKey,
          width: 512,
          height: 512,
          processedAt: at(7),
        },
      }) as StoredEvent;
    const doc = project([...history, processed({ '64': 'avatars/h-64.webp', '256': 'avatars/h-256.webp' })])!;
    expect(doc).toMatchObject({ avatar: '/media/avatars/h-256.webp', profile_completeness: 100, updated_at: at(7) });
    expect(project([...history, processed({})])!.avatar).toBe('/media/avatars/h-256.jpg');
    // Read after the person's erasure, the keys are empty: no picture (a frozen link's or an as-of's past).
    expect(project([...history, processed({}, '')])).toMatchObject({ avatar: null, avatar_renditions: null });
  });

  it('shows the state of the latest avatar upload: processing, then ready or failed with the reason', () => {
    const media = (type: string, data: object, n: number) =>
      ({
        ...history[0],
        id: `m${n}`,
        position: 1000n + BigInt(n),
        type,
        data: { specialistId, ...data },
      }) as StoredEvent;
    const uploaded = media(
      'AvatarUploaded',
      { originalKey: 'originals/h.jpg', contentType: 'image/jpeg', size: 10, uploadedAt: at(8) },
      1,
    );
    expect(project([...history, uploaded])).toMatchObject({
      avatar: null,
      avatar_status: 'processing',
      avatar_error: null,
    });
    const failed = media(
      'AvatarProcessingFailed',
      { uploadEventId: 'm1', reason: 'We could not process this image; try another one', failedAt: at(9) },
      2,
    );
    expect(project([...history, uploaded, failed])).toMatchObject({
      avatar_status: 'failed',
      avatar_error: 'We could not process this image; try another one',
      updated_at: at(9),
    });
    const processed = media(
      'AvatarProcessed',
      {
        uploadEventId: 'm3',
        renditions: { '64': 'avatars/h-64.webp', '256': 'avatars/h-256.webp' },
        fallbackKey: 'avatars/h-256.jpg',
        width: 9,
        height: 9,
        processedAt: at(10),
      },
      4,
    );
    expect(
      project([
        ...history,
        uploaded,
        failed,
        media(
          'AvatarUploaded',
          { originalKey: 'originals/h.jpg', contentType: 'image/jpeg', size: 10, uploadedAt: at(9) },
          3,
        ),
        processed,
      ]),
    ).toMatchObject({
      avatar_status: 'ready',
      avatar_error: null,
      avatar_renditions: {
        '64': '/media/avatars/h-64.webp',
        '256': '/media/avatars/h-256.webp',
        fallback: '/media/avatars/h-256.jpg',
      },
    });
  });

  it('gives a video answer the thumbnail the worker made for its recording', () => {
    const media = (type: string, data: object, n: number) =>
      ({
        ...history[0],
        id: `r${n}`,
        position: 2000n + BigInt(n),
        type,
        data: { specialistId, mediaId: 'rec1', ...data },
      }) as StoredEvent;
    const uploaded = media(
      'AnswerMediaUploaded',
      { kind: 'video', key: 'answers/r.webm', contentType: 'video/webm', size: 5, uploadedAt: at(11) },
      1,
    );
    const saved = storedAll([
      {
        type: 'VideoAskAnswersSaved',
        data: {
          specialistId,
          answers: [answer({ media_url: '/media/answers/r.webm', thumbnail: null })],
          savedAt: at(12),
        },
      },
    ]).map((e) => ({ ...e, position: 2002n }));
    const processed = media(
      'AnswerMediaProcessed',
      { thumbnailKey: 'thumbnails/r.jpg', durationSeconds: 4.2, processedAt: at(13) },
      3,
    );
    const before = project([...history, uploaded, ...saved])!;
    expect(before.answer_media).toEqual([
      {
        media_id: 'rec1',
        kind: 'video',
        media_url: '/media/answers/r.webm',
        thumbnail: null,
        duration_seconds: null,
        status: 'processing',
      },
    ]);
    expect(before.answers[2].response).toEqual({ thumbnail: null, videoURL: '/media/answers/r.webm' });
    const after = project([...history, uploaded, ...saved, processed])!;
    expect(after.answer_media[0]).toMatchObject({
      thumbnail: '/media/thumbnails/r.jpg',
      duration_seconds: 4.2,
      status: 'ready',
    });
    expect(after.answers[2].response).toEqual({
      thumbnail: '/media/thumbnails/r.jpg',
      videoURL: '/media/answers/r.webm',
    });
    expect(after.video_ask[0].thumbnail).toBe('/media/thumbnails/r.jpg');
  });

  it('gives the same document when the same events are fed twice', () => {
    expect(project(history, project(history))).toEqual(project(history));
    const once = project(history.slice(0, 5));
    expect(project(history.slice(2, 5), once)).toEqual(once);
  });

  it('builds nothing from events of a profile that never started, and ignores other events', () => {
    expect(project(history.slice(1))).toBeNull();
    expect(
      specialistProfileProjection.keysOf({
        ...history[0],
        type: 'PasswordSet',
        data: { userId: specialistId },
      }),
    ).toEqual([]);
  });

  it('also renames the user account (GET /auth/me)', () => {
    const details = history.find((e) => e.type === 'AccountDetailsUpdated')!;
    const account: UserAccount = {
      id: specialistId,
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya@example.com',
      user_type: 'specialist',
      status: 'active',
      created_at: at(1),
      updated_at: at(1),
    };
    expect(userAccountProjection.keysOf(details)).toEqual([userAccountKey(specialistId)]);
    expect(userAccountProjection.evolve(account, details, userAccountKey(specialistId))).toEqual({
      ...account,
      last_name: 'Patel',
      updated_at: at(5),
    });
  });
});
