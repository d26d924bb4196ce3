/**
 * The Account page's wording (English): it loads with that page (providers/i18nProvider.ts, feature
 * messages), so the sign-in route carries none of it.
 */
const accountEn = {
  app: {
    account: {
      erasure: {
        title: 'Delete my account',
        hint: 'Your profile, your name, email and phone, your media: erased for good. Teams and projects keep a place marked “Erased user”.',
        start: 'Delete my account',
        dialog_title: 'Delete your account?',
        dialog_text:
          'After %{grace}, everything that is yours is erased and cannot be brought back. Until then you can cancel here. Type your email address, %{email}, to confirm.',
        confirmation: 'Your email address',
        password: 'Your password',
        google: 'Confirm with Google instead',
        google_done: 'Confirmed with Google',
        submit: 'Delete my account',
        back: 'Keep my account',
        scheduled: 'Your account will be deleted on %{date}.',
        pending: 'Your account will be deleted on %{date}. Until then, you can cancel.',
        pending_admin: 'An administrator is erasing this account on %{date}.',
        cancel: 'Cancel the deletion',
        cancelled: 'The deletion is cancelled: your account stays.',
      },
      sign_in_methods: {
        title: 'Ways to sign in',
        hint: 'Each of these signs you in to this account. Unlink Google to sign in with your password only.',
        only_one:
          'Google is the only way to sign in to this account. To unlink it, choose a password first: “Email me a password link” below sends you one.',
        unlink: 'Unlink',
        password: 'Password',
      },
      notifications: {
        title: 'Notifications by mail',
        hint: 'Everything shows in the bell. Tick what should also come in a daily mail (at 07:00 UTC, the last day’s unread ones).',
        kinds: {
          network_invitation: 'Invitations to a network',
          team_added: 'Being added to a team',
          team_removed: 'Being removed from a team',
          project_status: 'Status changes of projects you collaborate on',
          invitation_accepted: 'Invitations accepted',
          invitation_declined: 'Invitations declined',
          member_changed: 'Team members changing their skills, level or title',
          share_link_opened: 'A share link opened for the first time',
          share_link_request: 'A client answering a share link',
          saved_search_match: 'A specialist newly matching a saved search with an alert',
          erasure_requested: 'Account deletions asked for (admins)',
          erasure_cancelled: 'Account deletions cancelled (admins)',
          data_export_requested: 'Data copies asked for (admins)',
        },
      },
      data: {
        title: 'Your data',
        hint: 'Everything we hold about you, in one ZIP file.',
        start: 'Download my data',
        waiting: 'Asking for your data…',
        preparing: 'Preparing your archive… %{percent}%',
        ready: 'Your archive is ready.',
        until: 'Available until %{date}',
        download: 'Download ZIP',
        failed: 'The archive could not be prepared. Try again.',
        expired: 'Your last archive has expired.',
      },
      details: 'Account details',
      details_hint: 'How your account is registered with us.',
      edit_title: 'Your details',
      edit_hint: 'Your name, phone and where you are based.',
      user_type: 'Account type',
      status: 'Status',
      statuses: { active: 'Active', awaiting_password: 'Awaiting password' },
      member_since: 'Member since',
      load_failed: 'We could not load your account just now; showing what we know.',
      security: 'Password',
      password_hint: 'We will email you a secure link to choose a new password.',
      change_password: 'Email me a password link',
      password_link_sent: 'We have sent a link to %{email}.',
    },
  },
};

export default accountEn;
