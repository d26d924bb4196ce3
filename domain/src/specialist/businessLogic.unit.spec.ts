import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { errorOf } from '../shared/deciderTestKit';
import { specialistDecider, type SpecialistCommand } from './businessLogic';
import type { SpecialistEvent } from './specialist';
import {
  aCertificate,
  aProject,
  catalogs,
  now,
  profileStarted,
  someBilling,
  specialistId,
  videoAskCatalogs,
} from './testData';

/** given events, when a command: the events it decides, or the error it throws. */
function given(events: SpecialistEvent[]) {
  const state = events.reduce(specialistDecider.evolve, specialistDecider.initialState());
  return { when: (command: SpecialistCommand) => () => specialistDecider.decide(command, state) };
}
const command = <C extends SpecialistCommand>(
  type: C['type'],
  data: Omit<C['data'], 'specialistId'>,
): SpecialistCommand => ({ type, data: { specialistId, ...data }, metadata: { now } }) as SpecialistCommand;

/** The thrown error, to look at its class, message and fields. */
const certificateAdded: SpecialistEvent = {
  type: 'CertificateAdded',
  data: { specialistId, certificate: aCertificate(), addedAt: now },
};
const projectAdded: SpecialistEvent = {
  type: 'ProjectAdded',
  data: { specialistId, project: aProject(), addedAt: now },
};
const billingCreated: SpecialistEvent = {
  type: 'BillingAccountCreated',
  data: { specialistId, billingAccount: { id: 'b1', ...someBilling() }, createdAt: now },
};

describe('specialist decider: starting the profile', () => {
  const start = command('StartProfile', { firstName: 'Priya', lastName: 'Sharma', email: 'priya@example.com' });

  it('starts the empty profile of a newly registered specialist', () => {
    expect(given([]).when(start)()).toEqual([profileStarted]);
  });

  it('starts it once: starting it again decides nothing', () => {
    expect(given([profileStarted]).when(start)()).toEqual([]);
  });
});

describe('specialist decider: an erased person’s profile', () => {
  const close = command('CloseErasedProfile', {});
  const closed = given([profileStarted]).when(close)();

  it('is closed once by the erasure (nothing for a profile never started, nothing the second time)', () => {
    expect(closed).toEqual([{ type: 'SpecialistProfileErased', data: { specialistId, erasedAt: now } }]);
    expect(given([profileStarted, ...closed]).when(close)()).toEqual([]);
    expect(given([]).when(close)()).toEqual([]);
  });

  it('then takes no change, whoever asks (409 account.erased)', () => {
    for (const refused of [
      command('SetAboutMe', { description: 'RESURRECTED about' }),
      command('SetIndustryTitle', { industryTitle: 'Back' }),
      command('StartProfile', { firstName: 'A', lastName: 'B', email: 'a@example.com' }),
    ])
      expect(errorOf(given([profileStarted, ...closed]).when(refused))).toEqual(
        new ConflictError('This account has been erased; nothing of it can be changed'),
      );
  });
});

describe('specialist decider: profile sections', () => {
  it('refuses every command for a profile that was never started (404)', () => {
    expect(given([]).when(command('SetIndustryTitle', { industryTitle: 'Designer' }))).toThrow(NotFoundError);
    expect(given([]).when(command('SetIndustryTitle', { industryTitle: 'Designer' }))).toThrow('Specialist not found');
  });

  it('sets the industry title', () => {
    expect(given([profileStarted]).when(command('SetIndustryTitle', { industryTitle: 'Product Designer' }))()).toEqual([
      { type: 'IndustryTitleSet', data: { specialistId, industryTitle: 'Product Designer', setAt: now } },
    ]);
  });

  it('sets skills with their titles from the catalog, in the order chosen', () => {
    expect(
      given([profileStarted]).when(command('SetSkills', { skillIds: [2, 1], catalog: catalogs.skills }))(),
    ).toEqual([
      {
        type: 'SkillsSet',
        data: {
          specialistId,
          skills: [
            { id: 2, title: 'TypeScript' },
            { id: 1, title: 'JavaScript' },
          ],
          setAt: now,
        },
      },
    ]);
  });

  it('refuses skill ids the catalog does not have, naming them', () => {
    const error = errorOf(
      given([profileStarted]).when(command('SetSkills', { skillIds: [1, 99999, 88888], catalog: catalogs.skills })),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({ skills: 'Unknown skill ids: 99999, 88888' });
  });

  it('sets industry experiences, refusing unknown ids', () => {
    const catalog = catalogs['industry-experiences'];
    expect(given([profileStarted]).when(command('SetIndustryExperiences', { industryIds: [1], catalog }))()).toEqual([
      {
        type: 'IndustryExperiencesSet',
        data: { specialistId, industryExperiences: [{ id: 1, title: 'Agriculture' }], setAt: now },
      },
    ]);
    expect(
      errorOf(given([profileStarted]).when(command('SetIndustryExperiences', { industryIds: [777], catalog }))).fields,
    ).toEqual({
      industry_ids: 'Unknown industry experience id: 777',
    });
  });

  it('sets the experience level with its title', () => {
    expect(given([profileStarted]).when(command('SetExperienceLevel', { experienceLevelId: 2 }))()).toEqual([
      {
        type: 'ExperienceLevelSet',
        data: { specialistId, experienceLevelId: 2, experienceLevel: 'Mid-weight', setAt: now },
      },
    ]);
    expect(given([profileStarted]).when(command('SetExperienceLevel', { experienceLevelId: 4 as never }))).toThrow(
      'Choose an experience level from 1 (Beginner) to 3 (Experienced)',
    );
  });

  it('sets languages with their ISO codes, refusing unknown ids', () => {
    const catalog = catalogs.languages;
    const english = catalog.find((l) => l.code === 'en')!;
    expect(given([profileStarted]).when(command('SetLanguages', { languageIds: [english.id], catalog }))()).toEqual([
      {
        type: 'LanguagesSet',
        data: { specialistId, languages: [{ id: english.id, title: 'English', code: 'en' }], setAt: now },
      },
    ]);
    expect(
      errorOf(given([profileStarted]).when(command('SetLanguages', { languageIds: [500], catalog }))).fields,
    ).toEqual({
      languages: 'Unknown language id: 500',
    });
  });

  it('sets the about-me text', () => {
    expect(given([profileStarted]).when(command('SetAboutMe', { description: 'I build things.' }))()).toEqual([
      { type: 'AboutMeSet', data: { specialistId, description: 'I build things.', setAt: now } },
    ]);
  });

  it('sets project interests with name and title, refusing unknown ids', () => {
    const catalog = catalogs['project-types'];
    expect(given([profileStarted]).when(command('SetProjectInterests', { projectTypeIds: [3], catalog }))()).toEqual([
      {
        type: 'ProjectInterestsSet',
        data: {
          specialistId,
          projectTypes: [{ id: 3, name: 'Mobile App', title: 'Mobile App Development' }],
          setAt: now,
        },
      },
    ]);
    expect(
      errorOf(given([profileStarted]).when(command('SetProjectInterests', { projectTypeIds: [3, 404], catalog })))
        .fields,
    ).toEqual({
      project_type: 'Unknown project type id: 404',
    });
  });

  it('updates the account details', () => {
    const details = {
      first_name: 'Priya',
      last_name: 'Patel',
      phone_code: '+61',
      phone_number: '400 000 000',
      country: 'Australia',
      state: 'NSW',
      city: 'Sydney',
    };
    expect(given([profileStarted]).when(command('UpdateAccountDetails', { details }))()).toEqual([
      { type: 'AccountDetailsUpdated', data: { specialistId, details, updatedAt: now } },
    ]);
  });
});

describe('specialist decider: certificates and projects', () => {
  it('adds, updates and deletes a certificate', () => {
    expect(given([profileStarted]).when(command('AddCertificate', { certificate: aCertificate() }))()).toEqual([
      certificateAdded,
    ]);
    const changed = aCertificate({ degree: 'MSc' });
    expect(
      given([profileStarted, certificateAdded]).when(command('UpdateCertificate', { certificate: changed }))(),
    ).toEqual([{ type: 'CertificateUpdated', data: { specialistId, certificate: changed, updatedAt: now } }]);
    expect(
      given([profileStarted, certificateAdded]).when(command('DeleteCertificate', { certificateId: 'c1' }))(),
    ).toEqual([{ type: 'CertificateDeleted', data: { specialistId, certificateId: 'c1', deletedAt: now } }]);
  });

  it('answers 404 for a certificate that is not there, or no longer', () => {
    const deleted: SpecialistEvent = {
      type: 'CertificateDeleted',
      data: { specialistId, certificateId: 'c1', deletedAt: now },
    };
    expect(given([profileStarted]).when(command('UpdateCertificate', { certificate: aCertificate() }))).toThrow(
      'Certificate not found',
    );
    expect(
      given([profileStarted, certificateAdded, deleted]).when(command('DeleteCertificate', { certificateId: 'c1' })),
    ).toThrow(NotFoundError);
  });

  it('adds, updates and deletes a project', () => {
    expect(given([profileStarted]).when(command('AddProject', { project: aProject() }))()).toEqual([projectAdded]);
    const changed = aProject({ city: 'Melbourne' });
    expect(given([profileStarted, projectAdded]).when(command('UpdateProject', { project: changed }))()).toEqual([
      { type: 'ProjectUpdated', data: { specialistId, project: changed, updatedAt: now } },
    ]);
    expect(given([profileStarted, projectAdded]).when(command('DeleteProject', { projectId: 'p1' }))()).toEqual([
      { type: 'ProjectDeleted', data: { specialistId, projectId: 'p1', deletedAt: now } },
    ]);
  });

  it('answers 404 for a project that is not there', () => {
    expect(given([profileStarted]).when(command('UpdateProject', { project: aProject() }))).toThrow(
      'Project not found',
    );
    expect(given([profileStarted]).when(command('DeleteProject', { projectId: 'p1' }))).toThrow(NotFoundError);
  });
});

describe('specialist decider: certificate and project years', () => {
  // `now` is 1 March 2026: the options are 1997 to 2026.
  const invalidYear = 'Please select a year from the list';
  const savedIn1990: SpecialistEvent = {
    type: 'CertificateAdded',
    data: { specialistId, certificate: aCertificate({ started_at: 1990, finished_at: 1994 }), addedAt: now },
  };
  const savedIn2031: SpecialistEvent = {
    type: 'ProjectAdded',
    data: { specialistId, project: aProject({ started_at: 2019, finished_at: 2031 }), addedAt: now },
  };

  it('takes only the 30 year options, the current year and the 29 before it', () => {
    expect(
      given([profileStarted]).when(
        command('AddCertificate', { certificate: aCertificate({ started_at: 1997, finished_at: 2026 }) }),
      )(),
    ).toHaveLength(1);
    for (const [started_at, finished_at, fields] of [
      [2019, 2031, { 'certificate.finished_at': invalidYear }],
      [2027, 2027, { 'certificate.started_at': invalidYear, 'certificate.finished_at': invalidYear }],
      [1996, 2000, { 'certificate.started_at': invalidYear }],
    ] as const) {
      const error = errorOf(
        given([profileStarted]).when(
          command('AddCertificate', { certificate: aCertificate({ started_at, finished_at }) }),
        ),
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.message).toBe(invalidYear);
      expect(error.fields).toEqual(fields);
    }
    expect(
      errorOf(given([profileStarted]).when(command('AddProject', { project: aProject({ finished_at: 2031 }) }))).fields,
    ).toEqual({ 'project.finished_at': invalidYear });
    expect(
      errorOf(
        given([profileStarted, projectAdded]).when(
          command('UpdateProject', { project: aProject({ started_at: 1980 }) }),
        ),
      ).fields,
    ).toEqual({ started_at: invalidYear });
  });

  it('lets an update keep a saved year that has aged out of the options, and only that year', () => {
    const keep = aCertificate({ started_at: 1990, finished_at: 1994, description: 'Honours' });
    expect(given([profileStarted, savedIn1990]).when(command('UpdateCertificate', { certificate: keep }))()).toEqual([
      { type: 'CertificateUpdated', data: { specialistId, certificate: keep, updatedAt: now } },
    ]);
    const moved = aCertificate({ started_at: 1989, finished_at: 1994 });
    expect(
      errorOf(given([profileStarted, savedIn1990]).when(command('UpdateCertificate', { certificate: moved }))).fields,
    ).toEqual({ started_at: invalidYear });
    // Another certificate's old years are not this one's.
    const other: SpecialistEvent = {
      type: 'CertificateAdded',
      data: { specialistId, certificate: aCertificate({ id: 'c2' }), addedAt: now },
    };
    expect(
      errorOf(
        given([profileStarted, savedIn1990, other]).when(
          command('UpdateCertificate', {
            certificate: aCertificate({ id: 'c2', started_at: 1990, finished_at: 1994 }),
          }),
        ),
      ).fields,
    ).toEqual({
      started_at: invalidYear,
      finished_at: invalidYear,
    });
  });

  it('never keeps a future year, even one saved before the rule', () => {
    expect(
      errorOf(
        given([profileStarted, savedIn2031]).when(
          command('UpdateProject', { project: aProject({ started_at: 2019, finished_at: 2031 }) }),
        ),
      ).fields,
    ).toEqual({ finished_at: invalidYear });
  });

  it('forgets the years of a deleted certificate', () => {
    const deleted: SpecialistEvent = {
      type: 'CertificateDeleted',
      data: { specialistId, certificateId: 'c1', deletedAt: now },
    };
    const readded: SpecialistEvent = {
      type: 'CertificateAdded',
      data: { specialistId, certificate: aCertificate(), addedAt: now },
    };
    expect(
      errorOf(
        given([profileStarted, savedIn1990, deleted, readded]).when(
          command('UpdateCertificate', { certificate: aCertificate({ started_at: 1990 }) }),
        ),
      ).fields,
    ).toEqual({ started_at: invalidYear });
  });
});

describe('specialist decider: billing account', () => {
  it('creates the billing account through the account form, then updates the same one', () => {
    expect(
      given([profileStarted]).when(
        command('SetBillingProfile', { billing: someBilling(), newBillingAccountId: 'b1' }),
      )(),
    ).toEqual([billingCreated]);
    const billing = someBilling({ bank_name: 'Other Bank' });
    expect(
      given([profileStarted, billingCreated]).when(
        command('SetBillingProfile', { billing, newBillingAccountId: 'b2' }),
      )(),
    ).toEqual([
      {
        type: 'BillingAccountUpdated',
        data: { specialistId, billingAccount: { id: 'b1', ...billing }, updatedAt: now },
      },
    ]);
  });

  it('creates a billing account once (409 after that)', () => {
    expect(
      given([profileStarted]).when(
        command('CreateBillingAccount', { billing: someBilling(), newBillingAccountId: 'b1' }),
      )(),
    ).toEqual([billingCreated]);
    const again = given([profileStarted, billingCreated]).when(
      command('CreateBillingAccount', { billing: someBilling(), newBillingAccountId: 'b2' }),
    );
    expect(again).toThrow(ConflictError);
    expect(again).toThrow('A billing account already exists; update it instead');
  });

  it('updates the billing account by its id; another id is 404', () => {
    const billing = someBilling({ gst_vat: 'N' });
    expect(
      given([profileStarted, billingCreated]).when(
        command('UpdateBillingAccount', { billing, billingAccountId: 'b1' }),
      )(),
    ).toEqual([
      {
        type: 'BillingAccountUpdated',
        data: { specialistId, billingAccount: { id: 'b1', ...billing }, updatedAt: now },
      },
    ]);
    expect(
      given([profileStarted, billingCreated]).when(
        command('UpdateBillingAccount', { billing, billingAccountId: 'b9' }),
      ),
    ).toThrow('Billing account not found');
    expect(given([profileStarted]).when(command('UpdateBillingAccount', { billing, billingAccountId: 'b1' }))).toThrow(
      NotFoundError,
    );
  });
});

describe('specialist decider: video-ask answers', () => {
  const video = {
    question_id: 'about-me',
    type: 'video' as const,
    media_url: '/media/a.webm',
    thumbnail: '/media/a.jpg',
  };
  const group = { question_id: 'preferred-practitioner-group', type: 'poll' as const, poll_options: [{ id: 3 }] };
  const clients = { question_id: 'types-of-client', type: 'poll' as const, poll_options: [{ id: 1 }, { id: 5 }] };
  const brands = {
    question_id: 'admired-brands-or-companies',
    type: 'text' as const,
    input_text: ' Atlassian, Canva ',
  };
  const save = (answers: object[]) => command('SaveVideoAskAnswers', { answers, catalogs: videoAskCatalogs } as never);
  const submit = (answers: object[], email = 'priya@example.com') =>
    command('SubmitVideoAskAnswers', { answers, email, catalogs: videoAskCatalogs } as never);
  const saved = (run: () => SpecialistEvent[]) => {
    const [event] = run();
    if (event.type !== 'VideoAskAnswersSaved') throw new Error(`unexpected ${event.type}`);
    return event.data.answers;
  };

  it('saves answers with their slot, question title and option titles', () => {
    const answers = saved(given([profileStarted]).when(save([brands, video, group])));
    expect(answers.map((a) => [a.slot, a.question_title])).toEqual([
      [0, 'Preferred Practitioner Group'],
      [2, 'About me'],
      [9, 'Admired Brands or Companies'],
    ]);
    expect(answers[0].poll_options).toEqual([{ id: 3, content: 'Design', ref: '3' }]);
    expect(answers[1]).toMatchObject({
      type: 'video',
      media_url: '/media/a.webm',
      thumbnail: '/media/a.jpg',
      input_text: null,
      created_at: now,
    });
    expect(answers[2]).toMatchObject({ input_text: 'Atlassian, Canva', media_url: null });
  });

  it('keeps a cleared answer with an empty response and the other answers (spec section 4)', () => {
    const first = given([profileStarted]).when(save([video, brands]))();
    const answers = saved(
      given([profileStarted, ...first]).when(save([{ ...video, media_url: null, thumbnail: null }, brands])),
    );
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ slot: 2, media_url: null });
    expect(answers[1]).toMatchObject({ slot: 9, input_text: 'Atlassian, Canva' });
  });

  it('refuses unknown questions, a type the question does not take, and unknown options', () => {
    const error = errorOf(
      given([profileStarted]).when(
        save([
          { question_id: 'nope', type: 'text', input_text: 'x' },
          { ...brands, type: 'video', media_url: '/media/b.webm' },
          { ...clients, poll_options: [{ id: 42 }] },
          { ...group, poll_options: [{ id: 1 }, { id: 2 }] },
          { ...video, type: 'poll', poll_options: [{ id: 1 }] },
        ]),
      ),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields).toEqual({
      'video_ask.0.question_id': 'Unknown question',
      'video_ask.1.type': '"Admired Brands or Companies" takes a text answer',
      'video_ask.2.poll_options': 'Unknown option id: 42',
      'video_ask.3.poll_options': 'Choose one practitioner group',
      'video_ask.4.type': '"About me" takes a video, audio, text answer',
    });
  });

  it('lays submitted poll and text answers over the saved ones', () => {
    const first = given([profileStarted]).when(save([video, { ...group, poll_options: [{ id: 1 }] }]))();
    const answers = saved(given([profileStarted, ...first]).when(submit([group, clients, brands])));
    expect(answers.map((a) => a.slot)).toEqual([0, 1, 2, 9]);
    expect(answers[0].poll_options.map((o) => o.content)).toEqual(['Design']);
    expect(answers[1].poll_options.map((o) => o.content)).toEqual(['CTO', 'CEO']);
  });

  it('refuses empty answers in the question dialogs, with their messages', () => {
    const error = errorOf(
      given([profileStarted]).when(
        submit([
          { ...group, poll_options: [] },
          { ...clients, poll_options: [] },
          { ...brands, input_text: '   ' },
        ]),
      ),
    );
    expect(error.fields).toEqual({
      'contact.answers.0.poll_options': 'Select a practitioner group',
      'contact.answers.1.poll_options': 'Select at least one type of client',
      'contact.answers.2.input_text': 'Admired brands or companies cannot be empty',
    });
  });

  it('takes only poll and text answers, and only for the profile’s own email', () => {
    expect(errorOf(given([profileStarted]).when(submit([video]))).fields).toEqual({
      'contact.answers.0.type': 'Only poll or text answers can be sent here',
    });
    expect(errorOf(given([profileStarted]).when(submit([brands], 'someone@example.com'))).fields).toEqual({
      'contact.email': 'The email does not match this profile',
    });
    expect(saved(given([profileStarted]).when(submit([brands], 'PRIYA@example.com')))).toHaveLength(1);
  });
});
