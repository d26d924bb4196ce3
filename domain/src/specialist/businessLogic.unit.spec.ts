import { describe, expect, it } from 'vitest';
import { DeciderSpecification, type DeciderOutcome } from '../testKit/deciderSpecification';
import type { Actor } from '../shared/authorization';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../shared/errors';
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

const given = DeciderSpecification.for(specialistDecider);
const owner: Actor = { userId: specialistId, userType: 'specialist' };
/** A command on the test profile, by `actor` (its owner unless told). */
const command = <C extends SpecialistCommand>(
  type: C['type'],
  data: Omit<C['data'], 'specialistId'>,
  actor: Actor = owner,
): SpecialistCommand => ({ type, data: { specialistId, ...data }, metadata: { now, actor } }) as SpecialistCommand;

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
    given([]).when(start).then([profileStarted]);
  });

  it('starts it once: starting it again decides nothing', () => {
    given([profileStarted]).when(start).thenNothingHappened();
  });
});

describe('specialist decider: an erased person’s profile', () => {
  const close = command('CloseErasedProfile', {});
  const closed = given([profileStarted]).when(close).decided();

  it('is closed once by the erasure (nothing for a profile never started, nothing the second time)', () => {
    given([profileStarted])
      .when(close)
      .then([{ type: 'SpecialistProfileErased', data: { specialistId, erasedAt: now } }]);
    given([profileStarted, ...closed])
      .when(close)
      .thenNothingHappened();
    given([]).when(close).thenNothingHappened();
  });

  it('then takes no change, whoever asks (409 account.erased)', () => {
    for (const refused of [
      command('SetAboutMe', { description: 'RESURRECTED about' }),
      command('SetIndustryTitle', { industryTitle: 'Back' }),
      command('StartProfile', { firstName: 'A', lastName: 'B', email: 'a@example.com' }),
    ])
      given([profileStarted, ...closed])
        .when(refused)
        .thenThrows(ConflictError, 'account.erased');
  });
});

describe('specialist decider: who may change a profile', () => {
  const title = (actor: Actor) => command('SetIndustryTitle', { industryTitle: 'Designer' }, actor);
  const titleSet = { type: 'IndustryTitleSet', data: { specialistId, industryTitle: 'Designer', setAt: now } } as const;

  it('lets its owner, an admin and a super_admin change it', () => {
    for (const actor of [
      owner,
      { userId: 'a1', userType: 'admin' },
      { userId: 's1', userType: 'super_admin' },
    ] as Actor[])
      given([profileStarted]).when(title(actor)).then([titleSet]);
  });

  it('refuses another specialist and a business owner (403), before saying whether the profile exists or is erased', () => {
    for (const actor of [
      { userId: 'someone-else', userType: 'specialist' },
      { userId: 'an-owner', userType: 'business_owner' },
    ] as Actor[]) {
      given([profileStarted]).when(title(actor)).thenThrows(ForbiddenError, 'specialist.notYourProfile');
      given([]).when(title(actor)).thenThrows(ForbiddenError, 'specialist.notYourProfile');
      given([profileStarted, { type: 'SpecialistProfileErased', data: { specialistId, erasedAt: now } }])
        .when(title(actor))
        .thenThrows(ForbiddenError, 'specialist.notYourProfile');
    }
  });
});

describe('specialist decider: profile sections', () => {
  it('refuses every command for a profile that was never started (404)', () => {
    given([])
      .when(command('SetIndustryTitle', { industryTitle: 'Designer' }))
      .thenThrows(NotFoundError);
    given([])
      .when(command('SetIndustryTitle', { industryTitle: 'Designer' }))
      .thenThrows(NotFoundError, 'specialist.profileNotFound');
  });

  it('sets the industry title', () => {
    given([profileStarted])
      .when(command('SetIndustryTitle', { industryTitle: 'Product Designer' }))
      .then([{ type: 'IndustryTitleSet', data: { specialistId, industryTitle: 'Product Designer', setAt: now } }]);
  });

  it('sets skills with their titles from the catalog, in the order chosen', () => {
    given([profileStarted])
      .when(command('SetSkills', { skillIds: [2, 1], catalog: catalogs.skills }))
      .then([
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
    given([profileStarted])
      .when(command('SetSkills', { skillIds: [1, 99999, 88888], catalog: catalogs.skills }))
      .thenThrows(ValidationError, { fields: { skills: ['specialist.unknownIds', 'skill', [99999, 88888]] } });
  });

  it('sets industry experiences, refusing unknown ids', () => {
    const catalog = catalogs['industry-experiences'];
    given([profileStarted])
      .when(command('SetIndustryExperiences', { industryIds: [1], catalog }))
      .then([
        {
          type: 'IndustryExperiencesSet',
          data: { specialistId, industryExperiences: [{ id: 1, title: 'Agriculture' }], setAt: now },
        },
      ]);
    given([profileStarted])
      .when(command('SetIndustryExperiences', { industryIds: [777], catalog }))
      .thenThrows(ValidationError, {
        fields: { industry_ids: ['specialist.unknownIds', 'industry experience', [777]] },
      });
  });

  it('sets the experience level with its title', () => {
    given([profileStarted])
      .when(command('SetExperienceLevel', { experienceLevelId: 2 }))
      .then([
        {
          type: 'ExperienceLevelSet',
          data: { specialistId, experienceLevelId: 2, experienceLevel: 'Mid-weight', setAt: now },
        },
      ]);
    given([profileStarted])
      .when(command('SetExperienceLevel', { experienceLevelId: 4 as never }))
      .thenThrows(ValidationError, 'specialist.experienceLevelInvalid');
  });

  it('sets languages with their ISO codes, refusing unknown ids', () => {
    const catalog = catalogs.languages;
    const english = catalog.find((l) => l.code === 'en')!;
    given([profileStarted])
      .when(command('SetLanguages', { languageIds: [english.id], catalog }))
      .then([
        {
          type: 'LanguagesSet',
          data: { specialistId, languages: [{ id: english.id, title: 'English', code: 'en' }], setAt: now },
        },
      ]);
    given([profileStarted])
      .when(command('SetLanguages', { languageIds: [500], catalog }))
      .thenThrows(ValidationError, { fields: { languages: ['specialist.unknownIds', 'language', [500]] } });
  });

  it('sets the about-me text', () => {
    given([profileStarted])
      .when(command('SetAboutMe', { description: 'I build things.' }))
      .then([{ type: 'AboutMeSet', data: { specialistId, description: 'I build things.', setAt: now } }]);
  });

  it('sets project interests with name and title, refusing unknown ids', () => {
    const catalog = catalogs['project-types'];
    given([profileStarted])
      .when(command('SetProjectInterests', { projectTypeIds: [3], catalog }))
      .then([
        {
          type: 'ProjectInterestsSet',
          data: {
            specialistId,
            projectTypes: [{ id: 3, name: 'Mobile App', title: 'Mobile App Development' }],
            setAt: now,
          },
        },
      ]);
    given([profileStarted])
      .when(command('SetProjectInterests', { projectTypeIds: [3, 404], catalog }))
      .thenThrows(ValidationError, { fields: { project_type: ['specialist.unknownIds', 'project type', [404]] } });
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
    given([profileStarted])
      .when(command('UpdateAccountDetails', { details }))
      .then([{ type: 'AccountDetailsUpdated', data: { specialistId, details, updatedAt: now } }]);
  });
});

describe('specialist decider: certificates and projects', () => {
  it('adds, updates and deletes a certificate', () => {
    given([profileStarted])
      .when(command('AddCertificate', { certificate: aCertificate() }))
      .then([certificateAdded]);
    const changed = aCertificate({ degree: 'MSc' });
    given([profileStarted, certificateAdded])
      .when(command('UpdateCertificate', { certificate: changed }))
      .then([{ type: 'CertificateUpdated', data: { specialistId, certificate: changed, updatedAt: now } }]);
    given([profileStarted, certificateAdded])
      .when(command('DeleteCertificate', { certificateId: 'c1' }))
      .then([{ type: 'CertificateDeleted', data: { specialistId, certificateId: 'c1', deletedAt: now } }]);
  });

  it('answers 404 for a certificate that is not there, or no longer', () => {
    const deleted: SpecialistEvent = {
      type: 'CertificateDeleted',
      data: { specialistId, certificateId: 'c1', deletedAt: now },
    };
    given([profileStarted])
      .when(command('UpdateCertificate', { certificate: aCertificate() }))
      .thenThrows(NotFoundError, 'specialist.certificateNotFound');
    given([profileStarted, certificateAdded, deleted])
      .when(command('DeleteCertificate', { certificateId: 'c1' }))
      .thenThrows(NotFoundError);
  });

  it('adds, updates and deletes a project', () => {
    given([profileStarted])
      .when(command('AddProject', { project: aProject() }))
      .then([projectAdded]);
    const changed = aProject({ city: 'Melbourne' });
    given([profileStarted, projectAdded])
      .when(command('UpdateProject', { project: changed }))
      .then([{ type: 'ProjectUpdated', data: { specialistId, project: changed, updatedAt: now } }]);
    given([profileStarted, projectAdded])
      .when(command('DeleteProject', { projectId: 'p1' }))
      .then([{ type: 'ProjectDeleted', data: { specialistId, projectId: 'p1', deletedAt: now } }]);
  });

  it('answers 404 for a project that is not there', () => {
    given([profileStarted])
      .when(command('UpdateProject', { project: aProject() }))
      .thenThrows(NotFoundError, 'specialist.projectNotFound');
    given([profileStarted])
      .when(command('DeleteProject', { projectId: 'p1' }))
      .thenThrows(NotFoundError);
  });
});

describe('specialist decider: certificate and project years', () => {
  // `now` is 1 March 2026: the options are 1997 to 2026.
  const invalidYear = 'specialist.invalidYear';
  const savedIn1990: SpecialistEvent = {
    type: 'CertificateAdded',
    data: { specialistId, certificate: aCertificate({ started_at: 1990, finished_at: 1994 }), addedAt: now },
  };
  const savedIn2031: SpecialistEvent = {
    type: 'ProjectAdded',
    data: { specialistId, project: aProject({ started_at: 2019, finished_at: 2031 }), addedAt: now },
  };

  it('takes only the 30 year options, the current year and the 29 before it', () => {
    given([profileStarted])
      .when(command('AddCertificate', { certificate: aCertificate({ started_at: 1997, finished_at: 2026 }) }))
      .then((events) => expect(events).toHaveLength(1));
    for (const [started_at, finished_at, fields] of [
      [2019, 2031, { 'certificate.finished_at': invalidYear }],
      [2027, 2027, { 'certificate.started_at': invalidYear, 'certificate.finished_at': invalidYear }],
      [1996, 2000, { 'certificate.started_at': invalidYear }],
    ] as const) {
      given([profileStarted])
        .when(command('AddCertificate', { certificate: aCertificate({ started_at, finished_at }) }))
        .thenThrows(ValidationError, { message: invalidYear, fields });
    }
    given([profileStarted])
      .when(command('AddProject', { project: aProject({ finished_at: 2031 }) }))
      .thenThrows(ValidationError, { fields: { 'project.finished_at': invalidYear } });
    given([profileStarted, projectAdded])
      .when(command('UpdateProject', { project: aProject({ started_at: 1980 }) }))
      .thenThrows(ValidationError, { fields: { started_at: invalidYear } });
  });

  it('lets an update keep a saved year that has aged out of the options, and only that year', () => {
    const keep = aCertificate({ started_at: 1990, finished_at: 1994, description: 'Honours' });
    given([profileStarted, savedIn1990])
      .when(command('UpdateCertificate', { certificate: keep }))
      .then([{ type: 'CertificateUpdated', data: { specialistId, certificate: keep, updatedAt: now } }]);
    const moved = aCertificate({ started_at: 1989, finished_at: 1994 });
    given([profileStarted, savedIn1990])
      .when(command('UpdateCertificate', { certificate: moved }))
      .thenThrows(ValidationError, { fields: { started_at: invalidYear } });
    // Another certificate's old years are not this one's.
    const other: SpecialistEvent = {
      type: 'CertificateAdded',
      data: { specialistId, certificate: aCertificate({ id: 'c2' }), addedAt: now },
    };
    given([profileStarted, savedIn1990, other])
      .when(
        command('UpdateCertificate', {
          certificate: aCertificate({ id: 'c2', started_at: 1990, finished_at: 1994 }),
        }),
      )
      .thenThrows(ValidationError, {
        fields: {
          started_at: invalidYear,
          finished_at: invalidYear,
        },
      });
  });

  it('never keeps a future year, even one saved before the rule', () => {
    given([profileStarted, savedIn2031])
      .when(command('UpdateProject', { project: aProject({ started_at: 2019, finished_at: 2031 }) }))
      .thenThrows(ValidationError, { fields: { finished_at: invalidYear } });
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
    given([profileStarted, savedIn1990, deleted, readded])
      .when(command('UpdateCertificate', { certificate: aCertificate({ started_at: 1990 }) }))
      .thenThrows(ValidationError, { fields: { started_at: invalidYear } });
  });
});

describe('specialist decider: billing account', () => {
  it('creates the billing account through the account form, then updates the same one', () => {
    given([profileStarted])
      .when(command('SetBillingProfile', { billing: someBilling(), newBillingAccountId: 'b1' }))
      .then([billingCreated]);
    const billing = someBilling({ bank_name: 'Other Bank' });
    given([profileStarted, billingCreated])
      .when(command('SetBillingProfile', { billing, newBillingAccountId: 'b2' }))
      .then([
        {
          type: 'BillingAccountUpdated',
          data: { specialistId, billingAccount: { id: 'b1', ...billing }, updatedAt: now },
        },
      ]);
  });

  it('creates a billing account once (409 after that)', () => {
    given([profileStarted])
      .when(command('CreateBillingAccount', { billing: someBilling(), newBillingAccountId: 'b1' }))
      .then([billingCreated]);
    given([profileStarted, billingCreated])
      .when(command('CreateBillingAccount', { billing: someBilling(), newBillingAccountId: 'b2' }))
      .thenThrows(ConflictError, 'specialist.billingExists');
  });

  it('updates the billing account by its id; another id is 404', () => {
    const billing = someBilling({ gst_vat: 'N' });
    given([profileStarted, billingCreated])
      .when(command('UpdateBillingAccount', { billing, billingAccountId: 'b1' }))
      .then([
        {
          type: 'BillingAccountUpdated',
          data: { specialistId, billingAccount: { id: 'b1', ...billing }, updatedAt: now },
        },
      ]);
    given([profileStarted, billingCreated])
      .when(command('UpdateBillingAccount', { billing, billingAccountId: 'b9' }))
      .thenThrows(NotFoundError, 'specialist.billingNotFound');
    given([profileStarted])
      .when(command('UpdateBillingAccount', { billing, billingAccountId: 'b1' }))
      .thenThrows(NotFoundError);
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
  const saved = (outcome: DeciderOutcome<SpecialistEvent>) => {
    const [event] = outcome.decided();
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
    const first = given([profileStarted])
      .when(save([video, brands]))
      .decided();
    const answers = saved(
      given([profileStarted, ...first]).when(save([{ ...video, media_url: null, thumbnail: null }, brands])),
    );
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ slot: 2, media_url: null });
    expect(answers[1]).toMatchObject({ slot: 9, input_text: 'Atlassian, Canva' });
  });

  it('refuses unknown questions, a type the question does not take, and unknown options', () => {
    given([profileStarted])
      .when(
        save([
          { question_id: 'nope', type: 'text', input_text: 'x' },
          { ...brands, type: 'video', media_url: '/media/b.webm' },
          { ...clients, poll_options: [{ id: 42 }] },
          { ...group, poll_options: [{ id: 1 }, { id: 2 }] },
          { ...video, type: 'poll', poll_options: [{ id: 1 }] },
        ]),
      )
      .thenThrows(ValidationError, {
        fields: {
          'video_ask.0.question_id': 'specialist.questionUnknown',
          'video_ask.1.type': ['specialist.answerTypeNotAllowed', 'Admired Brands or Companies', ['text']],
          'video_ask.2.poll_options': ['specialist.unknownOptions', [42]],
          'video_ask.3.poll_options': 'specialist.practitionerGroupSingle',
          'video_ask.4.type': ['specialist.answerTypeNotAllowed', 'About me', ['video', 'audio', 'text']],
        },
      });
  });

  it('lays submitted poll and text answers over the saved ones', () => {
    const first = given([profileStarted])
      .when(save([video, { ...group, poll_options: [{ id: 1 }] }]))
      .decided();
    const answers = saved(given([profileStarted, ...first]).when(submit([group, clients, brands])));
    expect(answers.map((a) => a.slot)).toEqual([0, 1, 2, 9]);
    expect(answers[0].poll_options.map((o) => o.content)).toEqual(['Design']);
    expect(answers[1].poll_options.map((o) => o.content)).toEqual(['CTO', 'CEO']);
  });

  it('refuses empty answers in the question dialogs, with their messages', () => {
    given([profileStarted])
      .when(
        submit([
          { ...group, poll_options: [] },
          { ...clients, poll_options: [] },
          { ...brands, input_text: '   ' },
        ]),
      )
      .thenThrows(ValidationError, {
        fields: {
          'contact.answers.0.poll_options': 'specialist.practitionerGroupRequired',
          'contact.answers.1.poll_options': 'specialist.clientTypesRequired',
          'contact.answers.2.input_text': 'specialist.admiredBrandsRequired',
        },
      });
  });

  it('takes only poll and text answers, and only for the profile’s own email', () => {
    given([profileStarted])
      .when(submit([video]))
      .thenThrows(ValidationError, {
        fields: { 'contact.answers.0.type': 'specialist.contactAnswerType' },
      });
    given([profileStarted])
      .when(submit([brands], 'someone@example.com'))
      .thenThrows(ValidationError, { fields: { 'contact.email': 'specialist.emailMismatch' } });
    expect(saved(given([profileStarted]).when(submit([brands], 'PRIYA@example.com')))).toHaveLength(1);
  });
});
