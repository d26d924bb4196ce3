import type { Notification } from '../providers/domain';

/** A notification as GET /notifications answers it (docs/api.md, "Notifications"): the domain's, its count, read or not, and whom it names. */
export type AppNotification = Notification & { count: number; read: boolean; person_name: string };
