/**
 * The only door to @dth/domain's wording, constants and rules. Deep imports keep the bundle
 * to what is used: the package index would pull every schema (and zod) into the first chunk.
 * Schemas live in domainSchemas.ts so only the form pages load zod.
 */
export { accountMessages } from '@dth/domain/account/messages';
export { validationMessages } from '@dth/domain/shared/validationMessages';
export { PASSWORD_MIN_LENGTH, MAX_TEXT_LENGTH } from '@dth/domain/account/account';
export { isAdminRole } from '@dth/domain/shared/authorization';
export { NOTIFICATION_WORDING_EN } from '@dth/domain/notifications/notificationWording';
export type { UserType } from '@dth/domain/shared/events';
export type { Notification } from '@dth/domain/notifications/notifications';
export type { DocumentKind } from '@dth/domain/documents/documents';
