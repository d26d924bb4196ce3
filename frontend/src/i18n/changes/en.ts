/**
 * "Since your last visit" (English): it loads with the record pages' banner (providers/i18nProvider.ts,
 * feature messages), so the sign-in route carries none of it.
 */
const changesEn = {
  app: {
    changes: {
      since_last_visit:
        '%{smart_count} change since your last visit on %{date} |||| %{smart_count} changes since your last visit on %{date}',
      show: 'Show changes',
      mark_seen: 'Mark as seen',
      marked: 'Marked as seen',
      title: 'Changes since your last visit',
      since: 'Since %{date}',
      close: 'Close',
      by: '%{name} · %{when}',
      system: 'The platform',
      of_member: '%{name}’s profile',
      newest_only: 'The newest %{shown} of %{count} changes',
      changed_dot: 'Changed since you last looked',
    },
  },
};
export default changesEn;
