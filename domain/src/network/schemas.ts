import type { FixedMessage } from '../shared/messages';
import { z } from 'zod';
import { validationCodes } from '../shared/validationMessages';
import { requiredTextSchema, textSchema } from '../shared/validation';
import { emailSchema } from '../account/schemas';
import { networkCodes as m } from './messages';
import {
  MEMBER_NOTE_MAX_LENGTH,
  MEMBER_TAG_MAX_LENGTH,
  MEMBER_TAGS_MAX,
  NETWORK_DESCRIPTION_MAX_LENGTH,
  NETWORK_NAME_MAX_LENGTH,
} from './network';

/*
 * Request bodies of the network write paths (docs/api.md, "Networks, teams and search"). Bodies
 * are strict: an unknown key is 400. The frontend validates its forms with these same schemas.
 */

// ── Building blocks (shared with the team and company-profile schemas) ───────
/** Text that must be given: trimmed, not empty, at most `max` characters, no NUL or lone surrogates. */
export const requiredText = (
  max: number,
  required: FixedMessage,
  tooLong: FixedMessage,
  options: { multiline?: boolean } = {},
) => requiredTextSchema(required, max, tooLong, options);

/** Text that may be left out or blank ('' and null become ''), with the same text rules. */
export const optionalText = (max: number, tooLong: FixedMessage, options: { multiline?: boolean } = {}) =>
  textSchema({ mustBeText: validationCodes.mustBeText, ...options })
    .max(max, tooLong)
    .nullish()
    .transform((v) => v ?? '');

/** An id of a record (network, specialist, team): letters, digits, '-' and '_'. */
export const recordIdSchema = (required: FixedMessage) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(64, required)
    .regex(/^[\w-]+$/, required);

// ── Networks ─────────────────────────────────────────────────────────────────
const networkName = requiredText(NETWORK_NAME_MAX_LENGTH, m.nameRequired, m.nameTooLong);
const networkDescription = optionalText(NETWORK_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong, { multiline: true });

/** `POST /networks` */
export const createNetworkSchema = z.strictObject({ name: networkName, description: networkDescription });
export type CreateNetworkInput = z.infer<typeof createNetworkSchema>;

/** `PUT /networks/{id}`: the fields sent are changed, the others kept. */
export const updateNetworkSchema = z.strictObject({
  name: networkName.optional(),
  description: networkDescription.optional(),
});
export type UpdateNetworkInput = z.infer<typeof updateNetworkSchema>;

/** `POST /networks/{id}/invitations`: a specialist from search, or an address (exactly one of them). */
export const invitationSchema = z
  .strictObject({
    specialist_id: recordIdSchema(m.inviteeRequired).optional(),
    email: emailSchema.transform((e) => e.toLowerCase()).optional(),
  })
  .refine((v) => (v.specialist_id === undefined) !== (v.email === undefined), {
    message: m.inviteeRequired,
    path: ['email'],
  });
export type InvitationInput = z.infer<typeof invitationSchema>;

const tag = textSchema({ mustBeText: validationCodes.mustBeText }).max(MEMBER_TAG_MAX_LENGTH, m.tagTooLong);

/** `PUT /network-members/{id}`: the owner's private note and tags (blank and repeated tags dropped). */
export const memberNoteSchema = z.strictObject({
  note: optionalText(MEMBER_NOTE_MAX_LENGTH, m.noteTooLong, { multiline: true }).optional(),
  tags: z
    .array(tag)
    .max(MEMBER_TAGS_MAX, m.tooManyTags)
    .transform((tags) => [...new Set(tags.filter((t) => t.length > 0))])
    .optional(),
});
export type MemberNoteInput = z.infer<typeof memberNoteSchema>;
