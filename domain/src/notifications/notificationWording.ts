import { detailText, type Notification } from './notifications';

/**
 * The notifications' English wording: the daily mail's, and the bell's English catalogue
 * (frontend/src/i18n/notifications/en.ts) takes it from here, so both say the same. Placeholders as
 * polyglot writes them: %{person} (whom it names), %{record}, %{field}, %{status}.
 */
export const NOTIFICATION_WORDING_EN = {
  someone: 'Someone',
  kinds: {
    network_invitation: '%{person} invited you to the network %{record}',
    team_added: '%{person} added you to the team %{record}',
    team_removed: '%{person} removed you from the team %{record}',
    project_status: '%{person} moved the project %{record} to “%{status}”',
    offer_received: '%{person} offered you a seat on the team %{record}',
    invitation_accepted: '%{person} joined your network %{record}',
    invitation_declined: '%{person} declined your invitation to %{record}',
    offer_accepted: '%{person} accepted your offer for the team %{record}',
    offer_declined: '%{person} declined your offer for the team %{record}',
    member_changed: '%{person} changed their %{field}',
    share_link_opened: 'Your link to %{record} was opened for the first time',
    share_link_request: 'A client answered your link to %{record}',
    saved_search_match: '%{person} now matches your saved search %{record}',
    erasure_requested: '%{person} asked for their account to be erased',
    erasure_cancelled: '%{person} cancelled the erasure of their account',
    data_export_requested: '%{person} asked for a copy of their data',
  },
  fields: { skills: 'skills', level: 'experience level', industry_title: 'industry title' },
  statuses: {
    draft: 'Draft',
    posted: 'Posted',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
} as const;

const pick = (table: Record<string, string>, key: unknown) =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : detailText(key);

/** One notification as an English sentence; `personName` is whom it names, as they are called now. */
export function notificationSentenceEn(
  notification: Pick<Notification, 'kind' | 'record' | 'detail'>,
  personName: string,
): string {
  const w = NOTIFICATION_WORDING_EN;
  const values: Record<string, string> = {
    person: personName || w.someone,
    record: notification.record.name ?? '',
    field: pick(w.fields, notification.detail.field),
    status: pick(w.statuses, notification.detail.to),
  };
  return w.kinds[notification.kind].replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
