import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCertificateAndProject,
  bearer,
  PROFILE_WRITES,
  profileWithEverything,
  send,
  startProfilePlatform,
  validBilling,
  validCertificate,
  validProject,
  type ProfileIds,
  type TestPlatform,
  type TestUser,
} from '@dth/testing';

let platform: TestPlatform;
let admin: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  platform = await startProfilePlatform();
  admin = await platform.createUser('admin');
  stranger = await platform.createUser('specialist');
});
afterAll(() => platform.stop());

/** The profile as the query API answers it, once the projector has passed `position`. */
async function profileAfter(position: string, id: string, viewer: TestUser) {
  const res = await request(platform.query)
    .get(`/user/specialist/${id}`)
    .set(bearer(viewer))
    .set('X-Min-Position', position)
    .expect(200);
  expect(res.headers['x-position-reached']).toBe('true');
  return res.body.data;
}

/** Runs a request and checks that it appended nothing to the log. */
async function appendsNothing(run: () => PromiseLike<unknown>) {
  const before = await platform.store.headPosition();
  await run();
  expect(await platform.store.headPosition()).toBe(before);
}

describe('profile sections: each write answers its message and position, and a read after it sees it', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await platform.createUser('specialist', { firstName: 'Priya', lastName: 'Sharma' });
  });
  const post = (path: string, body: object) => request(platform.command).post(path).set(bearer(owner)).send(body);
  const put = (path: string, body: object) => request(platform.command).put(path).set(bearer(owner)).send(body);

  it('industry title', async () => {
    const res = await put(`/user/update-user/${owner.id}`, {
      specialist: { industry_title: ' Product Designer ' },
    }).expect(200);
    expect(res.body).toMatchObject({
      message: 'Industry title updated',
      data: { id: owner.id, industry_title: 'Product Designer' },
    });
    expect((await profileAfter(res.body.position, owner.id, owner)).industry_title).toBe('Product Designer');
    expect((await platform.eventsOf(`specialist-${owner.id}`)).at(-1)).toMatchObject({
      type: 'IndustryTitleSet',
      metadata: { actorId: owner.id, actorRole: 'specialist' },
    });
  });

  it('skills: duplicates removed by id, titles from the catalog', async () => {
    const res = await post(`/user/specialist/add-skills/${owner.id}`, { skills: [2, '2', { id: 1 }] }).expect(200);
    expect(res.body.message).toBe('Skills updated');
    const profile = await profileAfter(res.body.position, owner.id, owner);
    expect(profile.specialist_skills).toEqual([
      expect.objectContaining({
        id: 2,
        skill_id: 2,
        specialist_id: owner.id,
        dv_skills: { id: 2, skill_title: 'TypeScript' },
      }),
      expect.objectContaining({ id: 1, skill_id: 1, dv_skills: { id: 1, skill_title: 'JavaScript' } }),
    ]);
  });

  it('industry experience, experience level, languages, about me and project interests', async () => {
    await post(`/user/specialist/industry/${owner.id}`, { industry_ids: [23] }).expect(
      200,
      /Industry experience updated/,
    );
    await post(`/user/specialist/experience-level/${owner.id}`, { experience_level_id: 3 }).expect(
      200,
      /Experience level updated/,
    );
    const languages = await request(platform.query).get('/user/language/list').expect(200);
    const english = languages.body.data.find((l: { code: string }) => l.code === 'en');
    await post(`/user/specialist/add-language/${owner.id}`, { languages: [english.id] }).expect(
      200,
      /Languages updated/,
    );
    await post(`/user/specialist/add-about/${owner.id}`, { description: 'x'.repeat(1200) }).expect(
      200,
      /Description updated/,
    );
    const res = await post(`/user/specialist/project-type/${owner.id}`, { project_type: [3] }).expect(200);
    expect(res.body.message).toBe('Project interests updated');
    const profile = await profileAfter(res.body.position, owner.id, owner);
    expect(profile).toMatchObject({
      dv_industry_experiences: [{ industry_experience: { id: 23, industry_experience: 'Healthcare' } }],
      experience_level_id: 3,
      specialist_languages: [{ dv_language: { id: english.id, language_title: 'English', code: 'en' } }],
      project_types: [
        { dv_project_types: { id: 3, name: 'Mobile App', project_type_title: 'Mobile App Development' } },
      ],
    });
    expect(profile.professional_experience_info).toHaveLength(1000);
  });

  it('certificates: add, update, delete', async () => {
    const added = await post(`/user/specialist/add-certificate/${owner.id}`, { certificate: validCertificate }).expect(
      200,
    );
    expect(added.body).toMatchObject({
      message: 'New certificate added',
      data: { ...validCertificate, id: expect.any(String) },
    });
    const certId = added.body.data.id;
    const updated = await post(`/user/specialist/${owner.id}/update-certificate/${certId}`, {
      ...validCertificate,
      degree: 'MSc',
    }).expect(200);
    expect(updated.body.message).toBe('Certificate updated');
    expect((await profileAfter(updated.body.position, owner.id, owner)).educations).toEqual([
      { ...validCertificate, id: certId, degree: 'MSc' },
    ]);
    const deleted = await request(platform.command)
      .delete(`/user/certification/delete/${owner.id}/${certId}`)
      .set(bearer(owner))
      .expect(200);
    expect(deleted.body).toMatchObject({ message: 'Certificate deleted successfully', data: { id: certId } });
    expect((await profileAfter(deleted.body.position, owner.id, owner)).educations).toEqual([]);
    await request(platform.command)
      .delete(`/user/certification/delete/${owner.id}/${certId}`)
      .set(bearer(owner))
      .expect(404, /Certificate not found/);
  });

  it('projects: add, update, delete', async () => {
    const added = await post(`/user/specialist/add-project/${owner.id}`, { project: validProject }).expect(200);
    expect(added.body.message).toBe('New project added');
    const projectId = added.body.data.id;
    const updated = await post(`/user/specialist/${owner.id}/update-project/${projectId}`, {
      ...validProject,
      city: 'Melbourne',
    }).expect(200);
    expect(updated.body.message).toBe('Project updated');
    expect((await profileAfter(updated.body.position, owner.id, owner)).work_experiences).toEqual([
      { ...validProject, id: projectId, city: 'Melbourne' },
    ]);
    const deleted = await request(platform.command)
      .delete(`/user/experience/delete/${owner.id}/${projectId}`)
      .set(bearer(owner))
      .expect(200);
    expect(deleted.body.message).toBe('Project deleted successfully');
    expect((await profileAfter(deleted.body.position, owner.id, owner)).work_experiences).toEqual([]);
  });

  it('account details: reflected in the profile and in GET /auth/me', async () => {
    const body = {
      first_name: 'Priya',
      last_name: 'Patel',
      phone_code: '+61',
      phone_number: '400000000',
      country: 'Australia',
      state: 'New South Wales',
      city: 'Newtown',
    };
    const res = await put(`/user/specialist/update-account/${owner.id}`, body).expect(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(await profileAfter(res.body.position, owner.id, owner)).toMatchObject({
      first_name: 'Priya',
      last_name: 'Patel',
      phone_code: '+61',
      phone_number: '400000000',
      country: 'Australia',
      state: 'New South Wales',
      suburb: 'Newtown',
    });
    const me = await request(platform.query).get('/auth/me').set(bearer(owner)).expect(200);
    expect(me.body.data).toMatchObject({ first_name: 'Priya', last_name: 'Patel' });
  });
});

describe('billing account: all four paths', () => {
  it('creates through the account form, then updates by id, through the dialog, and refuses a second create', async () => {
    const owner = await platform.createUser();
    const created = await request(platform.command)
      .put(`/user/specialist/update-account/${owner.id}`)
      .set(bearer(owner))
      .send({ billing_profile: validBilling })
      .expect(200);
    expect(created.body).toMatchObject({
      message: 'Billing Details Updated.',
      data: { id: expect.any(String), company_name: 'Sharma Digital', gst_vat: 'Y', swift_code: null },
    });
    const billingId = created.body.data.id;

    await request(platform.command)
      .put(`/user/specialist/${owner.id}/billing-account/${billingId}/update`)
      .set(bearer(owner))
      .send({ ...validBilling, bank_name: 'Bank Two' })
      .expect(200, /Billing Details Updated\./);
    await request(platform.command)
      .put(`/user/specialist/${owner.id}/billing-account/${randomUUID()}/update`)
      .set(bearer(owner))
      .send(validBilling)
      .expect(404, /Billing account not found/);
    const dialog = await request(platform.command)
      .put('/user/billing-account/update')
      .set(bearer(owner))
      .send({ ...validBilling, id: billingId, gst_vat: 'N' })
      .expect(200);
    const profile = await profileAfter(dialog.body.position, owner.id, owner);
    expect(profile.billing_account).toEqual({ ...validBilling, id: billingId, swift_code: null, gst_vat: 'N' });

    const again = await request(platform.command)
      .post('/user/billing-account/create')
      .set(bearer(owner))
      .send(validBilling)
      .expect(409);
    expect(again.body.error).toEqual({
      code: 'conflict',
      message: 'A billing account already exists; update it instead',
      message_code: expect.stringMatching(/^\w+\.\w+$/),
    });
  });

  it('creates with POST /user/billing-account/create (201); an admin may name the profile', async () => {
    const owner = await platform.createUser();
    const res = await request(platform.command)
      .post('/user/billing-account/create')
      .set(bearer(admin))
      .send({ ...validBilling, specialist_id: owner.id })
      .expect(201);
    expect(res.body.message).toBe('Billing Details Updated.');
    expect((await platform.eventsOf(`specialist-${owner.id}`)).at(-1)).toMatchObject({
      type: 'BillingAccountCreated',
      metadata: { actorId: admin.id, actorRole: 'admin' },
    });
    await request(platform.command)
      .post('/user/billing-account/create')
      .set(bearer(stranger))
      .send({ ...validBilling, specialist_id: owner.id })
      .expect(403);
  });

  it('answers the billing form’s messages', async () => {
    const owner = await platform.createUser();
    await appendsNothing(async () => {
      const res = await request(platform.command)
        .post('/user/billing-account/create')
        .set(bearer(owner))
        .send({ owner_email: 'nope', owner_phone: '1234567890123456' })
        .expect(400);
      expect(res.body.error.fields).toEqual({
        company_name: 'Company Name is required',
        company_address: 'Company Address is required',
        owner_email: 'Must be a valid email',
        owner_phone: 'Phone number must be at most 15 characters',
        bank_name: 'Bank Name is required',
        account_name: 'Account Name is required',
        account_number: 'Account Number is required',
        bsb_number: 'BSB Number is required',
      });
    });
  });
});

describe('who may write', () => {
  let owner: TestUser;
  let ids: ProfileIds;
  beforeAll(async () => {
    owner = await platform.createUser();
    ids = await profileWithEverything(platform, owner);
  });

  it.each(PROFILE_WRITES.map((w) => [w.name, w] as const))(
    '%s: 401 without a token, 403 with another user’s, nothing appended',
    async (_name, write) => {
      await appendsNothing(async () => {
        const anonymous = await send(platform, write, ids, {}).expect(401);
        expect(anonymous.body.error.code).toBe('unauthorized');
        const other = await send(platform, write, ids, bearer(stranger)).expect(403);
        expect(other.body.error).toEqual({
          code: 'forbidden',
          message: 'You can only change your own profile',
          message_code: expect.stringMatching(/^\w+\.\w+$/),
        });
      });
    },
  );

  it.each(PROFILE_WRITES.map((w) => [w.name, w] as const))(
    '%s: an admin may write it; an unknown profile is 404',
    async (_name, write) => {
      const res = await send(platform, write, ids, bearer(admin)).expect(200);
      // Some bodies repeat what the profile holds: those change nothing, so they answer no position.
      expect(res.body).toMatchObject({ data: expect.any(Object), message: expect.any(String) });
      expect(res.body.position ?? '0').toMatch(/^\d+$/);
      const unknown = { ...ids, specialistId: randomUUID() };
      await appendsNothing(async () => {
        const missing = await send(platform, write, unknown, bearer(admin)).expect(404);
        expect(missing.body.error.code).toBe('not_found');
      });
      if (write.method === 'delete') ids = { ...ids, ...(await addCertificateAndProject(platform, owner)) };
    },
  );

  it('lets any signed-in user read a profile, but only its owner and admins see the billing account', async () => {
    const seenByStranger = await request(platform.query)
      .get(`/user/specialist/${owner.id}`)
      .set(bearer(stranger))
      .expect(200);
    expect(seenByStranger.body.data.billing_account).toBeNull();
    const seenByAdmin = await request(platform.query)
      .get(`/user/specialist/${owner.id}`)
      .set(bearer(admin))
      .expect(200);
    expect(seenByAdmin.body.data.billing_account.account_number).toBe('12345678');
    await request(platform.query).get(`/user/specialist/${owner.id}`).expect(401);
    await request(platform.query)
      .get(`/user/specialist/${randomUUID()}`)
      .set(bearer(stranger))
      .expect(404, /Specialist not found/);
  });

  it('answers 404 for a business owner, who has no specialist profile', async () => {
    const businessOwner = await platform.createUser('business_owner');
    await request(platform.command)
      .post(`/user/specialist/add-skills/${businessOwner.id}`)
      .set(bearer(businessOwner))
      .send({ skills: [1] })
      .expect(404, /Specialist not found/);
  });
});

describe('bad input: 400 with the spec’s messages, nothing appended', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await platform.createUser();
  });
  const cases: [string, 'post' | 'put', (id: string) => string, object, Record<string, string>][] = [
    [
      'industry title',
      'put',
      (id) => `/user/update-user/${id}`,
      { specialist: { industry_title: ' ' } },
      { 'specialist.industry_title': 'Industry title cannot be empty' },
    ],
    [
      'skills',
      'post',
      (id) => `/user/specialist/add-skills/${id}`,
      { skills: [] },
      { skills: 'Select at least one skill' },
    ],
    [
      'industry',
      'post',
      (id) => `/user/specialist/industry/${id}`,
      {},
      { industry_ids: 'Select at least one industry experience' },
    ],
    [
      'level',
      'post',
      (id) => `/user/specialist/experience-level/${id}`,
      { experience_level_id: 4 },
      { experience_level_id: 'Choose an experience level from 1 (Beginner) to 3 (Experienced)' },
    ],
    [
      'languages',
      'post',
      (id) => `/user/specialist/add-language/${id}`,
      { languages: [] },
      { languages: 'Select at least one language' },
    ],
    [
      'about',
      'post',
      (id) => `/user/specialist/add-about/${id}`,
      { description: '' },
      { description: 'More about you cannot be empty' },
    ],
    [
      'certificate',
      'post',
      (id) => `/user/specialist/add-certificate/${id}`,
      { certificate: { started_at: 2020, finished_at: 2019 } },
      {
        'certificate.degree': 'Degree/Certificate/Courses cannot be empty',
        'certificate.name': 'Area of study cannot be empty',
        'certificate.specialisation': 'Education institution cannot be empty',
        'certificate.finished_at': 'Please select a valid date range',
      },
    ],
    [
      'project',
      'post',
      (id) => `/user/specialist/add-project/${id}`,
      { project: { finished_at: 2020 } },
      {
        'project.position': 'Title/Position/Role cannot be empty',
        'project.name': 'Company/Project cannot be empty',
        'project.country': 'Country cannot be empty',
        'project.city': 'City cannot be empty',
        'project.started_at': 'Please select a start date',
      },
    ],
    [
      'project interests',
      'post',
      (id) => `/user/specialist/project-type/${id}`,
      { project_type: [] },
      { project_type: 'Select at least one project interest' },
    ],
    [
      'account',
      'put',
      (id) => `/user/specialist/update-account/${id}`,
      { first_name: '' },
      { first_name: 'First name is required', last_name: 'Last name is required' },
    ],
  ];

  it.each(cases)('%s', async (_name, method, path, body, fields) => {
    await appendsNothing(async () => {
      const res = await request(platform.command)[method](path(owner.id)).set(bearer(owner)).send(body).expect(400);
      expect(res.body.error).toMatchObject({ code: 'validation', message: Object.values(fields)[0], fields });
      // Each field's message also comes as a stable code, for clients to translate.
      expect(Object.keys(res.body.error.field_codes)).toEqual(Object.keys(fields));
    });
  });

  it.each([
    ['skills', '/user/specialist/add-skills', { skills: [1, 99999] }, { skills: 'Unknown skill id: 99999' }],
    [
      'industry',
      '/user/specialist/industry',
      { industry_ids: [5000] },
      { industry_ids: 'Unknown industry experience id: 5000' },
    ],
    ['languages', '/user/specialist/add-language', { languages: [4242] }, { languages: 'Unknown language id: 4242' }],
    [
      'project interests',
      '/user/specialist/project-type',
      { project_type: [777] },
      { project_type: 'Unknown project type id: 777' },
    ],
  ] as const)('an unknown %s id is 400 and names the id', async (_name, path, body, fields) => {
    await appendsNothing(async () => {
      const res = await request(platform.command).post(`${path}/${owner.id}`).set(bearer(owner)).send(body).expect(400);
      expect(res.body.error.fields).toEqual(fields);
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    await request(platform.command)
      .post(`/user/specialist/add-skills/${owner.id}`)
      .set(bearer(owner))
      .set('content-type', 'application/json')
      .send('{"skills":')
      .expect(400);
  });
});

describe('video-ask answers', () => {
  it('saves the list, then clears one slot and keeps the others', async () => {
    const owner = await platform.createUser();
    const video = {
      question_id: 'about-me',
      type: 'video',
      media_url: '/media/answers/a.webm',
      thumbnail: '/media/answers/a.jpg',
    };
    const brands = { question_id: 'admired-brands-or-companies', type: 'text', input_text: 'Atlassian' };
    const saved = await request(platform.command)
      .put(`/user/specialist/update-videoask/${owner.id}`)
      .set(bearer(owner))
      .send({ video_ask: [video, brands] })
      .expect(200);
    expect(saved.body.message).toBe('Profile updated successfully');
    let profile = await profileAfter(saved.body.position, owner.id, owner);
    expect(profile.answers[2]).toEqual({
      type: 'video',
      response: { thumbnail: '/media/answers/a.jpg', videoURL: '/media/answers/a.webm' },
      questionTitle: 'About me',
      token: 'about-me',
    });
    expect(profile.admired_brands).toBe('Atlassian');

    const cleared = await request(platform.command)
      .put(`/user/specialist/update-videoask/${owner.id}`)
      .set(bearer(owner))
      .send({ video_ask: [{ ...video, media_url: null, thumbnail: null }, brands] })
      .expect(200);
    profile = await profileAfter(cleared.body.position, owner.id, owner);
    expect(profile.answers[2].response).toBeNull();
    expect(profile.answers[9].response).toBe('Atlassian');
    expect(profile.video_ask).toHaveLength(2);
  });

  it('takes the dialogs’ answers with an update token from the query API', async () => {
    const owner = await platform.createUser();
    const { body } = await request(platform.query).get('/user/videoask/updateToken').set(bearer(owner)).expect(200);
    expect(body.update_token).toEqual(expect.any(String));
    const contact = (answers: object[], token = body.update_token, email = owner.email) => ({
      contact: { answers, variables: { update_token: token }, email },
    });
    const answers = [
      { question_id: 'preferred-practitioner-group', type: 'poll', poll_options: [{ id: 2 }] },
      { question_id: 'types-of-client', type: 'poll', poll_options: [{ id: 1 }, { id: 3 }] },
      { question_id: 'admired-brands-or-companies', type: 'text', input_text: 'Canva' },
    ];
    const res = await request(platform.command)
      .post('/user/videoask/update')
      .set(bearer(owner))
      .send(contact(answers))
      .expect(200);
    const profile = await profileAfter(res.body.position, owner.id, owner);
    expect(profile).toMatchObject({
      practitioner_group: { id: 2, title: 'Engineering' },
      client_types: [
        { id: 1, title: 'CTO' },
        { id: 3, title: 'Head of Engineering' },
      ],
      admired_brands: 'Canva',
    });
    expect(profile.answers[1].response).toEqual([
      { id: 1, content: 'CTO' },
      { id: 3, content: 'Head of Engineering' },
    ]);

    await appendsNothing(async () => {
      const badToken = await request(platform.command)
        .post('/user/videoask/update')
        .set(bearer(owner))
        .send(contact(answers, 'forged'))
        .expect(400);
      expect(badToken.body.error.fields).toEqual({
        'contact.variables.update_token': 'The update token is invalid or has expired; open the questions again',
      });
      const otherEmail = await request(platform.command)
        .post('/user/videoask/update')
        .set(bearer(owner))
        .send(contact(answers, body.update_token, 'x@example.com'))
        .expect(400);
      expect(otherEmail.body.error.fields).toEqual({ 'contact.email': 'The email does not match this profile' });
      const empty = await request(platform.command)
        .post('/user/videoask/update')
        .set(bearer(owner))
        .send(contact([{ ...answers[0], poll_options: [] }]))
        .expect(400);
      expect(empty.body.error.message).toBe('Select a practitioner group');
      await request(platform.command)
        .post('/user/videoask/update')
        .set(bearer(stranger))
        .send(contact(answers))
        .expect(403);
      await request(platform.command).post('/user/videoask/update').send(contact(answers)).expect(401);
    });
  });
});

describe('reference lists: admins extend them', () => {
  it('adds a skill that the list and the skills path then know', async () => {
    const title = `Skill ${randomUUID().slice(0, 8)}`;
    const res = await request(platform.command)
      .post('/user/catalog/skills/items')
      .set(bearer(admin))
      .send({ items: [{ title }] })
      .expect(201);
    expect(res.body).toMatchObject({
      message: 'Items added',
      data: { catalog: 'skills', items: [{ id: expect.any(Number), title }] },
    });
    const list = await request(platform.query)
      .get('/user/skill/list')
      .set('X-Min-Position', res.body.position)
      .expect(200);
    const added = res.body.data.items[0];
    expect(list.body.data).toContainEqual({ id: added.id, skill_title: title });
    const owner = await platform.createUser();
    await request(platform.command)
      .post(`/user/specialist/add-skills/${owner.id}`)
      .set(bearer(owner))
      .send({ skills: [added.id] })
      .expect(200);
  });

  it('refuses non-admins, unknown lists, duplicates and the fixed questions', async () => {
    await appendsNothing(async () => {
      await request(platform.command)
        .post('/user/catalog/skills/items')
        .send({ items: [{ title: 'Qwik' }] })
        .expect(401);
      await request(platform.command)
        .post('/user/catalog/skills/items')
        .set(bearer(stranger))
        .send({ items: [{ title: 'Qwik' }] })
        .expect(403);
      await request(platform.command)
        .post('/user/catalog/colours/items')
        .set(bearer(admin))
        .send({ items: [{ title: 'Red' }] })
        .expect(404, /Unknown catalog/);
      const duplicate = await request(platform.command)
        .post('/user/catalog/skills/items')
        .set(bearer(admin))
        .send({ items: [{ title: 'typescript' }] })
        .expect(400);
      expect(duplicate.body.error.fields).toEqual({ 'items.0.title': '"typescript" is already in the list' });
      await request(platform.command)
        .post('/user/catalog/videoask-questions/items')
        .set(bearer(admin))
        .send({ items: [{ title: 'Q11' }] })
        .expect(400, /fixed/);
    });
  });
});
