import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf, isWellFormedText } from '../shared/validation';
import {
  aboutMeSchema,
  addCertificateSchema,
  addProjectSchema,
  billingFieldsSchema,
  billingProfileSchema,
  certificateFieldsSchema,
  experienceLevelSchema,
  industryExperiencesSchema,
  industryTitleSchema,
  languagesSchema,
  projectFieldsSchema,
  projectInterestsSchema,
  skillsSchema,
  updateBillingAccountSchema,
  updateVideoAskSchema,
  videoAskContactSchema,
} from './schemas';
import { accountDetailsInputSchema } from './accountDetailsSchema';
import { isYearOption, yearOptions } from './specialist';

/** given a body, then the `{ field: message }` map of the 400 answer (or {} when it is valid). */
const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const certificate = {
  degree: 'BSc',
  name: 'Computer Science',
  specialisation: 'UNSW',
  started_at: 2015,
  finished_at: 2018,
  description: '',
};
const project = {
  position: 'Lead',
  name: 'Acme',
  country: 'Australia',
  city: 'Sydney',
  started_at: '2019',
  finished_at: '2022',
};
const billing = {
  company_name: 'Sharma Digital',
  company_address: '1 George St',
  bank_name: 'Example Bank',
  account_name: 'Sharma Digital',
  account_number: 12345678,
  bsb_number: '062-000',
  owner_email: '',
  owner_phone: '',
  gst_vat: 'yes',
};
const NUL = 'validation.controlCharacter';
const LONE_SURROGATE = 'validation.invalidUnicode';

// Year rules read the clock: the tests run in mid-2026 whatever the day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('industry title', () => {
  it('is required and non-blank', () => {
    expect(fieldsOf(industryTitleSchema, { specialist: { industry_title: '   ' } })).toEqual({
      'specialist.industry_title': 'specialist.industryTitleRequired',
    });
    expect(fieldsOf(industryTitleSchema, {})).toEqual({ specialist: 'specialist.industryTitleRequired' });
    expect(fieldsOf(industryTitleSchema, { specialist: { industry_title: 'x'.repeat(261) } })).toEqual({
      'specialist.industry_title': 'validation.tooLong',
    });
    expect(industryTitleSchema.parse({ specialist: { industry_title: '  Designer ' } })).toEqual({
      specialist: { industry_title: 'Designer' },
    });
  });
});

describe('selections (skills, industry experience, languages, project interests)', () => {
  it('need at least one, each with its message', () => {
    expect(fieldsOf(skillsSchema, { skills: [] })).toEqual({ skills: 'specialist.skillsRequired' });
    expect(fieldsOf(skillsSchema, {})).toEqual({ skills: 'specialist.skillsRequired' });
    expect(fieldsOf(industryExperiencesSchema, { industry_ids: [] })).toEqual({
      industry_ids: 'specialist.industryExperiencesRequired',
    });
    expect(fieldsOf(languagesSchema, { languages: [] })).toEqual({ languages: 'specialist.languagesRequired' });
    expect(fieldsOf(projectInterestsSchema, { project_type: [] })).toEqual({
      project_type: 'specialist.projectTypesRequired',
    });
  });

  it('remove duplicates by id before saving, whatever form the ids take', () => {
    expect(skillsSchema.parse({ skills: [3, '3', { id: 3, skill_title: 'Python' }, { id: '7' }, 1] })).toEqual({
      skills: [3, 7, 1],
    });
  });

  it('refuse things that are not ids, and more than 100', () => {
    expect(fieldsOf(languagesSchema, { languages: [0, 'en', { id: -1 }] })).toEqual({
      'languages.0': 'specialist.invalidId',
      'languages.1': 'specialist.invalidId',
      'languages.2': 'specialist.invalidId',
    });
    expect(fieldsOf(skillsSchema, { skills: Array.from({ length: 101 }, (_, i) => i + 1) })).toEqual({
      skills: 'specialist.tooManySelected',
    });
  });
});

describe('experience level', () => {
  it('is 1, 2 or 3', () => {
    expect(experienceLevelSchema.parse({ experience_level_id: '3' })).toEqual({ experience_level_id: 3 });
    for (const bad of [0, 4, 1.5, 'x', null, true]) {
      expect(fieldsOf(experienceLevelSchema, { experience_level_id: bad })).toEqual({
        experience_level_id: 'specialist.experienceLevelInvalid',
      });
    }
  });
});

describe('more about you', () => {
  it('is required and truncated to 1000 characters', () => {
    expect(fieldsOf(aboutMeSchema, { description: ' ' })).toEqual({ description: 'specialist.aboutRequired' });
    expect(aboutMeSchema.parse({ description: 'a'.repeat(1500) }).description).toHaveLength(1000);
  });

  it('is cut before an emoji rather than through it, so no lone surrogate is stored', () => {
    const cut = aboutMeSchema.parse({ description: `${'a'.repeat(999)}😀 and more` }).description;
    expect(cut).toBe('a'.repeat(999));
    expect(isWellFormedText(cut)).toBe(true);
  });

  it('keeps line breaks but refuses NUL and lone surrogates', () => {
    expect(aboutMeSchema.parse({ description: 'Line one\nLine two' }).description).toBe('Line one\nLine two');
    expect(fieldsOf(aboutMeSchema, { description: 'About\u0000me' })).toEqual({ description: NUL });
    expect(fieldsOf(aboutMeSchema, { description: 'About \ud800 me' })).toEqual({ description: LONE_SURROGATE });
  });
});

describe('certificates', () => {
  it('need degree, area of study and institution, with the spec’s messages', () => {
    expect(
      fieldsOf(certificateFieldsSchema, { ...certificate, degree: '', name: ' ', specialisation: undefined }),
    ).toEqual({
      degree: 'specialist.degreeRequired',
      name: 'specialist.areaOfStudyRequired',
      specialisation: 'specialist.institutionRequired',
    });
  });

  it('need both years, the end not before the start', () => {
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: null, finished_at: '' })).toEqual({
      started_at: 'specialist.startDateRequired',
      finished_at: 'specialist.endDateRequired',
    });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 2020, finished_at: 2019 })).toEqual({
      finished_at: 'specialist.invalidDateRange',
    });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 2020, finished_at: 2020 })).toEqual({});
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 'soon' })).toEqual({
      started_at: 'specialist.invalidYear',
    });
  });

  it('refuse a future year (the decider holds the 30-year window, since an old saved year may be kept)', () => {
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, finished_at: 2031 })).toEqual({
      finished_at: 'specialist.invalidYear',
    });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: '2027-01-01', finished_at: 2027 })).toEqual({
      started_at: 'specialist.invalidYear',
      finished_at: 'specialist.invalidYear',
    });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 2026, finished_at: 2026 })).toEqual({});
    for (const bad of [2015.5, -2015, 1e308, 1899])
      expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: bad })).toEqual({
        started_at: 'specialist.invalidYear',
      });
  });

  it('refuse NUL and lone surrogates in every text field', () => {
    expect(
      fieldsOf(addCertificateSchema, {
        certificate: {
          ...certificate,
          degree: 'B\u0000Sc',
          name: '\udc00CS',
          specialisation: 'UNSW\u0007',
          description: 'x\u0000',
        },
      }),
    ).toEqual({
      'certificate.degree': NUL,
      'certificate.name': LONE_SURROGATE,
      'certificate.specialisation': NUL,
      'certificate.description': NUL,
    });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, degree: 'BSc\nMSc' })).toEqual({
      degree: 'validation.lineBreak',
    });
    expect(
      certificateFieldsSchema.parse({ ...certificate, degree: 'BSc 😀', description: 'Two\r\nlines\tand a tab' }),
    ).toMatchObject({ degree: 'BSc 😀', description: 'Two\r\nlines\tand a tab' });
  });

  it('show the date-range warning together with the other messages', () => {
    expect(
      fieldsOf(certificateFieldsSchema, { ...certificate, degree: '', started_at: 2020, finished_at: 2010 }),
    ).toEqual({
      degree: 'specialist.degreeRequired',
      finished_at: 'specialist.invalidDateRange',
    });
  });

  it('store an empty description as null, and years as numbers', () => {
    expect(
      addCertificateSchema.parse({ certificate: { ...certificate, started_at: '2015-02-01' } }).certificate,
    ).toEqual({ ...certificate, description: null });
    expect(fieldsOf(addCertificateSchema, {})).toEqual({ certificate: 'specialist.certificateRequired' });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, description: 'x'.repeat(1001) })).toEqual({
      description: 'validation.longTextTooLong',
    });
  });
});

describe('projects', () => {
  it('need position, company, country and city, with the spec’s messages', () => {
    expect(fieldsOf(projectFieldsSchema, { started_at: 2019, finished_at: 2020 })).toEqual({
      position: 'specialist.positionRequired',
      name: 'specialist.companyRequired',
      country: 'specialist.countryRequired',
      city: 'specialist.cityRequired',
    });
  });

  it('ask for a start date when only the end year is given, and for a valid range', () => {
    expect(fieldsOf(projectFieldsSchema, { ...project, started_at: undefined })).toEqual({
      started_at: 'specialist.startDateRequired',
    });
    expect(fieldsOf(projectFieldsSchema, { ...project, finished_at: '2018' })).toEqual({
      finished_at: 'specialist.invalidDateRange',
    });
    expect(addProjectSchema.parse({ project }).project).toMatchObject({
      started_at: 2019,
      finished_at: 2022,
      description: null,
    });
    expect(fieldsOf(addProjectSchema, { project: null })).toEqual({ project: 'specialist.projectRequired' });
  });

  it('refuse a future year, NUL and lone surrogates', () => {
    expect(
      fieldsOf(addProjectSchema, {
        project: { ...project, finished_at: '2031', city: 'Syd\u0000ney', country: 'Austr\ud83dlia' },
      }),
    ).toEqual({
      'project.finished_at': 'specialist.invalidYear',
      'project.city': NUL,
      'project.country': LONE_SURROGATE,
    });
  });
});

describe('year options', () => {
  it('are the current year and the 29 before it, newest first', () => {
    const years = yearOptions(new Date('2026-06-15T00:00:00Z'));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1997);
  });

  it('are exactly those 30 years, and around New Year the next or last one for someone on Earth', () => {
    const midYear = new Date('2026-06-15T12:00:00Z');
    expect([1996, 1997, 2026, 2027].map((y) => isYearOption(y, midYear))).toEqual([false, true, true, false]);
    // 31 Dec 2026, 11:00 UTC: already 1 Jan 2027 in Kiribati (UTC+14), not yet anywhere else.
    const newYearsEve = new Date('2026-12-31T11:00:00Z');
    expect([1997, 2027, 2028].map((y) => isYearOption(y, newYearsEve))).toEqual([true, true, false]);
    // 1 Jan 2027, 11:00 UTC: still 31 Dec 2026 on Baker Island (UTC-12), whose oldest option is 1997.
    const newYearsDay = new Date('2027-01-01T11:00:00Z');
    expect([1997, 1998, 2027].map((y) => isYearOption(y, newYearsDay))).toEqual([true, true, true]);
    expect(isYearOption(1997, new Date('2027-01-02T00:00:00Z'))).toBe(false);
  });
});

describe('account details', () => {
  it('need first and last name; the rest is optional and blank means null', () => {
    expect(fieldsOf(accountDetailsInputSchema, { first_name: '', last_name: ' ' })).toEqual({
      first_name: 'account.firstNameRequired',
      last_name: 'account.lastNameRequired',
    });
    expect(
      accountDetailsInputSchema.parse({
        first_name: 'Priya',
        last_name: 'Sharma',
        phone_code: '+61',
        phone_number: 400123456,
        country: '',
        city: 'Sydney',
      }),
    ).toEqual({
      first_name: 'Priya',
      last_name: 'Sharma',
      phone_code: '+61',
      phone_number: '400123456',
      country: null,
      state: null,
      city: 'Sydney',
    });
    expect(
      fieldsOf(accountDetailsInputSchema, {
        first_name: 'P',
        last_name: 'S',
        phone_code: 'abc',
        phone_number: 'call me',
      }),
    ).toEqual({
      phone_code: 'specialist.phoneCodeInvalid',
      phone_number: 'specialist.phoneNumberInvalid',
    });
  });

  it('take a phone number only when it is a real number under its phone code (libphonenumber)', () => {
    const withPhone = (phone_code: unknown, phone_number: unknown) =>
      fieldsOf(accountDetailsInputSchema, { first_name: 'P', last_name: 'S', phone_code, phone_number });
    expect(withPhone('+61', '2019-13-45')).toEqual({ phone_number: 'specialist.phoneNumberInvalid' });
    expect(withPhone('+1', '2019-13-45')).toEqual({ phone_number: 'specialist.phoneNumberInvalid' });
    expect(withPhone('+61', '0400 123 456')).toEqual({});
    expect(withPhone('61', '(04) 00-123-456')).toEqual({});
    expect(withPhone('+33', '6 12 34 56 78')).toEqual({});
    expect(withPhone('+86', '138 0013 8000')).toEqual({});
    expect(withPhone('+40', '0721 234 567')).toEqual({});
    expect(withPhone('+1', '(202) 555-0123')).toEqual({});
    // A code with an area part, as country lists give it: the number with or without the area code.
    expect(withPhone('1-684', '733 1234')).toEqual({});
    expect(withPhone('1-684', '684 733 1234')).toEqual({});
    // Written in full: it must agree with the code; with no code, it stands alone.
    expect(withPhone(null, '+61 400 123 456')).toEqual({});
    expect(withPhone('+44', '+61 400 123 456')).toEqual({ phone_number: 'specialist.phoneNumberInvalid' });
    expect(withPhone('', '0400 123 456')).toEqual({ phone_code: 'specialist.phoneCodeRequired' });
    expect(withPhone('+61', '0400 123 456 ext. 12')).toEqual({ phone_number: 'specialist.phoneNumberInvalid' });
    expect(withPhone('+61', '0400\u0000123456')).toEqual({ phone_number: NUL });
    for (const bad of [-1, 1.5, 1e308, 2 ** 63])
      expect(withPhone('+61', bad)).toEqual({ phone_number: 'specialist.phoneNumberInvalid' });
  });

  it('show the phone messages together with the name messages', () => {
    expect(
      fieldsOf(accountDetailsInputSchema, {
        first_name: '',
        last_name: 'S',
        phone_code: '+61',
        phone_number: '2019-13-45',
      }),
    ).toEqual({
      first_name: 'account.firstNameRequired',
      phone_number: 'specialist.phoneNumberInvalid',
    });
  });

  it('refuse NUL and lone surrogates in the names and the address', () => {
    expect(
      fieldsOf(accountDetailsInputSchema, {
        first_name: 'Pr\u0000iya',
        last_name: 'Sharma\ud800',
        country: 'Australia\u0000',
        state: 'NSW',
        city: '\udfffSydney',
      }),
    ).toEqual({
      first_name: NUL,
      last_name: LONE_SURROGATE,
      country: NUL,
      city: LONE_SURROGATE,
    });
  });
});

describe('billing form', () => {
  it('requires company name and address, bank, account name and number, and BSB, with the spec’s messages', () => {
    expect(fieldsOf(billingFieldsSchema, {})).toEqual({
      company_name: 'specialist.companyNameRequired',
      company_address: 'specialist.companyAddressRequired',
      bank_name: 'specialist.bankNameRequired',
      account_name: 'specialist.accountNameRequired',
      account_number: 'specialist.accountNumberRequired',
      bsb_number: 'specialist.bsbNumberRequired',
    });
  });

  it('checks the owner email and phone length, and reads Y/N for GST/VAT', () => {
    expect(
      fieldsOf(billingFieldsSchema, {
        ...billing,
        owner_email: 'not-an-email',
        owner_phone: '1234567890123456',
        gst_vat: 'maybe',
      }),
    ).toEqual({
      owner_email: 'account.emailInvalid',
      owner_phone: 'specialist.ownerPhoneTooLong',
      gst_vat: 'specialist.gstVatInvalid',
    });
    expect(billingFieldsSchema.parse(billing)).toMatchObject({
      account_number: '12345678',
      owner_email: null,
      owner_phone: null,
      owner_name: null,
      gst_vat: 'Y',
    });
    expect(
      billingFieldsSchema.parse({ ...billing, owner_email: 'Billing@Example.com', owner_phone: '123456789012345' }),
    ).toMatchObject({ owner_email: 'billing@example.com', owner_phone: '123456789012345' });
  });

  it('wraps the account form’s billing_profile, and the dialog needs the id', () => {
    expect(fieldsOf(billingProfileSchema, {})).toEqual({ billing_profile: 'specialist.billingProfileRequired' });
    expect(fieldsOf(updateBillingAccountSchema, billing)).toEqual({ id: 'specialist.billingIdRequired' });
  });

  it('takes the account number and BSB as strings of digits, with their lengths', () => {
    const numbers = (account_number: unknown, bsb_number: unknown) =>
      fieldsOf(billingFieldsSchema, { ...billing, account_number, bsb_number });
    const invalid = {
      account_number: 'specialist.accountNumberInvalid',
      bsb_number: 'specialist.bsbNumberInvalid',
    };
    for (const bad of [
      -1,
      1.5,
      1e308,
      2 ** 63,
      '-1',
      '1.5',
      '1e308',
      '9223372036854775808',
      '12345',
      '12345678901',
      '12 34 5',
      'ABC123',
      '123--456',
      ' - ',
    ]) {
      expect(numbers(bad, bad), String(bad)).toEqual(invalid);
    }
    expect(numbers('', '')).toEqual({
      account_number: 'specialist.accountNumberRequired',
      bsb_number: 'specialist.bsbNumberRequired',
    });
    expect(numbers('0012\u00003456', '062\ud800000')).toEqual({ account_number: NUL, bsb_number: LONE_SURROGATE });
    // Stored as the digits alone, leading zeros kept: numbers are taken only when they are exact.
    expect(billingFieldsSchema.parse({ ...billing, account_number: '0012 3456', bsb_number: '062-000' })).toMatchObject(
      { account_number: '00123456', bsb_number: '062000' },
    );
    expect(billingFieldsSchema.parse({ ...billing, account_number: 1234567890, bsb_number: 123456 })).toMatchObject({
      account_number: '1234567890',
      bsb_number: '123456',
    });
    expect(numbers('123456', 62000)).toEqual({ bsb_number: 'specialist.bsbNumberInvalid' });
  });

  it('checks the owner phone’s characters, and refuses NUL and lone surrogates in every field', () => {
    expect(fieldsOf(billingFieldsSchema, { ...billing, owner_phone: '2019-13-45' })).toEqual({});
    expect(fieldsOf(billingFieldsSchema, { ...billing, owner_phone: 'call me' })).toEqual({
      owner_phone: 'specialist.phoneNumberInvalid',
    });
    const text = [
      'company_name',
      'company_address',
      'owner_name',
      'owner_email',
      'owner_phone',
      'company_abn',
      'bank_name',
      'account_name',
      'swift_code',
    ];
    expect(
      fieldsOf(billingFieldsSchema, { ...billing, ...Object.fromEntries(text.map((field) => [field, 'a\u0000'])) }),
    ).toEqual(Object.fromEntries(text.map((field) => [field, NUL])));
    expect(
      fieldsOf(billingFieldsSchema, { ...billing, ...Object.fromEntries(text.map((field) => [field, '\ud800'])) }),
    ).toEqual(Object.fromEntries(text.map((field) => [field, LONE_SURROGATE])));
    expect(fieldsOf(updateBillingAccountSchema, { ...billing, id: 'b\u0000' })).toEqual({ id: NUL });
    expect(
      billingFieldsSchema.parse({ ...billing, company_address: '1 George St\nSydney NSW 2000' }).company_address,
    ).toBe('1 George St\nSydney NSW 2000');
  });
});

describe('video-ask answers', () => {
  it('need a question and a known answer type; web addresses only for media', () => {
    expect(
      fieldsOf(updateVideoAskSchema, {
        video_ask: [{ type: 'gif' }, { question_id: 'about-me', type: 'video', media_url: 'javascript:alert(1)' }],
      }),
    ).toEqual({
      'video_ask.0.question_id': 'specialist.questionRequired',
      'video_ask.0.type': 'specialist.answerTypeInvalid',
      'video_ask.1.media_url': 'specialist.urlInvalid',
    });
    expect(fieldsOf(updateVideoAskSchema, {})).toEqual({ video_ask: 'specialist.answersRequired' });
    expect(fieldsOf(updateVideoAskSchema, { video_ask: [] })).toEqual({});
  });

  it('refuse NUL and lone surrogates in every text of an answer', () => {
    const answer = {
      question_id: 'q\u0000',
      type: 'text',
      input_text: 'Hi\ud800',
      answer_id: 'a\u0000',
      share_id: '\udc00',
      created_at: '2026-01-01\u0000',
      media_url: '/media/x\u0000',
      share_url: 'https://x/\ud800',
      poll_options: [{ id: 1, content: 'A\u0000', ref: '\ud800' }],
      file_uploads: [{ 'k\u0000': 'v', name: 'x\ud800' }],
    };
    expect(fieldsOf(updateVideoAskSchema, { video_ask: [answer] })).toEqual({
      'video_ask.0.question_id': NUL,
      'video_ask.0.input_text': LONE_SURROGATE,
      'video_ask.0.answer_id': NUL,
      'video_ask.0.share_id': LONE_SURROGATE,
      'video_ask.0.created_at': NUL,
      'video_ask.0.media_url': NUL,
      'video_ask.0.share_url': LONE_SURROGATE,
      'video_ask.0.poll_options.0.content': NUL,
      'video_ask.0.poll_options.0.ref': LONE_SURROGATE,
      'video_ask.0.file_uploads.0.k\u0000': NUL,
      'video_ask.0.file_uploads.0.name': LONE_SURROGATE,
    });
    expect(
      updateVideoAskSchema.parse({ video_ask: [{ question_id: 'q1', type: 'text', input_text: 'Two\nlines' }] })
        .video_ask[0].input_text,
    ).toBe('Two\nlines');
    expect(
      fieldsOf(videoAskContactSchema, {
        contact: {
          answers: [{ question_id: 'q', type: 'text' }],
          variables: { update_token: 't\u0000' },
          email: 'a\u0000@example.com',
        },
      }),
    ).toEqual({
      'contact.variables.update_token': NUL,
      'contact.email': NUL,
    });
  });

  it('need the contact’s answers, update token and email', () => {
    expect(fieldsOf(videoAskContactSchema, {})).toEqual({ contact: 'specialist.contactRequired' });
    expect(fieldsOf(videoAskContactSchema, { contact: { answers: [], variables: {}, email: 'x' } })).toEqual({
      'contact.answers': 'specialist.answersRequired',
      'contact.variables.update_token': 'specialist.updateTokenInvalid',
      'contact.email': 'account.emailInvalid',
    });
  });
});
