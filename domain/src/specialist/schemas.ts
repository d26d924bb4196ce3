import { z } from 'zod';
import { MAX_TEXT_LENGTH } from '../account/account';
import { accountMessages } from '../account/messages';
import { emailSchema } from '../account/schemas';
import { ABOUT_ME_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, MAX_SELECTION, OWNER_PHONE_MAX_LENGTH } from './specialist';
import { ANSWER_TYPES, type ExperienceLevelId } from './valueObjects';
import { specialistMessages as m } from './messages';

/*
 * Request bodies of the profile's write paths (spec section 7) with the rules and messages of
 * section 5. The frontend validates its forms with these same schemas.
 */

// ── Building blocks ──────────────────────────────────────────────────────────
const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required).max(MAX_TEXT_LENGTH, m.tooLong);

/** Blank means absent: '' and null are stored as null. */
const optionalText = (max = MAX_TEXT_LENGTH, tooLong: string = m.tooLong) =>
  z
    .string({ error: m.mustBeText })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** Text that forms may send as a number (account numbers, phone numbers). */
const requiredCode = (required: string) =>
  z
    .union([z.string(), z.number()], { error: required })
    .transform(String)
    .pipe(z.string().trim().min(1, required).max(MAX_TEXT_LENGTH, m.tooLong));
const optionalCode = (max = MAX_TEXT_LENGTH, tooLong: string = m.tooLong) =>
  z
    .union([z.string(), z.number()], { error: m.mustBeText })
    .transform(String)
    .pipe(z.string().trim().max(max, tooLong))
    .nullish()
    .transform((v) => v || null);

/** A year as a number or a string ('2021', or a date such as '2021-03-01' whose year is kept). */
const yearField = (required: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: required })
    .transform((value, ctx) => {
      if (value === null || (typeof value === 'string' && value.trim() === '')) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const year = typeof value === 'number' ? value : Number(/^\s*(\d{4})(-\d{2}(-\d{2}.*)?)?\s*$/.exec(value)?.[1] ?? NaN);
      // Older years than the form offers stay valid: a certificate saved years ago must still save.
      if (!Number.isInteger(year) || year < 1900 || year > 2100) {
        ctx.addIssue({ code: 'custom', message: m.invalidYear });
        return z.NEVER;
      }
      return year;
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
const toId = (raw: number | string) => (typeof raw === 'number' ? raw : /^\s*\d{1,9}\s*$/.test(raw) ? Number(raw) : NaN);
const MAX_ID = 999_999_999;

/** A catalog id, given as a number, a numeric string or an object with an `id` (e.g. a list item). */
export const catalogIdSchema = z
  .union([z.number(), z.string(), z.object({ id: z.union([z.number(), z.string()], { error: m.invalidId }) })], { error: m.invalidId })
  .transform((value, ctx) => {
    const id = toId(typeof value === 'object' ? value.id : value);
    if (Number.isInteger(id) && id >= 1 && id <= MAX_ID) return id;
    ctx.addIssue({ code: 'custom', message: m.invalidId });
    return z.NEVER;
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
  experience_level_id: z.union([z.number(), z.string()], { error: m.experienceLevelInvalid }).transform((value, ctx) => {
    const level = toId(value);
    if (level === 1 || level === 2 || level === 3) return level as ExperienceLevelId;
    ctx.addIssue({ code: 'custom', message: m.experienceLevelInvalid });
    return z.NEVER;
  }),
});

/** `POST /user/specialist/add-about/{id}`: required, and cut to 1000 characters on save. */
export const aboutMeSchema = z.object({
  description: z
    .string({ error: m.aboutRequired })
    .trim()
    .min(1, m.aboutRequired)
    .transform((text) => text.slice(0, ABOUT_ME_MAX_LENGTH)),
});

/** A certificate's fields: the body of the update path, and `certificate` of the add path. */
export const certificateFieldsSchema = z
  .object(
    {
      degree: requiredText(m.degreeRequired),
      name: requiredText(m.areaOfStudyRequired),
      specialisation: requiredText(m.institutionRequired),
      started_at: yearField(m.startDateRequired),
      finished_at: yearField(m.endDateRequired),
      description: optionalText(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
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
      description: optionalText(DESCRIPTION_MAX_LENGTH, m.descriptionTooLong),
    },
    { error: m.projectRequired },
  )
  .refine(endNotBeforeStart, yearRange);
export type ProjectFields = z.infer<typeof projectFieldsSchema>;
/** `POST /user/specialist/add-project/{id}` */
export const addProjectSchema = z.object({ project: projectFieldsSchema });

// ── Account and billing ──────────────────────────────────────────────────────
/** `PUT /user/specialist/update-account/{id}`, first form. `city` is shown as the profile's suburb. */
export const accountDetailsInputSchema = z.object({
  first_name: requiredText(accountMessages.firstNameRequired),
  last_name: requiredText(accountMessages.lastNameRequired),
  phone_code: optionalCode(8, m.phoneCodeInvalid).refine((v) => v === null || /^\+?\d{1,4}(-\d{1,4})?$/.test(v), m.phoneCodeInvalid),
  phone_number: optionalCode(20, m.phoneNumberInvalid).refine((v) => v === null || /^[\d\s()+-]+$/.test(v), m.phoneNumberInvalid),
  country: optionalText(),
  state: optionalText(),
  city: optionalText(),
});

const ownerEmail = z
  .string({ error: m.emailInvalid })
  .trim()
  .max(MAX_TEXT_LENGTH, m.tooLong)
  .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid)
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
    company_address: requiredText(m.companyAddressRequired),
    owner_name: optionalText(),
    owner_email: ownerEmail,
    owner_phone: optionalCode(OWNER_PHONE_MAX_LENGTH, m.ownerPhoneTooLong),
    company_abn: optionalCode(),
    bank_name: requiredText(m.bankNameRequired),
    account_name: requiredText(m.accountNameRequired),
    account_number: requiredCode(m.accountNumberRequired),
    bsb_number: requiredCode(m.bsbNumberRequired),
    swift_code: optionalText(),
    gst_vat: gstVat,
  },
  { error: m.billingProfileRequired },
);
export type BillingFieldsInput = z.infer<typeof billingFieldsSchema>;

/** `PUT /user/specialist/update-account/{id}`, second form. */
export const billingProfileSchema = z.object({ billing_profile: billingFieldsSchema });

/** `specialist_id` picks whose billing account (admins); it defaults to the signed-in user. */
const targetSpecialist = z.string().regex(/^[\w-]{1,64}$/, m.profileNotFound).optional();
/** `POST /user/billing-account/create` */
export const createBillingAccountSchema = billingFieldsSchema.extend({ specialist_id: targetSpecialist });
/** `PUT /user/billing-account/update`: the id plus every billing field. */
export const updateBillingAccountSchema = billingFieldsSchema.extend({
  id: z.string({ error: m.billingIdRequired }).trim().min(1, m.billingIdRequired).max(64, m.billingNotFound),
  specialist_id: targetSpecialist,
});

// ── Video-ask answers ────────────────────────────────────────────────────────
export const ANSWER_TEXT_MAX_LENGTH = 1000;
const MAX_ANSWERS = 20;

const webAddress = z
  .string({ error: m.urlInvalid })
  .trim()
  .max(2048, m.urlInvalid)
  .refine((v) => v === '' || /^(https?:\/\/|\/)\S*$/i.test(v), m.urlInvalid)
  .nullish()
  .transform((v) => v || null);
const shortOptional = z
  .union([z.string(), z.number()], { error: m.mustBeText })
  .transform(String)
  .pipe(z.string().trim().max(100, m.tooLong))
  .nullish()
  .transform((v) => v || null);

/** A video-ask answer as clients send it (spec section 3, "Video-ask answer"). */
export const videoAskAnswerInputSchema = z.object({
  question_id: z
    .union([z.string(), z.number()], { error: m.questionRequired })
    .transform(String)
    .pipe(z.string().trim().min(1, m.questionRequired).max(100, m.questionUnknown)),
  type: z.enum(ANSWER_TYPES, { error: m.answerTypeInvalid }),
  poll_options: z
    .array(
      z.object({
        id: catalogIdSchema,
        content: z.string({ error: m.mustBeText }).max(MAX_TEXT_LENGTH, m.tooLong).optional(),
        ref: z.string({ error: m.mustBeText }).max(100, m.tooLong).optional(),
      }),
      { error: m.invalidId },
    )
    .max(20, m.tooManySelected)
    .optional(),
  input_text: z.string({ error: m.mustBeText }).max(ANSWER_TEXT_MAX_LENGTH, m.answerTooLong).nullish(),
  media_url: webAddress,
  thumbnail: webAddress,
  answer_id: shortOptional,
  created_at: z
    .string({ error: m.dateInvalid })
    .max(40, m.dateInvalid)
    .refine((v) => !Number.isNaN(Date.parse(v)), m.dateInvalid)
    .nullish(),
  is_public: z.boolean({ error: m.mustBeTrueOrFalse }).optional(),
  file_uploads: z
    .array(
      z.record(z.string().max(100, m.tooLong), z.union([z.string().max(2048, m.urlInvalid), z.number(), z.boolean(), z.null()], { error: m.mustBeText })),
      { error: m.mustBeText },
    )
    .max(10, m.tooManySelected)
    .optional(),
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
      answers: z.array(videoAskAnswerInputSchema, { error: m.answersRequired }).min(1, m.answersRequired).max(MAX_ANSWERS, m.tooManyAnswers),
      variables: z.object(
        { update_token: z.string({ error: m.updateTokenInvalid }).min(1, m.updateTokenInvalid).max(4096, m.updateTokenInvalid) },
        { error: m.updateTokenInvalid },
      ),
      email: emailSchema,
    },
    { error: m.contactRequired },
  ),
});
