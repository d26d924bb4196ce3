import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../shared/validation';
import {
  aboutMeSchema, accountDetailsInputSchema, addCertificateSchema, addProjectSchema, billingFieldsSchema, billingProfileSchema,
  certificateFieldsSchema, experienceLevelSchema, industryExperiencesSchema, industryTitleSchema, languagesSchema, projectFieldsSchema,
  projectInterestsSchema, skillsSchema, updateBillingAccountSchema, updateVideoAskSchema, videoAskContactSchema,
} from './schemas';
import { yearOptions } from './specialist';

/** given a body, then the `{ field: message }` map of the 400 answer (or {} when it is valid). */
const fieldsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const certificate = { degree: 'BSc', name: 'Computer Science', specialisation: 'UNSW', started_at: 2015, finished_at: 2018, description: '' };
const project = { position: 'Lead', name: 'Acme', country: 'Australia', city: 'Sydney', started_at: '2019', finished_at: '2022' };
const billing = {
  company_name: 'Sharma Digital', company_address: '1 George St', bank_name: 'Example Bank', account_name: 'Sharma Digital',
  account_number: 12345678, bsb_number: '062-000', owner_email: '', owner_phone: '', gst_vat: 'yes',
};

describe('industry title', () => {
  it('is required and non-blank', () => {
    expect(fieldsOf(industryTitleSchema, { specialist: { industry_title: '   ' } })).toEqual({ 'specialist.industry_title': 'Industry title cannot be empty' });
    expect(fieldsOf(industryTitleSchema, {})).toEqual({ specialist: 'Industry title cannot be empty' });
    expect(fieldsOf(industryTitleSchema, { specialist: { industry_title: 'x'.repeat(261) } })).toEqual({ 'specialist.industry_title': 'Must be at most 260 characters' });
    expect(industryTitleSchema.parse({ specialist: { industry_title: '  Designer ' } })).toEqual({ specialist: { industry_title: 'Designer' } });
  });
});

describe('selections (skills, industry experience, languages, project interests)', () => {
  it('need at least one, each with its message', () => {
    expect(fieldsOf(skillsSchema, { skills: [] })).toEqual({ skills: 'Select at least one skill' });
    expect(fieldsOf(skillsSchema, {})).toEqual({ skills: 'Select at least one skill' });
    expect(fieldsOf(industryExperiencesSchema, { industry_ids: [] })).toEqual({ industry_ids: 'Select at least one industry experience' });
    expect(fieldsOf(languagesSchema, { languages: [] })).toEqual({ languages: 'Select at least one language' });
    expect(fieldsOf(projectInterestsSchema, { project_type: [] })).toEqual({ project_type: 'Select at least one project interest' });
  });

  it('remove duplicates by id before saving, whatever form the ids take', () => {
    expect(skillsSchema.parse({ skills: [3, '3', { id: 3, skill_title: 'Python' }, { id: '7' }, 1] })).toEqual({ skills: [3, 7, 1] });
  });

  it('refuse things that are not ids, and more than 100', () => {
    expect(fieldsOf(languagesSchema, { languages: [0, 'en', { id: -1 }] })).toEqual({ 'languages.0': 'Choose an item from the list', 'languages.1': 'Choose an item from the list', 'languages.2': 'Choose an item from the list' });
    expect(fieldsOf(skillsSchema, { skills: Array.from({ length: 101 }, (_, i) => i + 1) })).toEqual({ skills: 'Select at most 100 items' });
  });
});

describe('experience level', () => {
  it('is 1, 2 or 3', () => {
    expect(experienceLevelSchema.parse({ experience_level_id: '3' })).toEqual({ experience_level_id: 3 });
    for (const bad of [0, 4, 1.5, 'x', null, true]) {
      expect(fieldsOf(experienceLevelSchema, { experience_level_id: bad })).toEqual({ experience_level_id: 'Choose an experience level from 1 (Beginner) to 3 (Experienced)' });
    }
  });
});

describe('more about you', () => {
  it('is required and truncated to 1000 characters', () => {
    expect(fieldsOf(aboutMeSchema, { description: ' ' })).toEqual({ description: 'More about you cannot be empty' });
    expect(aboutMeSchema.parse({ description: 'a'.repeat(1500) }).description).toHaveLength(1000);
  });
});

describe('certificates', () => {
  it('need degree, area of study and institution, with the spec’s messages', () => {
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, degree: '', name: ' ', specialisation: undefined })).toEqual({
      degree: 'Degree/Certificate/Courses cannot be empty',
      name: 'Area of study cannot be empty',
      specialisation: 'Education institution cannot be empty',
    });
  });

  it('need both years, the end not before the start', () => {
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: null, finished_at: '' })).toEqual({
      started_at: 'Please select a start date',
      finished_at: 'Please select an end date',
    });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 2020, finished_at: 2019 })).toEqual({ finished_at: 'Please select a valid date range' });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 2020, finished_at: 2020 })).toEqual({});
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, started_at: 'soon' })).toEqual({ started_at: 'Please select a year from the list' });
  });

  it('show the date-range warning together with the other messages', () => {
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, degree: '', started_at: 2020, finished_at: 2010 })).toEqual({
      degree: 'Degree/Certificate/Courses cannot be empty',
      finished_at: 'Please select a valid date range',
    });
  });

  it('store an empty description as null, and years as numbers', () => {
    expect(addCertificateSchema.parse({ certificate: { ...certificate, started_at: '2015-02-01' } }).certificate).toEqual({ ...certificate, description: null });
    expect(fieldsOf(addCertificateSchema, {})).toEqual({ certificate: 'Add the certificate details' });
    expect(fieldsOf(certificateFieldsSchema, { ...certificate, description: 'x'.repeat(1001) })).toEqual({ description: 'Must be at most 1000 characters' });
  });
});

describe('projects', () => {
  it('need position, company, country and city, with the spec’s messages', () => {
    expect(fieldsOf(projectFieldsSchema, { started_at: 2019, finished_at: 2020 })).toEqual({
      position: 'Title/Position/Role cannot be empty',
      name: 'Company/Project cannot be empty',
      country: 'Country cannot be empty',
      city: 'City cannot be empty',
    });
  });

  it('ask for a start date when only the end year is given, and for a valid range', () => {
    expect(fieldsOf(projectFieldsSchema, { ...project, started_at: undefined })).toEqual({ started_at: 'Please select a start date' });
    expect(fieldsOf(projectFieldsSchema, { ...project, finished_at: '2018' })).toEqual({ finished_at: 'Please select a valid date range' });
    expect(addProjectSchema.parse({ project }).project).toMatchObject({ started_at: 2019, finished_at: 2022, description: null });
    expect(fieldsOf(addProjectSchema, { project: null })).toEqual({ project: 'Add the project details' });
  });
});

describe('year options', () => {
  it('are the current year and the 29 before it, newest first', () => {
    const years = yearOptions(new Date('2026-06-15T00:00:00Z'));
    expect(years).toHaveLength(30);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1997);
  });
});

describe('account details', () => {
  it('need first and last name; the rest is optional and blank means null', () => {
    expect(fieldsOf(accountDetailsInputSchema, { first_name: '', last_name: ' ' })).toEqual({ first_name: 'First name is required', last_name: 'Last name is required' });
    expect(accountDetailsInputSchema.parse({ first_name: 'Priya', last_name: 'Sharma', phone_code: '+61', phone_number: 400123456, country: '', city: 'Sydney' })).toEqual({
      first_name: 'Priya', last_name: 'Sharma', phone_code: '+61', phone_number: '400123456', country: null, state: null, city: 'Sydney',
    });
    expect(fieldsOf(accountDetailsInputSchema, { first_name: 'P', last_name: 'S', phone_code: 'abc', phone_number: 'call me' })).toEqual({
      phone_code: 'Enter a valid phone code', phone_number: 'Enter a valid phone number',
    });
  });
});

describe('billing form', () => {
  it('requires company name and address, bank, account name and number, and BSB, with the spec’s messages', () => {
    expect(fieldsOf(billingFieldsSchema, {})).toEqual({
      company_name: 'Company Name is required',
      company_address: 'Company Address is required',
      bank_name: 'Bank Name is required',
      account_name: 'Account Name is required',
      account_number: 'Account Number is required',
      bsb_number: 'BSB Number is required',
    });
  });

  it('checks the owner email and phone length, and reads Y/N for GST/VAT', () => {
    expect(fieldsOf(billingFieldsSchema, { ...billing, owner_email: 'not-an-email', owner_phone: '1234567890123456', gst_vat: 'maybe' })).toEqual({
      owner_email: 'Must be a valid email',
      owner_phone: 'Phone number must be at most 15 characters',
      gst_vat: 'GST/VAT must be Y or N',
    });
    expect(billingFieldsSchema.parse(billing)).toMatchObject({ account_number: '12345678', owner_email: null, owner_phone: null, owner_name: null, gst_vat: 'Y' });
    expect(billingFieldsSchema.parse({ ...billing, owner_email: 'Billing@Example.com', owner_phone: '123456789012345' })).toMatchObject({ owner_email: 'billing@example.com', owner_phone: '123456789012345' });
  });

  it('wraps the account form’s billing_profile, and the dialog needs the id', () => {
    expect(fieldsOf(billingProfileSchema, {})).toEqual({ billing_profile: 'Add the billing details' });
    expect(fieldsOf(updateBillingAccountSchema, billing)).toEqual({ id: 'The billing account id is required' });
  });
});

describe('video-ask answers', () => {
  it('need a question and a known answer type; web addresses only for media', () => {
    expect(fieldsOf(updateVideoAskSchema, { video_ask: [{ type: 'gif' }, { question_id: 'about-me', type: 'video', media_url: 'javascript:alert(1)' }] })).toEqual({
      'video_ask.0.question_id': 'Choose a question',
      'video_ask.0.type': 'The answer type must be poll, video, audio or text',
      'video_ask.1.media_url': 'Must be a web address',
    });
    expect(fieldsOf(updateVideoAskSchema, {})).toEqual({ video_ask: 'Add at least one answer' });
    expect(fieldsOf(updateVideoAskSchema, { video_ask: [] })).toEqual({});
  });

  it('need the contact’s answers, update token and email', () => {
    expect(fieldsOf(videoAskContactSchema, {})).toEqual({ contact: 'Send the contact with its answers' });
    expect(fieldsOf(videoAskContactSchema, { contact: { answers: [], variables: {}, email: 'x' } })).toEqual({
      'contact.answers': 'Add at least one answer',
      'contact.variables.update_token': 'The update token is invalid or has expired; open the questions again',
      'contact.email': 'Must be a valid email',
    });
  });
});
