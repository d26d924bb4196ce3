import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, specialistMessages, validationMessages } from '@dth/domain';
import { startTestPlatform, type TestUser } from '@dth/testing';
import { gatewayRequests } from './gateway/gatewayRequests';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/*
 * A business owner's (or admin's) own Account page: their name, phone and address (PUT /account/details),
 * through the gateway. The new name is the one every page shows: /auth/me, the company profile, their
 * networks, and the next sign-in.
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
let admin: TestUser;
let specialist: TestUser;
beforeAll(async () => {
  behind = await startPlatformBehindGateway(() => startTestPlatform());
  owner = await behind.platform.createUser('business_owner', { firstName: 'Olivia', lastName: 'Owner' });
  admin = await behind.platform.createUser('admin');
  specialist = await behind.platform.createUser('specialist');
}, 120_000);
afterAll(async () => {
  await behind?.stop();
});

const { send, ok } = gatewayRequests(() => behind);
const DETAILS = {
  first_name: 'Olive',
  last_name: 'Oakley',
  phone_code: '+61',
  phone_number: '0412 345 678',
  country: 'Australia',
  state: 'Victoria',
  city: 'Melbourne',
};
const settled = async () => ({ 'x-min-position': (await behind.platform.store.headPosition()).toString() });
const eventsOf = async (user: TestUser) => (await behind.platform.eventsOf(`user-${user.id}`)).map((e) => e.type);

describe("an owner's account details", () => {
  it('are saved, and the new name is the one /auth/me, the company profile, their networks and the next sign-in show', async () => {
    const network = await ok('POST', '/networks', owner, { name: 'Oak guild' });
    const saved = await send('PUT', '/account/details', owner, DETAILS);
    expect(saved.status, saved.raw.toString()).toBe(200);
    expect(saved.json).toMatchObject({
      data: DETAILS,
      message: specialistMessages.profileUpdated,
      position: expect.any(String),
    });
    expect((await eventsOf(owner)).at(-1)).toBe('OwnerAccountDetailsSet');

    const read = await settled();
    expect((await send('GET', '/auth/me', owner, undefined, read)).json.data).toMatchObject({
      ...DETAILS,
      email: owner.email,
    });
    expect((await send('GET', `/business-owners/${owner.id}`, owner, undefined, read)).json).toMatchObject({
      first_name: 'Olive',
      last_name: 'Oakley',
    });
    expect((await send('GET', `/networks/${network.id}`, owner, undefined, read)).json).toMatchObject({
      owner_name: 'Olive Oakley',
    });
    const signIn = await send('POST', '/auth/login', null, { email: owner.email, password: owner.password });
    expect(signIn.json.data).toMatchObject({ first_name: 'Olive', last_name: 'Oakley' });
  });

  it('saved again unchanged, append nothing', async () => {
    const before = await eventsOf(owner);
    const again = await send('PUT', '/account/details', owner, DETAILS);
    expect(again.status).toBe(200);
    expect(again.json.position).toBeUndefined();
    expect(await eventsOf(owner)).toEqual(before);
  });

  it('are an admin’s own too', async () => {
    const saved = await send('PUT', '/account/details', admin, { ...DETAILS, first_name: 'Ada', last_name: 'Admin' });
    expect(saved.status).toBe(200);
    expect((await send('GET', '/auth/me', admin, undefined, await settled())).json.data).toMatchObject({
      first_name: 'Ada',
      last_name: 'Admin',
    });
  });

  it("refuse bad, malformed, truncated and oversized bodies with the spec's messages, a specialist and a visitor, and change nothing", async () => {
    const before = await behind.platform.store.headPosition();
    const refusals: [TestUser | null, unknown, number, string?][] = [
      [owner, { ...DETAILS, first_name: '' }, 400, accountMessages.firstNameRequired],
      [owner, { ...DETAILS, last_name: '   ' }, 400, accountMessages.lastNameRequired],
      [owner, { ...DETAILS, first_name: 'x'.repeat(261) }, 400, validationMessages.tooLong],
      [owner, { ...DETAILS, phone_number: '2019-13-45' }, 400, specialistMessages.phoneNumberInvalid],
      [owner, { ...DETAILS, phone_code: null }, 400, specialistMessages.phoneCodeRequired],
      [owner, '{"first_name": "Ol', 400],
      [owner, '[]', 400],
      [owner, { ...DETAILS, city: 'x'.repeat(3 * 1024 * 1024) }, 413],
      [specialist, DETAILS, 403, accountMessages.detailsOnProfile],
      [null, DETAILS, 401],
    ];
    for (const [user, body, status, message] of refusals) {
      const answer = await send('PUT', '/account/details', user, body);
      expect(answer.status, `${JSON.stringify(body).slice(0, 80)}: ${answer.raw.toString().slice(0, 200)}`).toBe(
        status,
      );
      if (message) expect(answer.raw.toString()).toContain(message);
    }
    expect(await behind.platform.store.headPosition()).toBe(before);
  });
});
