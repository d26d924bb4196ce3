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
  // owners
  'invitation_accepted',
  'invitation_declined',
  'member_changed',
  'share_link_opened',
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
    type: 'specialist' | 'team' | 'project' | 'network' | 'share-link' | 'account';
    id: string;
    name: string | null;
  };
  /** What changed, by kind: `{ from, to }` of a project's status, `{ fields }` of a member's profile, a link's target. */
  detail: Record<string, unknown>;
}

/** The read model: its name in `rm:pointers`, its version (raised when what it writes changes), its keys. */
export const NOTIFICATIONS_READ_MODEL = {
  name: 'Notifications',
  version: 3,
  keyPrefixes: ['nrel:', 'idx:notif:'],
} as const;

/** A person's inbox (or the admins'): notifications' JSON, scored by position. */
export const notificationInboxKey = (recipient: string) => `idx:notif:${recipient}`;
/** An inbox keeps this many, the newest. */
export const MAX_INBOX = 200;

/** Live delivery: the projector publishes each notification written here, as its JSON. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** The bell's wording of errors (codes `inbox.<key>`). */
export const inboxMessages = {
  badId: 'Give a notification id as it was answered',
  notFound: 'No such notification',
} as const;
export const inboxCodes = messageCodes('notifications', inboxMessages);
