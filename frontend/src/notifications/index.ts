/** What other folders use of the notifications: the window event each new notification raises. */
export { NOTIFICATION_EVENT } from './notificationStream';
