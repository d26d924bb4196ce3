import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordSchema, registerSchema } from '../account/schemas';
import { addCatalogItemsSchema } from '../catalogs/schemas';
import { accountDetailsInputSchema } from '../specialist/accountDetailsSchema';
import {
  aboutMeSchema,
  addCertificateSchema,
  addProjectSchema,
  billingProfileSchema,
  certificateFieldsSchema,
  createBillingAccountSchema,
  industryTitleSchema,
  projectFieldsSchema,
  updateBillingAccountSchema,
  updateVideoAskSchema,
  videoAskContactSchema,
} from '../specialist/schemas';
import { fieldErrorsOf, isWellFormedText, numberAsText, textProblemOf, textSchema } from './validation';
import { validationCodes as m } from './validationMessages';

describe('the text rules', () => {
  it('refuse NUL and the other control characters, keeping tab and line breaks for multi-line text', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u0008', '\u000b', '\u000c', '\u001b[31m', '\u007f'])
      expect(textProblemOf(bad, { multiline: true }), JSON.stringify(bad)).toBe(m.controlCharacter);
    expect(textProblemOf('one\ntwo\r\nthree\tfour', { multiline: true })).toBeUndefined();
    expect(textProblemOf('one\ntwo')).toBe(m.lineBreak);
    expect(textProblemOf('a\tb')).toBe(m.lineBreak);
  });

  it('refuse lone surrogates, high or low, anywhere; pairs (emoji) are text', () => {
    for (const bad of ['\ud800', 'a\ud83d', '\udc00a', 'a\ude00b', '\ude00\ud83d', '😀\udc00']) {
      expect(isWellFormedText(bad), JSON.stringify(bad)).toBe(false);
      expect(textProblemOf(bad)).toBe(m.invalidUnicode);
    }
    for (const good of ['😀', 'Zoë 李 Ștefan', '', '\u00a0\u2028'])
      expect(textProblemOf(good, { multiline: true }), good).toBeUndefined();
  });

  it('speak before length and format rules, so the message names the real problem', () => {
    const schema = textSchema({ mustBeText: 'validation.mustBeText' })
      .min(3, 'validation.tooLong')
      .max(5, 'validation.tooLong')
      .regex(/^\d+$/);
    expect(fieldErrorsOf(schema.safeParse('\u0000'.repeat(9)).error!)).toEqual({ _: m.controlCharacter });
    expect(fieldErrorsOf(schema.safeParse('\ud800').error!)).toEqual({ _: m.invalidUnicode });
    expect(schema.parse('  1234 ')).toBe('1234');
    expect(fieldErrorsOf(schema.safeParse(12).error!)).toEqual({ _: 'validation.mustBeText' });
  });

  it('take a number for text only when it reads back as the same digits', () => {
    const schema = numberAsText('validation.mustBeText', 'specialist.phoneNumberInvalid');
    expect(schema.parse(0)).toBe('0');
    expect(schema.parse(Number.MAX_SAFE_INTEGER)).toBe('9007199254740991');
    expect(schema.parse('-1')).toBe('-1');
    for (const bad of [-1, 1.5, 1e308, 2 ** 63])
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('specialist.phoneNumberInvalid');
    for (const bad of [Number.NaN, Infinity, true, null])
      expect(schema.safeParse(bad).error?.issues[0]?.message).toBe('validation.mustBeText');
  });
});

/** Every string leaf of a body, by its path in the error body. */
function textLeaves(value: unknown, path: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => textLeaves(v, [...path, key]));
  return [];
}
const at = (body: unknown, path: string[], text: string): unknown => {
  if (path.length === 0) return text;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  copy[head] = at(copy[head], rest, text);
  return copy;
};

const certificate = {
  degree: 'BSc',
  name: 'CS',
  specialisation: 'UNSW',
  started_at: 2015,
  finished_at: 2018,
  description: 'Honours',
};
const project = {
  position: 'Lead',
  name: 'Acme',
  country: 'Australia',
  city: 'Sydney',
  started_at: 2019,
  finished_at: 2022,
  description: 'Payments',
};
const billing = {
  company_name: 'Sharma Digital',
  company_address: '1 George St',
  owner_name: 'Priya',
  owner_email: 'billing@example.com',
  owner_phone: '0400 000 000',
  company_abn: '12345678901',
  bank_name: 'Bank',
  account_name: 'Sharma Digital',
  account_number: '12345678',
  bsb_number: '062000',
  swift_code: 'CTBAAU2S',
};
const answer = {
  question_id: 'q1',
  type: 'text',
  input_text: 'Hello',
  media_url: '/media/answers/a.webm',
  thumbnail: '/media/thumbnails/a.jpg',
  answer_id: 'a1',
  created_at: '2026-01-01T00:00:00Z',
  share_id: 's1',
  share_url: 'https://example.com/s',
  poll_options: [{ id: 1, content: 'Yes', ref: 'r1' }],
  file_uploads: [{ name: 'a.webm' }],
};

/** Every write body the domain parses, valid, with the string fields that are not free text (enums, years, ids). */
const WRITE_BODIES: [string, z.ZodType, unknown, string[]][] = [
  [
    'register',
    registerSchema,
    { first_name: 'Priya', last_name: 'Sharma', email: 'priya@example.com', user_type: 'specialist' },
    ['user_type'],
  ],
  ['forgot password', forgotPasswordSchema, { email: 'priya@example.com' }, []],
  ['industry title', industryTitleSchema, { specialist: { industry_title: 'Designer' } }, []],
  ['about me', aboutMeSchema, { description: 'About me' }, []],
  ['add certificate', addCertificateSchema, { certificate }, []],
  ['update certificate', certificateFieldsSchema, certificate, []],
  ['add project', addProjectSchema, { project }, []],
  ['update project', projectFieldsSchema, project, []],
  [
    'account details',
    accountDetailsInputSchema,
    {
      first_name: 'Priya',
      last_name: 'Sharma',
      phone_code: '+61',
      phone_number: '0400 123 456',
      country: 'Australia',
      state: 'NSW',
      city: 'Sydney',
    },
    [],
  ],
  [
    'billing profile',
    billingProfileSchema,
    { billing_profile: { ...billing, gst_vat: 'Y' } },
    ['billing_profile.gst_vat'],
  ],
  ['create billing account', createBillingAccountSchema, { ...billing, specialist_id: 'abc' }, ['specialist_id']],
  ['update billing account', updateBillingAccountSchema, { ...billing, id: 'b1' }, []],
  ['video-ask answers', updateVideoAskSchema, { video_ask: [answer] }, ['video_ask.0.type']],
  [
    'video-ask contact',
    videoAskContactSchema,
    { contact: { answers: [answer], variables: { update_token: 'token' }, email: 'priya@example.com' } },
    ['contact.answers.0.type'],
  ],
  ['catalog items', addCatalogItemsSchema, { items: [{ title: 'Rust', name: 'rust', code: 'ro' }] }, []],
];

describe.each(WRITE_BODIES)('every free-text field of the %s body', (_name, schema, body, notText) => {
  const leaves = textLeaves(body).filter(({ path }) => !notText.includes(path.join('.')));

  it('is valid as given', () => {
    expect(fieldErrorsOf(schema.safeParse(body).error ?? ({ issues: [] } as unknown as z.ZodError))).toEqual({});
  });

  it.each([
    ['a NUL', '\u0000', m.controlCharacter],
    ['a lone high surrogate', '\ud800', m.invalidUnicode],
    ['a lone low surrogate', '\udfff', m.invalidUnicode],
  ])('is refused with %s, with the message on that field', (_what, bad, message) => {
    expect(leaves.length).toBeGreaterThan(0);
    for (const { path, text } of leaves) {
      const result = schema.safeParse(at(body, path, `${text.slice(0, 2)}${bad}${text.slice(2)}`));
      expect(result.success, path.join('.')).toBe(false);
      expect(fieldErrorsOf(result.error!), path.join('.')).toEqual({ [path.join('.')]: message });
    }
  });
});
