/** The domain's validation schemas (zod), imported only by the form pages. */
export {
  registerSchema,
  passwordSchema,
  loginSchema,
  forgotPasswordSchema,
  googleAccountTypeSchema,
  googleLinkSchema,
} from '@dth/domain/account/schemas';
