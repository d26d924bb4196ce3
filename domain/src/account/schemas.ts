import type { FixedMessage } from '../shared/messages';
import { z } from 'zod';
import { validationCodes } from '../shared/validationMessages';
import { MAX_TEXT_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account';
import { requiredTextSchema, textSchema } from '../shared/validation';
import { accountCodes as m } from './messages';
import { NOTIFICATION_KINDS } from '../notifications/notifications';

const requiredText = (required: FixedMessage) => requiredTextSchema(required, MAX_TEXT_LENGTH, validationCodes.tooLong);

export const emailSchema = textSchema({ mustBeText: m.emailRequired })
  .min(1, m.emailRequired)
  .max(MAX_TEXT_LENGTH, validationCodes.tooLong)
  .pipe(z.email({ error: m.emailInvalid }))
  // What the documents say of it: zod's own address pattern, with the spaces trimming removes.
  .meta({ format: 'email', pattern: `^\\s*${z.regexes.email.source.slice(1, -1)}\\s*$` });

export const registerSchema = z.object({
  first_name: requiredText(m.firstNameRequired),
  last_name: requiredText(m.lastNameRequired),
  email: emailSchema,
  user_type: z.enum(['specialist', 'business_owner'], { error: m.userTypeInvalid }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** A password's length as people count it: one per character (code point), an emoji included. */
export function passwordLength(password: string): number {
  let count = 0;
  for (const _ of password) count++;
  return count;
}

/**
 * A new password's length only: browser-safe and small, so the forms check it before sending.
 * The rest of the policy (common, breached and personal passwords) is the account decider's
 * (passwordPolicy.ts), which knows whose password it is and keeps its word list off the browser.
 */
export const passwordSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, m.passwordTooLong)
    .describe(
      `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; not a common password, nor one containing the account's email or name`,
    )
    // JSON Schema counts characters as the refinements do (code points).
    .meta({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
});

/** Sign-in takes any password up to the maximum, so passwords set under an older, shorter rule still work. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .refine((p) => passwordLength(p) <= PASSWORD_MAX_LENGTH, m.passwordTooLong)
    .meta({ maxLength: PASSWORD_MAX_LENGTH }),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** `POST /auth/sign-in-link`: the token of a mailed one-time sign-in link. */
export const signInLinkSchema = z.object({
  token: z.string({ error: m.signInLinkInvalid }).min(1, m.signInLinkInvalid).max(200, m.signInLinkInvalid),
});

/** `POST /auth/google/callback`: what the provider sent back to the redirect URI. */
export const googleCallbackSchema = z.object({
  code: z.string({ error: m.googleSignInFailed }).min(1, m.googleSignInFailed).max(2048, m.googleSignInFailed),
  state: z.string({ error: m.googleSignInFailed }).min(1, m.googleSignInFailed).max(512, m.googleSignInFailed),
  /** RFC 9207: the issuer of the answer, when the provider names it. */
  iss: z.string().max(512, m.googleSignInFailed).optional(),
});

/** `POST /auth/google/complete`: a first Google sign-in chooses the account type. */
export const googleAccountTypeSchema = registerSchema.pick({ user_type: true });

/** `POST /auth/google/link`: the existing account's password, once, before Google may sign in to it. */
export const googleLinkSchema = loginSchema.pick({ password: true });

/** `PUT /account/notification-preferences`: the kinds that also come in the daily mail (none: no mail). */
export const notificationPreferencesSchema = z.strictObject({
  digest: z
    .array(z.enum(NOTIFICATION_KINDS, { error: m.notificationKindUnknown }), { error: m.notificationKindUnknown })
    .max(NOTIFICATION_KINDS.length, m.notificationKindUnknown),
});
