import { z } from 'zod';

/**
 * The spec's entities (section 3) as they are stored in events and read models. They keep the
 * spec's field names, so the log reads like the spec and no mapping layer can drift.
 */
export const catalogRefSchema = z.object({ id: z.number().int(), title: z.string() });
export const languageRefSchema = catalogRefSchema.extend({ code: z.string().optional() });
export const projectTypeRefSchema = catalogRefSchema.extend({ name: z.string() });
export type CatalogRef = z.infer<typeof catalogRefSchema>;
export type LanguageRef = z.infer<typeof languageRefSchema>;
export type ProjectTypeRef = z.infer<typeof projectTypeRefSchema>;

export const EXPERIENCE_LEVEL_IDS = [1, 2, 3] as const;
export type ExperienceLevelId = (typeof EXPERIENCE_LEVEL_IDS)[number];

export const certificateSchema = z.object({
  id: z.string(),
  degree: z.string().describe('Degree/Certificate/Courses'),
  name: z.string().describe('Area of study'),
  specialisation: z.string().describe('Education institution'),
  started_at: z.number().int().describe('year'),
  finished_at: z.number().int().describe('year'),
  description: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const workExperienceSchema = z.object({
  id: z.string(),
  name: z.string().describe('Company/Project'),
  position: z.string().describe('Title/Position/Role'),
  started_at: z.number().int().describe('year'),
  finished_at: z.number().int().describe('year'),
  description: z.string().nullable(),
  city: z.string(),
  country: z.string(),
});
export type WorkExperience = z.infer<typeof workExperienceSchema>;

export const billingAccountSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  owner_name: z.string().nullable(),
  owner_email: z.string().nullable(),
  owner_phone: z.string().nullable(),
  company_abn: z.string().nullable(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  bsb_number: z.string(),
  swift_code: z.string().nullable(),
  gst_vat: z.enum(['Y', 'N']).nullable(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;
/** What viewers other than the owner and admins see of it (the profile's side panel shows the company). */
export const billingAccountSummarySchema = billingAccountSchema.pick({ id: true, company_name: true });
export type BillingAccountSummary = z.infer<typeof billingAccountSummarySchema>;
export type BillingFields = Omit<BillingAccount, 'id'>;

export const accountDetailsSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone_code: z.string().nullable(),
  phone_number: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

export const ANSWER_TYPES = ['poll', 'video', 'audio', 'text'] as const;
export type AnswerType = (typeof ANSWER_TYPES)[number];

export const pollOptionSchema = z.object({ id: z.number().int(), content: z.string(), ref: z.string() });
export type PollOption = z.infer<typeof pollOptionSchema>;

export const fileUploadSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** A video-ask answer (spec section 3) plus the slot and title of its question, resolved when saved. */
export const videoAskAnswerSchema = z.object({
  question_id: z.string(),
  slot: z.number().int().min(0).max(9),
  question_title: z.string(),
  type: z.enum(ANSWER_TYPES),
  poll_options: z.array(pollOptionSchema),
  input_text: z.string().nullable(),
  media_url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  answer_id: z.string(),
  created_at: z.string(),
  is_public: z.boolean(),
  file_uploads: z.array(fileUploadSchema),
  share_id: z.string().nullable(),
  share_url: z.string().nullable(),
});
export type VideoAskAnswer = z.infer<typeof videoAskAnswerSchema>;

/** One of the ten answer slots the profile shows (spec section 3, "Answer slot"). */
export const answerSlotSchema = z.object({
  type: z.enum(ANSWER_TYPES).describe('video, audio or text; poll for slots 0 and 1'),
  response: z
    .union([
      z.null(),
      z.string(),
      z.object({ thumbnail: z.string().nullable(), videoURL: z.string() }),
      z.object({ audioURL: z.string() }),
      z.array(z.object({ id: z.number().int(), content: z.string() })),
    ])
    .describe(
      'null when unanswered; video {thumbnail, videoURL}; audio {audioURL}; text a string; poll the chosen options',
    ),
  questionTitle: z.string(),
  token: z.string().describe('the questionId of the slot'),
});
export type AnswerSlot = z.infer<typeof answerSlotSchema>;
