/** The domain's validation schemas (zod), imported only by the form pages. */
export { registerSchema, passwordSchema, loginSchema, forgotPasswordSchema } from '@dth/domain/src/account/schemas';
