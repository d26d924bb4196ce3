/**
 * The only door to @dth/domain's wording, constants and rules. Deep imports keep the bundle
 * to what is used: the package index would pull every schema (and zod) into the first chunk.
 * Schemas live in domainSchemas.ts so only the form pages load zod.
 */
export { accountMessages } from '@dth/domain/src/account/messages';
export { validationMessages } from '@dth/domain/src/shared/validationMessages';
export { ACCOUNT_ERASURE_GRACE_DAYS, PASSWORD_MIN_LENGTH, MAX_TEXT_LENGTH } from '@dth/domain/src/account/account';
export { isAdminRole } from '@dth/domain/src/shared/authorization';
export { NOTIFICATION_WORDING_EN } from '@dth/domain/src/notifications/notificationWording';
export type { UserType } from '@dth/domain/src/shared/events';
export type { Notification } from '@dth/domain/src/notifications/notifications';
