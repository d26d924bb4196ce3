import { NOTIFICATION_WORDING_EN } from '../../providers/domain';

/**
 * The bell's wording (English): it loads with the bell (providers/i18nProvider.ts, feature messages),
 * so the sign-in route carries none of it. The notifications' own sentences are the domain's, which
 * the daily mail says too.
 */
const notificationsEn = {
  app: {
    notifications: {
      title: 'Notifications',
      open: 'Notifications',
      // `shown`: the badge's own text (99+ above 99), so the name says what the button shows.
      open_unread: 'Notifications, %{shown} unread |||| Notifications, %{shown} unread',
      unread_count: '%{smart_count} unread |||| %{smart_count} unread',
      times: 'once |||| %{smart_count} times',
      mark_all: 'Mark all read',
      empty: 'Nothing new. Invitations, changes to your teams and first opens of your links show here.',
      load_failed: 'Notifications could not be loaded',
      unread: 'Unread',
      ...NOTIFICATION_WORDING_EN,
    },
  },
};
export default notificationsEn;
