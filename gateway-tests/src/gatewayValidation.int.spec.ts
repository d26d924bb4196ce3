import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCertificateAndProject, validBilling, validCertificate, validProject, type TestUser } from '@dth/testing';
import { startPlatformBehindGateway, type PlatformBehindGateway } from './gateway/platformBehindGateway';

/**
 * The validation gaps a black-box probe found, sent through the gateway as a client sends them
 * (raw JSON bytes, so "\u0000", "\ud800", 1e308 and 2^63 arrive as written): each is a 400 that
 * names the field with the domain's message and code, and nothing is appended to the log.
 */
let behind: PlatformBehindGateway;
let owner: TestUser;
let admin: TestUser;
let certificateId: string;
let projectId: string;
beforeAll(async () => {
  behind = await startPlatformBehindGateway();
  owner = await behind.platform.createUser('specialist');
  admin = await behind.platform.createUser('admin');
  ({ certificateId, projectId } = await addCertificateAndProject(behind.platform, owner));
});
afterAll(() => behind.stop());

const NUL = 'Must not contain control characters (such as NUL)';
const LONE_SURROGATE = 'Must not contain unpaired surrogates (invalid Unicode)';
const INVALID_YEAR = 'Please select a year from the list';

/** Sends JSON text as it is (JSON.stringify writes lone surrogates as \ud800 escapes, NUL as \u0000). */
function write(method: string, path: string, body: unknown, user: TestUser | null = owner) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer ${user.token}`;
  return behind.send(method, path, headers, Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)));
}

/** A 400 naming `field` with `message` (and its code), after which the log has not moved. */
async function expectRefused(
  method: string,
  path: string,
  body: unknown,
  field: string,
  message: string,
  code: string,
  user?: TestUser | null,
) {
  const before = await behind.platform.store.headPosition();
  const answer = await write(method, path, body, user);
  expect(answer.status, JSON.stringify(answer.json)).toBe(400);
  expect(answer.json.error).toMatchObject({ code: 'validation' });
  expect(answer.json.error.fields[field], JSON.stringify(answer.json.error)).toBe(message);
  expect(answer.json.error.field_codes[field]).toBe(code);
  expect(await behind.platform.store.headPosition()).toBe(before);
}

describe('billing account and BSB numbers', () => {
  const billing = `/user/specialist/update-account/${'{id}'}`;
  // Raw JSON: 2^63 is written as the integer literal a client would send, not as a rounded double.
  it.each([
    '-1',
    '1.5',
    '1e308',
    '9223372036854775808',
    '"-1"',
    '"1e308"',
    '"12345"',
    '"12345678901"',
    '"12 34"',
    '"ABC12345"',
  ])('refuses %s', async (raw) => {
    const body = `{"billing_profile":${JSON.stringify({ ...validBilling, account_number: 'A', bsb_number: 'B' })
      .replace('"A"', raw)
      .replace('"B"', raw)}}`;
    const path = billing.replace('{id}', owner.id);
    await expectRefused(
      'PUT',
      path,
      body,
      'billing_profile.account_number',
      'Account Number must be 6 to 10 digits',
      'specialist.accountNumberInvalid',
    );
    await expectRefused(
      'PUT',
      path,
      body,
      'billing_profile.bsb_number',
      'BSB Number must be 6 digits',
      'specialist.bsbNumberInvalid',
    );
  });

  it('stores them as strings of digits, on every billing path', async () => {
    const saved = await write('PUT', `/user/specialist/update-account/${owner.id}`, {
      billing_profile: { ...validBilling, account_number: '0012 3456', bsb_number: '062-000' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data).toMatchObject({ account_number: '00123456', bsb_number: '062000' });
    const { id } = saved.json.data;
    await expectRefused(
      'PUT',
      '/user/billing-account/update',
      { ...validBilling, id, bsb_number: 62000 },
      'bsb_number',
      'BSB Number must be 6 digits',
      'specialist.bsbNumberInvalid',
    );
    await expectRefused(
      'PUT',
      `/user/specialist/${owner.id}/billing-account/${id}/update`,
      { ...validBilling, account_number: -1 },
      'account_number',
      'Account Number must be 6 to 10 digits',
      'specialist.accountNumberInvalid',
    );
  });
});

describe('phone numbers', () => {
  const details = {
    first_name: 'Priya',
    last_name: 'Patel',
    phone_code: '+61',
    country: 'Australia',
    state: 'New South Wales',
    city: 'Sydney',
  };

  it('refuses a date, or any number that is not a real one under its phone code', async () => {
    const path = `/user/specialist/update-account/${owner.id}`;
    await expectRefused(
      'PUT',
      path,
      { ...details, phone_number: '2019-13-45' },
      'phone_number',
      'Enter a valid phone number',
      'specialist.phoneNumberInvalid',
    );
    await expectRefused(
      'PUT',
      path,
      { ...details, phone_code: '+1', phone_number: '0400 123 456' },
      'phone_number',
      'Enter a valid phone number',
      'specialist.phoneNumberInvalid',
    );
    await expectRefused(
      'PUT',
      path,
      { ...details, phone_code: '', phone_number: '0400 123 456' },
      'phone_code',
      'Choose the phone code of this number',
      'specialist.phoneCodeRequired',
    );
  });

  it('takes a real one', async () => {
    const saved = await write('PUT', `/user/specialist/update-account/${owner.id}`, {
      ...details,
      phone_number: '0400 123 456',
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  });
});

describe('NUL and lone surrogates', () => {
  it.each<[string, string, string, (text: string) => unknown, (() => TestUser | null)?]>([
    ['PUT', '/user/update-user/{id}', 'specialist.industry_title', (t) => ({ specialist: { industry_title: t } })],
    ['POST', '/user/specialist/add-about/{id}', 'description', (t) => ({ description: t })],
    [
      'POST',
      '/user/specialist/add-certificate/{id}',
      'certificate.degree',
      (t) => ({ certificate: { ...validCertificate, degree: t } }),
    ],
    [
      'POST',
      '/user/specialist/{id}/update-certificate/{certId}',
      'description',
      (t) => ({ ...validCertificate, description: t }),
    ],
    ['POST', '/user/specialist/add-project/{id}', 'project.city', (t) => ({ project: { ...validProject, city: t } })],
    ['POST', '/user/specialist/{id}/update-project/{projId}', 'name', (t) => ({ ...validProject, name: t })],
    ['PUT', '/user/specialist/update-account/{id}', 'first_name', (t) => ({ first_name: t, last_name: 'Patel' })],
    [
      'PUT',
      '/user/specialist/update-account/{id}',
      'billing_profile.company_name',
      (t) => ({ billing_profile: { ...validBilling, company_name: t } }),
    ],
    ['POST', '/user/billing-account/create', 'bank_name', (t) => ({ ...validBilling, bank_name: t })],
    [
      'PUT',
      '/user/specialist/update-videoask/{id}',
      'video_ask.0.input_text',
      (t) => ({ video_ask: [{ question_id: 'admired-brands-or-companies', type: 'text', input_text: t }] }),
    ],
    ['POST', '/user/catalog/skills/items', 'items.0.title', (t) => ({ items: [{ title: t }] }), () => admin],
    [
      'POST',
      '/auth/register',
      'first_name',
      (t) => ({ first_name: t, last_name: 'Patel', email: 'new-person@example.com', user_type: 'specialist' }),
      () => null,
    ],
  ])('%s %s refuses them in %s', async (method, template, field, body, user = () => owner) => {
    const path = template.replace('{id}', owner.id).replace('{certId}', certificateId).replace('{projId}', projectId);
    await expectRefused(method, path, body('Acme\u0000 Ltd'), field, NUL, 'validation.controlCharacter', user());
    await expectRefused(
      method,
      path,
      body('Acme \ud800 Ltd'),
      field,
      LONE_SURROGATE,
      'validation.invalidUnicode',
      user(),
    );
    await expectRefused(method, path, body('\udfffAcme'), field, LONE_SURROGATE, 'validation.invalidUnicode', user());
  });
});

describe('certificate and project years', () => {
  const thisYear = new Date().getUTCFullYear();

  it('refuses a future year (2031 was accepted) and one older than the 30 options', async () => {
    await expectRefused(
      'POST',
      `/user/specialist/add-certificate/${owner.id}`,
      { certificate: { ...validCertificate, finished_at: 2031 } },
      'certificate.finished_at',
      INVALID_YEAR,
      'specialist.invalidYear',
    );
    await expectRefused(
      'POST',
      `/user/specialist/add-project/${owner.id}`,
      { project: { ...validProject, started_at: thisYear - 30 } },
      'project.started_at',
      INVALID_YEAR,
      'specialist.invalidYear',
    );
    await expectRefused(
      'POST',
      `/user/specialist/${owner.id}/update-certificate/${certificateId}`,
      { ...validCertificate, started_at: `${thisYear + 1}-01-01` },
      'started_at',
      INVALID_YEAR,
      'specialist.invalidYear',
    );
    await expectRefused(
      'POST',
      `/user/specialist/${owner.id}/update-project/${projectId}`,
      { ...validProject, started_at: thisYear - 31 },
      'started_at',
      INVALID_YEAR,
      'specialist.invalidYear',
    );
  });

  it('takes the oldest and the newest option', async () => {
    const saved = await write('POST', `/user/specialist/add-project/${owner.id}`, {
      project: { ...validProject, started_at: thisYear - 29, finished_at: thisYear },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  });
});
