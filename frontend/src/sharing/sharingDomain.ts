import { z } from 'zod';
import { emailSchema } from '@dth/domain/account/schemas';
import { shareLinkMessages } from '@dth/domain/shareLink/messages';
import { PASSCODE_MAX_LENGTH } from '@dth/domain/shareLink/shareLink';

/**
 * The share-link screens' door to @dth/domain: deep imports, so only what they use is bundled, and
 * only into their own chunks.
 */
export { shareLinkMessages };
export { createShareLinkSchema, extendShareLinkSchema } from '@dth/domain/shareLink/schemas';
export {
  ALLOWED_EMAILS_MAX,
  MAX_VIEWS_LIMIT,
  PASSCODE_MAX_LENGTH,
  PASSCODE_MIN_LENGTH,
} from '@dth/domain/shareLink/shareLink';

/** The visitor's gate forms: what `POST /public/share-links/{token}/open` and `…/email-code` take, each field required. */
export const passcodeFormSchema = z.object({
  passcode: z
    .string()
    .min(1, shareLinkMessages.passcodeRequired)
    .max(PASSCODE_MAX_LENGTH, shareLinkMessages.wrongPasscode),
});
export const emailFormSchema = z.object({ email: emailSchema.transform((email) => email.toLowerCase()) });
export const codeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, shareLinkMessages.wrongCode),
});
