import { notificationSentenceEn } from './notificationWording';
import type { Notification } from './notifications';

/** The daily mail covers the day before it is sent. */
const DIGEST_WINDOW_MS = 24 * 3600_000;

/** What a person has read: everything up to a position ("mark all read"), and ids read one by one. */
export interface ReadState {
  upTo: bigint | null;
  ids: ReadonlySet<string>;
}

/** The notifications of the last day, of the kinds the person chose, that they have not read yet, oldest first. */
export function digestItems(
  notifications: readonly Notification[],
  kinds: readonly string[],
  read: ReadState,
  now: Date,
): Notification[] {
  const since = now.getTime() - DIGEST_WINDOW_MS;
  return notifications
    .filter((n) => kinds.includes(n.kind))
    .filter((n) => Date.parse(n.at) > since && Date.parse(n.at) <= now.getTime())
    .filter((n) => !(read.upTo !== null && BigInt(n.position) <= read.upTo) && !read.ids.has(n.id))
    .sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1));
}

/** The mail of those items: one line per notification, and a link to the app's bell. */
export function digestMail(
  items: readonly Notification[],
  names: ReadonlyMap<string, string>,
  appUrl: string,
): { subject: string; text: string } {
  const subject =
    items.length === 1 ? 'One notification from the last day' : `${items.length} notifications from the last day`;
  const lines = items.map(
    (n) => `• ${notificationSentenceEn(n, names.get(n.person_id) ?? '')} (${n.at.slice(0, 16).replace('T', ' ')} UTC)`,
  );
  return {
    subject,
    text: [
      'Here is what happened on the platform since yesterday, of what you asked to hear about by mail:',
      '',
      ...lines,
      '',
      `Open the bell in the app to see them all: ${appUrl}`,
      'You can change which notifications come by mail on your Account page.',
    ].join('\n'),
  };
}
