/**
 * The bell's wording (English): it loads with the bell (providers/i18nProvider.ts, feature messages),
 * so the sign-in route carries none of it.
 */
const notificationsEn = {
  app: {
    notifications: {
      title: 'Notifications',
      open: 'Notifications |||| Notifications, %{smart_count} unread',
      unread_count: '%{smart_count} unread |||| %{smart_count} unread',
      mark_all: 'Mark all read',
      empty: 'Nothing new. Invitations, changes to your teams and first opens of your links show here.',
      load_failed: 'Notifications could not be loaded',
      unread: 'Unread',
      someone: 'Someone',
      kinds: {
        network_invitation: '%{person} invited you to the network %{record}',
        team_added: '%{person} added you to the team %{record}',
        team_removed: '%{person} removed you from the team %{record}',
        project_status: '%{person} moved the project %{record} to “%{status}”',
        invitation_accepted: '%{person} joined your network %{record}',
        invitation_declined: '%{person} declined your invitation to %{record}',
        member_changed: '%{person} changed their %{field}',
        share_link_opened: 'Your link to %{record} was opened for the first time',
        erasure_requested: '%{person} asked for their account to be erased',
        data_export_requested: '%{person} asked for a copy of their data',
      },
      fields: { skills: 'skills', level: 'experience level', industry_title: 'industry title' },
      statuses: { draft: 'Draft', posted: 'Posted', in_progress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
    },
  },
};
export default notificationsEn;
