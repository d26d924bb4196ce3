import { messageCodes } from '../shared/messages';

/*
 * Notifications (docs/api.md, "Notifications"): what the reactor (./notificationReactor.ts) tells each
 * person about events that concern them. They are a read model like the others, rebuilt by a replay:
 * each person's inbox is a sorted set of notifications (their JSON, scored by the event's position),
 * beside the few facts about teams, networks, projects and links that say who is concerned.
 */

/** The kinds, by who receives them. */
export const NOTIFICATION_KINDS = [
  // specialists
  'network_invitation',
  'team_added',
  'team_removed',
  'project_status',
  'offer_received',
  // owners
  'invitation_accepted',
  'invitation_declined',
  'offer_accepted',
  'offer_declined',
  'member_changed',
  'share_link_opened',
  'share_link_request',
  'saved_search_match',
  // admins
  'erasure_requested',
  'erasure_cancelled',
  'data_export_requested',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Admin notifications go to one inbox every admin reads (each with their own read state). */
export const ADMINS_INBOX = 'admins';

export interface Notification {
  /** `{position}.{n}`: the event's position, and which of its notifications this is. */
  id: string;
  position: string;
  at: string;
  kind: NotificationKind;
  /** A user id, or ADMINS_INBOX. */
  recipient: string;
  /** Who did it (a user id; 'system' for the platform). */
  actor_id: string;
  /** Who the sentence names: whoever did it, or whom it is about (the specialist who joined, or changed their skills). */
  person_id: string;
  /** The record it is about, and where it links to. */
  record: {
    type: 'specialist' | 'team' | 'offer' | 'project' | 'network' | 'share-link' | 'saved-search' | 'account';
    id: string;
    name: string | null;
  };
  /** What changed, by kind: `{ from, to }` of a project's status, `{ fields }` of a member's profile, a link's target (and a client's request). */
  detail: Record<string, unknown>;
  /** How many notifications of its group this entry stands for (`nextInbox`); absent, one (as the reactor makes them). */
  count?: number;
}

/** The read model: its name in `rm:pointers`, its version (raised when what it writes changes), its keys. */
export const NOTIFICATIONS_READ_MODEL = {
  name: 'Notifications',
  version: 5,
  keyPrefixes: ['nrel:', 'idx:notif:'],
} as const;

/** A person's inbox (or the admins'): notifications' JSON, scored by position. */
export const notificationInboxKey = (recipient: string) => `idx:notif:${recipient}`;
/** An inbox keeps this many, the newest (and every entry of a kept kind). */
export const MAX_INBOX = 200;

/** Kinds an inbox keeps whatever comes after them: an admin must see every erasure request. */
export const KEPT_NOTIFICATION_KINDS: readonly NotificationKind[] = ['erasure_requested'];

/**
 * What collapses into one inbox entry: the same kind, about the same record, by the same person (and for
 * a member's profile, the same field). A burst of one person's requests is one line with a count.
 */
export const notificationGroupOf = (n: Notification): string =>
  [n.kind, n.record.type, n.record.id, n.person_id, detailText(n.detail.field)].join('|');

/** A detail's value as text: a string or a number as written, anything else (absent) as empty. */
export const detailText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * An inbox after new notifications: each replaces the entry of its group (if any), counting it, and the
 * inbox keeps its newest MAX_INBOX entries, beside every entry of a kept kind. `stored` is the inbox's JSON,
 * oldest first; answers what to remove of it and what to add (and publish).
 */
export function nextInbox(
  stored: readonly string[],
  incoming: readonly Notification[],
): { removed: string[]; added: Notification[] } {
  type Entry = { notification: Notification; raw?: string };
  let entries: Entry[] = stored.map((raw) => ({ notification: JSON.parse(raw) as Notification, raw }));
  const removed: string[] = [];
  const drop = (gone: readonly Entry[]) => {
    for (const entry of gone) if (entry.raw !== undefined) removed.push(entry.raw);
    entries = entries.filter((entry) => !gone.includes(entry));
  };
  for (const notification of incoming) {
    const group = notificationGroupOf(notification);
    const same = entries.filter((entry) => notificationGroupOf(entry.notification) === group);
    const count = same.reduce((sum, entry) => sum + (entry.notification.count ?? 1), 1);
    drop(same);
    entries.push({ notification: { ...notification, count } });
  }
  const over = entries.length - MAX_INBOX;
  if (over > 0)
    drop(entries.filter((entry) => !KEPT_NOTIFICATION_KINDS.includes(entry.notification.kind)).slice(0, over));
  return { removed, added: entries.filter((entry) => entry.raw === undefined).map((entry) => entry.notification) };
}

/** Live delivery: the projector publishes each notification written here, as its JSON. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** The bell's wording of errors (codes `inbox.<key>`). */
export const inboxMessages = {
  badId: 'Give a notification id as it was answered',
  notFound: 'No such notification',
  tooManyStreams: 'Too many live notification streams were opened; the page tries again by itself',
} as const;
export const inboxCodes = messageCodes('notifications', inboxMessages);
