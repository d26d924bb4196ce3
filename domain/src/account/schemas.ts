import { z } from 'zod';
import { MAX_TEXT_LENGTH, PASSWORD_MIN_LENGTH } from './account';
import { accountMessages as m } from './messages';

const requiredText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_TEXT_LENGTH, m.tooLong);

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(MAX_TEXT_LENGTH, m.tooLong)
  .pipe(z.email({ error: m.emailInvalid }));

export const registerSchema = z.object({
  first_name: requiredText(m.firstNameRequired),
  last_name: requiredText(m.lastNameRequired),
  email: emailSchema,
  user_type: z.enum(['specialist', 'business_owner'], { error: m.userTypeInvalid }),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const passwordSchema = z.object({
  password: z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(1024, m.tooLong),
});

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1024, m.tooLong),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });
