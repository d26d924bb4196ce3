import type { FixedMessage } from '../shared/messages';
import { accountCodes } from '../account/messages';
import { z } from 'zod';
import { validationCodes } from '../shared/validationMessages';
import { MAX_TEXT_LENGTH } from '../account/account';
import { emailSchema } from '../account/schemas';
import { numberAsText, optionalTextSchema, requiredTextSchema, textProblemOf, textSchema } from '../shared/validation';
import {
  ABOUT_ME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_SELECTION,
  OWNER_PHONE_MAX_LENGTH,
  yearOptionRange,
} from './specialist';
import { ANSWER_TYPES } from './valueObjects';
import { specialistCodes as m } from './messages';

/*
 * Request bodies of the profile's write paths (spec section 7) with the rules and messages of
 * section 5. The frontend validates its forms with these same schemas.
 */

// ── Building blocks ──────────────────────────────────────────────────────────
/*
 * Every string goes through shared/validation.ts's text rules (no NUL or other control
 * characters, no lone surrogates; line breaks only where the form has several lines).
 */
const requiredText = (required: FixedMessage, options?: { multiline?: boolean }) =>
  requiredTextSchema(required, MAX_TEXT_LENGTH, validationCodes.tooLong, options);

/** Blank means absent: '' and null are stored as null. */
const optionalText = (
  max = MAX_TEXT_LENGTH,
  tooLong: FixedMessage = validationCodes.tooLong,
  options?: { multiline?: boolean },
) => optionalTextSchema(validationCodes.mustBeText, max, tooLong, options);

/** A year as a number or a string ('2021', or a date such as '2021-03-01' whose year is kept). */
const yearField = (required: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: required })
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const year =
        typeof value === 'number' ? value : Number(/^\s*(\d{4})(-\d{2}(-\d{2}.*)?)?\s*$/.exec(value)?.[1] ?? NaN);
      // Never a future year. The decider holds the rest of the rule (the 30 year options when the
      // command is made, and an older year kept only where it was saved before), since it alone
      // knows the saved certificate and takes the time from the command.
      if (!Number.isInteger(year) || year < 1900 || year > yearOptionRange(new Date()).newest) {
        ctx.addIssue({ code: 'custom', message: m.invalidYear });
        return z.NEVER;
      }
      return year;
    })
    // The shape, for the documents; which years are offered moves with the clock (the decider's rule).
    .meta({
      anyOf: [
        { type: 'integer', minimum: 1900 },
        { type: 'string', pattern: '^\\s*\\d{4}(-\\d{2}(-\\d{2}.*)?)?\\s*$' },
      ],
    });

/** End year ≥ start year, checked even while other fields are still wrong so every message shows at once. */
const yearRange = {
  message: m.invalidDateRange,
  path: ['finished_at'],
  when: (payload: { value: unknown; issues: readonly { path?: PropertyKey[] }[] }) => {
    const value = payload.value as { started_at?: unknown; finished_at?: unknown } | undefined;
    const yearIssue = payload.issues.some((i) => i.path?.[0] === 'started_at' || i.path?.[0] === 'finished_at');
    return !yearIssue && typeof value?.started_at === 'number' && typeof value?.finished_at === 'number';
  },
};
const endNotBeforeStart = (v: { started_at: number; finished_at: number }) => v.finished_at >= v.started_at;

/** A positive integer id given as a number or a numeric string; anything else is NaN. */
const toId = (raw: number | string) =>
  typeof raw === 'number' ? raw : /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN;
const MAX_ID = 999_999_999;

/** A catalog id, given as a number, a numeric string or an object with an `id` (e.g. a list item). */
export const catalogIdSchema = z
  .union([z.number(), z.string(), z.object({ id: z.union([z.number(), z.string()], { error: m.invalidId }) })], {
    error: m.invalidId,
  })
  .transform((value, ctx) => {
    const id = toId(typeof value === 'object' ? value.id : value);
    if (Number.isInteger(id) && id >= 1 && id <= MAX_ID) return id;
    ctx.addIssue({ code: 'custom', message: m.invalidId });
    return z.NEVER;
  })
  .meta({
    anyOf: [
      { type: 'integer', minimum: 1, maximum: MAX_ID },
      { type: 'string', pattern: '^\\s*\\d{1,9}\\s*$' },
      {
        type: 'object',
        properties: {
          id: {
            anyOf: [
              { type: 'integer', minimum: 1, maximum: MAX_ID },
              { type: 'string', pattern: '^\\s*\\d{1,9}\\s*$' },
            ],
          },
        },
        required: ['id'],
      },
    ],
  });

/** At least one id; duplicates are removed by id before saving (spec section 5). */
const catalogIds = (required: string) =>
  z
    .array(catalogIdSchema, { error: required })
    .min(1, required)
    .max(MAX_SELECTION, m.tooManySelected)
    .transform((ids) => [...new Set(ids)]);

// ── Profile sections ─────────────────────────────────────────────────────────
/** `PUT /user/update-user/{id}` */
export const industryTitleSchema = z.object({
  specialist: z.object({ industry_title: requiredText(m.industryTitleRequired) }, { error: m.industryTitleRequired }),
});

/** `POST /user/specialist/add-skills/{id}` */
export const skillsSchema = z.object({ skills: catalogIds(m.skillsRequired) });
/** `POST /user/specialist/industry/{id}` */
export const industryExperiencesSchema = z.object({ industry_ids: catalogIds(m.industryExperiencesRequired) });
/** `POST /user/specialist/add-language/{id}` */
export const languagesSchema = z.object({ languages: catalogIds(m.languagesRequired) });
/** `POST /user/specialist/project-type/{id}` */
export const projectInterestsSchema = z.object({ project_type: catalogIds(m.projectTypesRequired) });

/** `POST /user/specialist/experience-level/{id}`: 1 Beginner, 2 Mid-weight, 3 Experienced. */
export const experienceLevelSchema = z.object({
  experience_level_id: z
    .union([z.number(), z.string()], { error: m.experienceLevelInvalid })
    .transform((value, ctx) => {
      const level = toId(value);
      if (level === 1 || level === 2 || level === 3) return level;
      ctx.addIssue({ code: 'custom', message: m.experienceLevelInvalid });
      return z.NEVER;
    }),
});

/** `POST /user/specialist/add-about/{id}`: required, and cut to 1000 characters on save. */
export const aboutMeSchema = z.object({
  description: textSchema({ mustBeText: m.aboutRequired, multiline: true })
    .min(1, m.aboutRequired)
    .transform((text) => cutAt(text, ABOUT_ME_MAX_LENGTH)),
});

/** The first `max` UTF-16 units, one fewer rather than half an emoji (a lone surrogate). */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/** A certificate's fields: the body of the update path, and `certificate` of the add path. */
export const certificateFieldsSchema = z
  .object(
    {
      degree: requiredText(m.degreeRequired),
      name: requiredText(m.areaOfStudyRequired),
      specialisation: requiredText(m.institutionRequired),
      started_at: yearField(m.startDateRequired),
      finished_at: yearField(m.endDateRequired),
      description: optionalText(DESCRIPTION_MAX_LENGTH, validationCodes.longTextTooLong, { multiline: true }),
    },
    { error: m.certificateRequired },
  )
  .refine(endNotBeforeStart, yearRange);
export type CertificateFields = z.infer<typeof certificateFieldsSchema>;
/** `POST /user/specialist/add-certificate/{id}` */
export const addCertificateSchema = z.object({ certificate: certificateFieldsSchema });

/** A project's fields: the body of the update path, and `project` of the add path. */
export const projectFieldsSchema = z
  .object(
    {
      position: requiredText(m.positionRequired),
      name: requiredText(m.companyRequired),
      country: requiredText(m.countryRequired),
      city: requiredText(m.cityRequired),
      started_at: yearField(m.startDateRequired),
      finished_at: yearField(m.endDateRequired),
      description: optionalText(DESCRIPTION_MAX_LENGTH, validationCodes.longTextTooLong, { multiline: true }),
    },
    { error: m.projectRequired },
  )
  .refine(endNotBeforeStart, yearRange);
export type ProjectFields = z.infer<typeof projectFieldsSchema>;
/** `POST /user/specialist/add-project/{id}` */
export const addProjectSchema = z.object({ project: projectFieldsSchema });

// ── Billing ──────────────────────────────────────────────────────────────────
/*
 * The account form's first part (name, phone, address) is ./accountDetailsSchema.ts, apart
 * because its phone check carries libphonenumber's metadata, which only the account page needs.
 */
/** Australian bank details (the BSB implies them): a BSB is 6 digits, an account number 6 to 10. */
export const BSB_NUMBER_LENGTH = 6;
export const ACCOUNT_NUMBER_LENGTH = { min: 6, max: 10 } as const;
/** Digits and the usual phone punctuation, an optional leading +. */
const PHONE_CHARACTERS = /^\+?[\d ().-]+$/;

/** Digits, grouped by spaces or hyphens if the client likes ('062-000'), stored as the digits alone. */
const digitString = (required: FixedMessage, invalid: FixedMessage, length: { min: number; max: number }) =>
  numberAsText(required, invalid)
    .pipe(
      textSchema({ mustBeText: required })
        .min(1, required)
        .max(MAX_TEXT_LENGTH, invalid)
        .regex(/^\d+(?:[ -]\d+)*$/, invalid)
        .transform((v) => v.replace(/[ -]/g, ''))
        .pipe(z.string().min(length.min, invalid).max(length.max, invalid)),
    )
    .meta({
      anyOf: [
        { type: 'integer', minimum: 10 ** (length.min - 1), maximum: 10 ** length.max - 1 },
        {
          type: 'string',
          pattern: `^\\s*(?=(?:[ -]?\\d){${length.min},${length.max}}\\s*$)\\d+(?:[ -]\\d+)*\\s*$`,
        },
      ],
    });

/** The billing owner's phone: digits and phone punctuation, at most 15 characters (spec 5). */
const optionalPhone = (max: number, tooLong: string) =>
  numberAsText(validationCodes.mustBeText, m.phoneNumberInvalid)
    .pipe(
      textSchema({ mustBeText: validationCodes.mustBeText })
        .max(max, tooLong)
        .refine((v) => v === '' || (PHONE_CHARACTERS.test(v) && /\d/.test(v)), m.phoneNumberInvalid),
    )
    .nullish()
    .transform((v) => v || null);

/** Optional text that some clients send as a number (the ABN). */
const optionalNumberAsText = () =>
  numberAsText(validationCodes.mustBeText, validationCodes.mustBeText)
    .pipe(textSchema({ mustBeText: validationCodes.mustBeText }).max(MAX_TEXT_LENGTH, validationCodes.tooLong))
    .nullish()
    .transform((v) => v || null);

const ownerEmail = textSchema({ mustBeText: accountCodes.emailInvalid })
  .max(MAX_TEXT_LENGTH, validationCodes.tooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, accountCodes.emailInvalid)
  .nullish()
  .transform((v) => (v ? v.toLowerCase() : null));

const gstVat = z
  .union([z.string(), z.boolean(), z.null()], { error: m.gstVatInvalid })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'boolean') return value ? ('Y' as const) : ('N' as const);
    const answer = value.trim().toUpperCase();
    if (answer === 'Y' || answer === 'YES') return 'Y' as const;
    if (answer === 'N' || answer === 'NO') return 'N' as const;
    ctx.addIssue({ code: 'custom', message: m.gstVatInvalid });
    return z.NEVER;
  });

/** The billing form (spec section 5): the body of the billing paths. */
export const billingFieldsSchema = z.object(
  {
    company_name: requiredText(m.companyNameRequired),
    company_address: requiredText(m.companyAddressRequired, { multiline: true }),
    owner_name: optionalText(),
    owner_email: ownerEmail,
    owner_phone: optionalPhone(OWNER_PHONE_MAX_LENGTH, m.ownerPhoneTooLong),
    company_abn: optionalNumberAsText(),
    bank_name: requiredText(m.bankNameRequired),
    account_name: requiredText(m.accountNameRequired),
    account_number: digitString(m.accountNumberRequired, m.accountNumberInvalid, ACCOUNT_NUMBER_LENGTH),
    bsb_number: digitString(m.bsbNumberRequired, m.bsbNumberInvalid, {
      min: BSB_NUMBER_LENGTH,
      max: BSB_NUMBER_LENGTH,
    }),
    swift_code: optionalText(),
    gst_vat: gstVat,
  },
  { error: m.billingProfileRequired },
);
export type BillingFieldsInput = z.infer<typeof billingFieldsSchema>;

/** `PUT /user/specialist/update-account/{id}`, second form. */
export const billingProfileSchema = z.object({ billing_profile: billingFieldsSchema });

/** `specialist_id` picks whose billing account (admins); it defaults to the signed-in user. */
const targetSpecialist = z
  .string()
  .regex(/^[\w-]{1,64}$/, m.profileNotFound)
  .optional();
/** `POST /user/billing-account/create` */
export const createBillingAccountSchema = billingFieldsSchema.extend({ specialist_id: targetSpecialist });
/** `PUT /user/billing-account/update`: the id plus every billing field. */
export const updateBillingAccountSchema = billingFieldsSchema.extend({
  id: textSchema({ mustBeText: m.billingIdRequired }).min(1, m.billingIdRequired).max(64, m.billingNotFound),
  specialist_id: targetSpecialist,
});

// ── Video-ask answers ────────────────────────────────────────────────────────
export const ANSWER_TEXT_MAX_LENGTH = 1000;
const MAX_ANSWERS = 20;

const webAddress = textSchema({ mustBeText: m.urlInvalid })
  .max(2048, m.urlInvalid)
  .refine((v) => v === '' || /^(https?:\/\/|\/)\S*$/i.test(v), m.urlInvalid)
  .nullish()
  .transform((v) => v || null);
const shortOptional = numberAsText(validationCodes.mustBeText, validationCodes.mustBeText)
  .pipe(textSchema({ mustBeText: validationCodes.mustBeText }).max(100, validationCodes.tooLong))
  .nullish()
  .transform((v) => v || null);
/** Text kept exactly as sent (poll options, answers): the text rules, no trimming. */
const untrimmed = (multiline = false) => textSchema({ mustBeText: validationCodes.mustBeText, trim: false, multiline });

/** Upload details as the video-ask service gives them: a flat record, its keys and texts under the text rules. */
const fileUpload = z
  .record(
    z.string(),
    z
      .union([z.string(), z.number(), z.boolean(), z.null()], { error: validationCodes.mustBeText })
      .superRefine((value, ctx) => {
        const problem =
          typeof value === 'string'
            ? (textProblemOf(value) ?? (value.length > 2048 ? m.urlInvalid : undefined))
            : undefined;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  )
  .superRefine((record, ctx) => {
    for (const key of Object.keys(record)) {
      const problem = textProblemOf(key) ?? (key.length > 100 ? validationCodes.tooLong : undefined);
      if (problem) ctx.addIssue({ code: 'custom', path: [key], message: problem });
    }
  });

/** A video-ask answer as clients send it (spec section 3, "Video-ask answer"). */
export const videoAskAnswerInputSchema = z.object({
  question_id: numberAsText(m.questionRequired, m.questionUnknown).pipe(
    textSchema({ mustBeText: m.questionRequired }).min(1, m.questionRequired).max(100, m.questionUnknown),
  ),
  type: z.enum(ANSWER_TYPES, { error: m.answerTypeInvalid }),
  poll_options: z
    .array(
      z.object({
        id: catalogIdSchema,
        content: untrimmed().max(MAX_TEXT_LENGTH, validationCodes.tooLong).optional(),
        ref: untrimmed().max(100, validationCodes.tooLong).optional(),
      }),
      { error: m.invalidId },
    )
    .max(20, m.tooManySelected)
    .optional(),
  input_text: untrimmed(true).max(ANSWER_TEXT_MAX_LENGTH, validationCodes.longTextTooLong).nullish(),
  media_url: webAddress,
  thumbnail: webAddress,
  answer_id: shortOptional,
  created_at: textSchema({ mustBeText: m.dateInvalid })
    .max(40, m.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), m.dateInvalid)
    .nullish(),
  is_public: z.boolean({ error: m.mustBeTrueOrFalse }).optional(),
  file_uploads: z.array(fileUpload, { error: validationCodes.mustBeText }).max(10, m.tooManySelected).optional(),
  share_id: shortOptional,
  share_url: webAddress,
});
export type VideoAskAnswerInput = z.infer<typeof videoAskAnswerInputSchema>;

/** `PUT /user/specialist/update-videoask/{id}`: the whole list; a cleared answer has an empty response. */
export const updateVideoAskSchema = z.object({
  video_ask: z.array(videoAskAnswerInputSchema, { error: m.answersRequired }).max(MAX_ANSWERS, m.tooManyAnswers),
});

/** `POST /user/videoask/update`: poll or text answers, sent with the update token of `GET /user/videoask/updateToken`. */
export const videoAskContactSchema = z.object({
  contact: z.object(
    {
      answers: z
        .array(videoAskAnswerInputSchema, { error: m.answersRequired })
        .min(1, m.answersRequired)
        .max(MAX_ANSWERS, m.tooManyAnswers),
      variables: z.object(
        {
          update_token: textSchema({ mustBeText: m.updateTokenInvalid, trim: false })
            .min(1, m.updateTokenInvalid)
            .max(4096, m.updateTokenInvalid),
        },
        { error: m.updateTokenInvalid },
      ),
      email: emailSchema,
    },
    { error: m.contactRequired },
  ),
});
