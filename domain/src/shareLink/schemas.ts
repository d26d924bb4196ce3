import { z } from 'zod';
import { emailSchema } from '../account/schemas';
import { DOCUMENT_LOCALES } from '../documents/documents';
import { recordIdSchema } from '../network/schemas';
import { catalogRefSchema, languageRefSchema } from '../specialist/valueObjects';
import { shareLinkCodes as m } from './messages';
import {
  ALLOWED_EMAILS_MAX,
  MAX_VIEWS_LIMIT,
  PASSCODE_MAX_LENGTH,
  PASSCODE_MIN_LENGTH,
  SHARE_LINK_STATUSES,
  SHARE_MODES,
  SHARE_OPEN_KINDS,
  SHARE_REQUEST_KINDS,
  SHARE_REQUEST_MESSAGE_MAX,
  SHARE_REQUEST_NAME_MAX,
  SHARE_TARGET_TYPES,
} from './shareLink';

/*
 * Request bodies of the share-link paths (docs/api.md, "Share links"); strict, so an unknown key
 * is 400. The frontend validates its dialog with these same schemas.
 */
/** An ISO 8601 date-time with its offset (`2026-12-31T23:59:00Z`), kept as the instant in UTC. */
const instant = z
  .string({ error: m.expiryInvalid })
  .max(40, m.expiryInvalid)
  .pipe(z.iso.datetime({ offset: true, error: m.expiryInvalid }))
  .transform((v) => new Date(v).toISOString())
  .meta({ format: 'date-time', pattern: z.regexes.datetime({ offset: true, precision: null, local: false }).source });

const passcode = z
  .string({ error: m.passcodeLength })
  .min(PASSCODE_MIN_LENGTH, m.passcodeLength)
  .max(PASSCODE_MAX_LENGTH, m.passcodeLength);

/** `POST /share-links` */
export const createShareLinkSchema = z.strictObject({
  target_type: z.enum(SHARE_TARGET_TYPES, { error: m.targetTypeInvalid }),
  target_id: recordIdSchema(m.targetNotFound),
  mode: z.enum(SHARE_MODES, { error: m.modeInvalid }),
  expires_at: instant.nullish().transform((v) => v ?? null),
  passcode: passcode.nullish().transform((v) => (v === '' || v === undefined ? null : v)),
  allowed_emails: z
    .array(
      emailSchema.transform((e) => e.toLowerCase()),
      { error: m.allowedEmailsInvalid },
    )
    .max(ALLOWED_EMAILS_MAX, m.allowedEmailsInvalid)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  max_views: z
    .number({ error: m.maxViewsInvalid })
    .int(m.maxViewsInvalid)
    .min(1, m.maxViewsInvalid)
    .max(MAX_VIEWS_LIMIT, m.maxViewsInvalid)
    .nullish()
    .transform((v) => v ?? null),
  anonymised: z.boolean().optional().default(false),
  show_budget: z.boolean().optional().default(false),
  show_rates: z.boolean().optional().default(false),
  notify_on_first_open: z.boolean().optional().default(false),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkSchema>;

/** `POST /share-links/{id}/extend`: null for no expiry. */
export const extendShareLinkSchema = z.strictObject({ expires_at: instant.nullable() });
export type ExtendShareLinkInput = z.infer<typeof extendShareLinkSchema>;

/** `POST /share-links/{id}/revoke` */
export const revokeShareLinkSchema = z.strictObject({});

/** `POST /public/share-links/{token}/open`: nothing, a passcode, or an address and its mailed code. */
export const openShareLinkSchema = z.strictObject({
  passcode: z.string({ error: m.passcodeLength }).max(PASSCODE_MAX_LENGTH, m.wrongPasscode).optional(),
  email: emailSchema.transform((e) => e.toLowerCase()).optional(),
  code: z.string({ error: m.wrongCode }).max(16, m.wrongCode).optional(),
});
export type OpenShareLinkInput = z.infer<typeof openShareLinkSchema>;

/** The grant an open of a link answered (`POST /public/share-links/{token}/open`), which its content and requests need. */
export const shareGrantHeader = z.object({
  'X-Share-Grant': z.string().regex(/\S/).describe('the `grant` an open of the link answered'),
});

/** `POST /public/share-links/{token}/email-code` */
/** `locale`: the language of the page the visitor reads, for the mail (else their Accept-Language's). */
export const shareLinkEmailCodeSchema = z.strictObject({
  email: emailSchema.transform((e) => e.toLowerCase()),
  locale: z.enum(DOCUMENT_LOCALES).optional(),
});

const requestMessage = z
  .string({ error: m.requestMessageTooLong })
  .max(SHARE_REQUEST_MESSAGE_MAX, m.requestMessageTooLong);
const requestFields = {
  /** The id the page showed the person under (a pseudonym on an anonymised link). */
  profile_id: z
    .string({ error: m.profileNotInTeam })
    .max(64, m.profileNotInTeam)
    .nullish()
    .transform((v) => v || null),
  message: requestMessage.optional().transform((v) => v ?? ''),
  name: z
    .string({ error: m.requestNameRequired })
    .trim()
    .min(1, m.requestNameRequired)
    .max(SHARE_REQUEST_NAME_MAX, m.requestNameRequired),
  email: emailSchema.transform((e) => e.toLowerCase()),
};

/**
 * `POST /public/share-links/{token}/requests`: the client's answer, by kind: an intro names a person the page
 * showed, a comment has words, an approval needs neither. The decider holds the same rules (and whether the
 * person is one the link shows).
 */
export const shareLinkRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      ...requestFields,
      kind: z.literal('intro'),
      profile_id: z
        .string({ error: m.requestProfileRequired })
        .min(1, m.requestProfileRequired)
        .max(64, m.profileNotInTeam),
    }),
    z.strictObject({ ...requestFields, kind: z.literal('approve') }),
    z.strictObject({
      ...requestFields,
      kind: z.literal('comment'),
      message: z
        .string({ error: m.requestMessageRequired })
        .max(SHARE_REQUEST_MESSAGE_MAX, m.requestMessageTooLong)
        .regex(/\S/, m.requestMessageRequired),
    }),
  ],
  { error: m.requestKindInvalid },
);
export type ShareLinkRequestInput = z.infer<typeof shareLinkRequestSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────
export const shareLinkRecordSchema = z.object({
  id: z.string(),
  token: z.string(),
  url: z.string().describe('the public page, e.g. /stage/shared-team/{token}'),
  target_type: z.enum(SHARE_TARGET_TYPES),
  target_id: z.string(),
  target_name: z.string(),
  mode: z.enum(SHARE_MODES),
  frozen_position: z.string().nullable().describe('the event position the frozen link shows (decimal string)'),
  expires_at: z.string().nullable(),
  has_passcode: z.boolean(),
  allowed_emails: z.array(z.string()),
  max_views: z.number().int().nullable(),
  views: z.number().int(),
  last_opened_at: z.string().nullable(),
  anonymised: z.boolean(),
  show_budget: z.boolean(),
  show_rates: z.boolean().describe('the page and team pack show the team’s cost per week'),
  notify_on_first_open: z.boolean(),
  status: z.enum(SHARE_LINK_STATUSES),
  created_at: z.string(),
  created_by: z.string(),
});
export type ShareLinkRecord = z.infer<typeof shareLinkRecordSchema>;

export const shareLinkOpenRecordSchema = z.object({
  id: z.string(),
  link_id: z.string(),
  at: z.string(),
  viewer_email: z.string().nullable(),
  user_agent_family: z.string(),
  ip_hash: z.string().describe('the first 16 hex characters of the salted hash of the address'),
  kind: z.enum(SHARE_OPEN_KINDS).describe('the page opened, or the document downloaded'),
});
export type ShareLinkOpenRecord = z.infer<typeof shareLinkOpenRecordSchema>;

export const shareLinkGateSchema = z.object({
  target_type: z.enum(SHARE_TARGET_TYPES),
  gate: z.enum(['none', 'passcode', 'email']),
  status: z.literal('active'),
  expires_at: z.string().nullable(),
});

export const shareGrantSchema = z.object({ data: z.object({ grant: z.string(), expires_at: z.string() }) });

/** A person as a shared team or project shows them. */
export const publicCardSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  role_title: z.string(),
  industry_title: z.string().nullable(),
  experience_level_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  experience_level: z.string().nullable(),
  country: z.string().nullable(),
  top_skills: z.array(catalogRefSchema),
  languages: z.array(languageRefSchema).describe('with its ISO 639-1 `code`, to word it in the reader’s language'),
});
export type PublicCard = z.infer<typeof publicCardSchema>;

/** The spec's profile layout without anything private (no email, phone, address, billing, answers). */
export const publicProfileSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  industry_title: z.string().nullable(),
  professional_experience_info: z.string().nullable(),
  experience_level_id: z.union([z.literal(1), z.literal(2), z.literal(3), z.null()]),
  experience_level: z.string().nullable(),
  country: z.string().nullable(),
  skills: z.array(catalogRefSchema),
  languages: z.array(languageRefSchema).describe('with its ISO 639-1 `code`, to word it in the reader’s language'),
  industries: z.array(catalogRefSchema),
  project_types: z.array(catalogRefSchema),
  practitioner_group: catalogRefSchema.nullable(),
  educations: z.array(
    z.object({
      degree: z.string(),
      name: z.string(),
      specialisation: z.string(),
      started_at: z.number(),
      finished_at: z.number(),
      description: z.string().nullable(),
    }),
  ),
  work_experiences: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      started_at: z.number(),
      finished_at: z.number(),
      description: z.string().nullable(),
      city: z.string(),
      country: z.string(),
    }),
  ),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicTeamSchema = z.object({
  name: z.string(),
  purpose: z.string(),
  members: z.array(publicCardSchema),
  cost_per_week: z
    .object({ amount: z.number(), currency: z.string() })
    .nullable()
    .optional()
    .describe(
      'only when the link shows rates (`show_rates`): the team’s cost per week now, null when a member has no rate or rates differ in currency',
    ),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;

export const publicProjectSchema = z.object({
  name: z.string(),
  brief: z.string(),
  engagement_type: z.enum(['DTH', 'DPD']),
  project_type: catalogRefSchema.nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  budget: z
    .object({ amount: z.number(), currency: z.string() })
    .nullable()
    .optional()
    .describe('only when the link shows the budget'),
  status: z.string(),
  team: z.object({ name: z.string(), members: z.array(publicCardSchema) }).nullable(),
  milestones: z.array(z.object({ title: z.string(), due_date: z.string(), status: z.string() })),
});
export type PublicProject = z.infer<typeof publicProjectSchema>;

/** Who shares: the link owner's company as their company profile names it now, or null without one. */
export const sharedBySchema = z
  .object({
    company_name: z.string(),
    logo: z.string().nullable().describe('the company logo’s URL under /media, or null'),
  })
  .nullable()
  .describe('the sharer’s company (name and logo); null when the owner has no company name');
export type SharedBy = z.infer<typeof sharedBySchema>;

export const publicContentSchema = z.object({
  target_type: z.enum(SHARE_TARGET_TYPES),
  mode: z.enum(SHARE_MODES),
  frozen_at: z.string().nullable(),
  anonymised: z.boolean(),
  shared_by: sharedBySchema,
  data: z.union([publicTeamSchema, publicProjectSchema, publicProfileSchema]),
});

export const publicMemberProfileSchema = z.object({
  mode: z.enum(SHARE_MODES),
  frozen_at: z.string().nullable(),
  anonymised: z.boolean(),
  shared_by: sharedBySchema,
  data: publicProfileSchema,
});

/** A client's request as the link's owner reads it: whom it names, really, beside what the client saw. */
export const shareLinkRequestRecordSchema = z.object({
  id: z.string(),
  link_id: z.string(),
  at: z.string(),
  kind: z.enum(SHARE_REQUEST_KINDS),
  profile_id: z.string().nullable().describe('the person the client asked to meet (their real id), or null'),
  profile_name: z.string().nullable().describe('their name now, or null'),
  shown_profile_id: z.string().nullable().describe('the id the client saw: a pseudonym on an anonymised link'),
  message: z.string(),
  name: z.string(),
  email: z.string(),
});
export type ShareLinkRequestRecord = z.infer<typeof shareLinkRequestRecordSchema>;
