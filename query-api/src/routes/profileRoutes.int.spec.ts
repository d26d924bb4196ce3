import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startProfilePlatform, type TestPlatform } from '@dth/testing';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startProfilePlatform();
});
afterAll(() => platform.stop());

describe('reference lists, seeded on first start, in the spec’s shapes', () => {
  it('skills: { data: [{ id, skill_title }] }, a few hundred of them', async () => {
    const res = await request(platform.query).get('/user/skill/list').expect(200);
    expect(res.body.data.length).toBeGreaterThan(300);
    expect(res.body.data[0]).toEqual({ id: 1, skill_title: 'JavaScript' });
  });

  it('industry experiences (path spelt "experiance"), languages, project types', async () => {
    expect((await request(platform.query).get('/user/industry-experiance/list').expect(200)).body.data[0]).toEqual({
      id: 1,
      industry_experience: 'Agriculture',
    });
    const languages = (await request(platform.query).get('/user/language/list').expect(200)).body.data;
    expect(languages.length).toBeGreaterThanOrEqual(180);
    expect(languages).toContainEqual({ id: expect.any(Number), language_title: 'French', code: 'fr' });
    expect((await request(platform.query).get('/user/project-types/list').expect(200)).body.data[0]).toEqual({
      id: 1,
      name: 'Website',
      project_type_title: 'Website Design & Build',
    });
  });

  it('video-ask questions: slots 0 to 9 with questionId, type and title', async () => {
    const { data } = (await request(platform.query).get('/user/videoask/questions').expect(200)).body;
    expect(data.map((q: { id: number; title: string; type: string }) => [q.id, q.type, q.title])).toEqual([
      [0, 'poll', 'Preferred Practitioner Group'],
      [1, 'poll', 'Types of Client'],
      [2, 'video', 'About me'],
      [3, 'video', 'Work Showcase'],
      [4, 'video', 'How People Describe Me'],
      [5, 'video', 'Work Style'],
      [6, 'video', 'Tools & Technologies'],
      [7, 'video', 'Ideal Project / Client Profile'],
      [8, 'video', 'Understanding of Meaningful Work'],
      [9, 'text', 'Admired Brands or Companies'],
    ]);
    expect(data[0].questionId).toBe('preferred-practitioner-group');
  });

  it('practitioner groups and client types by name; an unknown list is 404', async () => {
    expect((await request(platform.query).get('/user/catalog/practitioner-groups').expect(200)).body.data).toHaveLength(
      5,
    );
    expect((await request(platform.query).get('/user/catalog/client-types').expect(200)).body.data[7]).toEqual({
      id: 8,
      title: 'Other',
    });
    await request(platform.query).get('/user/catalog/colours').expect(404);
  });
});

describe('countries service', () => {
  it('lists countries with their ISO code and phone code; an API key header is accepted', async () => {
    const res = await request(platform.query).get('/countries').set('X-CSCAPI-KEY', 'anything').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body.data).toContainEqual({ name: 'Australia', iso2: 'AU', phone_code: '61', flag: expect.any(String) });
  });

  it('lists states and cities by code or by name, in any case; unknown ones are 404', async () => {
    const states = (await request(platform.query).get('/countries/au/states').expect(200)).body.data;
    expect(states).toContainEqual({ name: 'New South Wales', iso2: 'NSW' });
    const byName = (
      await request(platform.query).get('/countries/Australia/states/new%20south%20wales/cities').expect(200)
    ).body.data;
    expect(byName).toContainEqual({ name: 'Sydney' });
    await request(platform.query).get('/countries/XX/states').expect(404);
    await request(platform.query).get('/countries/AU/states/Nowhere/cities').expect(404);
  });
});

describe('video-ask update token', () => {
  it('is issued to signed-in users only', async () => {
    const user = await platform.createUser();
    const res = await request(platform.query).get('/user/videoask/updateToken').set(bearer(user)).expect(200);
    expect(res.body).toEqual({ update_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    await request(platform.query).get('/user/videoask/updateToken').expect(401);
  });

  it('cannot be used as an access token', async () => {
    const user = await platform.createUser();
    const { body } = await request(platform.query).get('/user/videoask/updateToken').set(bearer(user)).expect(200);
    await request(platform.query).get('/auth/me').set('authorization', `Bearer ${body.update_token}`).expect(401);
  });
});

describe('OpenAPI', () => {
  it('both APIs publish an OpenAPI 3.1 document built from the route schemas', async () => {
    const query = (await request(platform.query).get('/openapi.json').expect(200)).body;
    const command = (await request(platform.command).get('/openapi.json').expect(200)).body;
    expect(query.openapi).toBe('3.1.0');
    expect(command.openapi).toBe('3.1.0');
    expect(Object.keys(query.paths)).toEqual(
      expect.arrayContaining([
        '/user/specialist/{id}',
        '/user/skill/list',
        '/user/industry-experiance/list',
        '/user/language/list',
        '/user/project-types/list',
        '/user/videoask/questions',
        '/user/videoask/updateToken',
        '/countries',
        '/countries/{country}/states',
        '/countries/{country}/states/{state}/cities',
      ]),
    );
    const profile = query.paths['/user/specialist/{id}'].get.responses['200'].content['application/json'].schema;
    expect(profile.properties.data.required).toEqual(
      expect.arrayContaining(['specialist_skills', 'dv_industry_experiences', 'answers', 'profile_completeness']),
    );

    const skills = command.paths['/user/specialist/add-skills/{id}'].post;
    expect(skills.security).toEqual([{ bearer: [] }]);
    expect(skills.requestBody.content['application/json'].schema.required).toEqual(['skills']);
    // 409: the account was erased; 413, 414: the gateway's (a body or an address too large); 415: a body not in UTF-8 JSON.
    expect(Object.keys(skills.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '414', '415']);
    expect(skills.responses['200'].links.read).toEqual({
      operationRef: '/openapi.json#/paths/~1user~1specialist~1%7Bid%7D/get',
      parameters: { id: '$request.path.id' },
      description: 'read it (send X-Min-Position to see this write)',
    });
    expect(
      command.paths['/user/certification/delete/{userId}/{certId}'].delete.parameters.map(
        (p: { name: string }) => p.name,
      ),
    ).toEqual(['userId', 'certId']);
    expect(Object.keys(command.paths)).toEqual(
      expect.arrayContaining([
        '/user/update-user/{id}',
        '/user/specialist/update-account/{id}',
        '/user/billing-account/create',
        '/user/billing-account/update',
        '/user/specialist/{id}/billing-account/{billingId}/update',
        '/user/specialist/update-videoask/{id}',
        '/user/videoask/update',
        '/user/catalog/{name}/items',
      ]),
    );
    const avatar = command.paths['/user/specialist/add-avatar/{id}'].post;
    expect(avatar.requestBody.content['multipart/form-data'].schema.required).toEqual(['avatar']);
    expect(Object.keys(avatar.responses)).toEqual(expect.arrayContaining(['413', '415']));
    expect(command.paths['/user/specialist/add-answer-media/{id}'].post.responses['201']).toBeDefined();
    expect(query.paths['/user/activity'].get.security).toEqual([{ bearer: [] }]);
    expect(
      query.paths['/auth/me'].get.responses['200'].content['application/json'].schema.properties.data.required,
    ).toContain('user_type');
    expect(Object.keys(command.paths)).toEqual(
      expect.arrayContaining([
        '/auth/register',
        '/auth/create-password/{token}',
        '/auth/reset-password/{token}',
        '/auth/forgot-password',
        '/auth/login',
        '/auth/refresh',
        '/auth/logout',
      ]),
    );
    expect(command.paths['/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'user_type']),
    );
    expect(Object.keys(command.paths['/auth/login'].post.responses)).toEqual([
      '200',
      '400',
      '401',
      '413',
      '414',
      '415',
      '429',
    ]);
  });
});
