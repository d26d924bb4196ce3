import type { EngagementRole } from '../engagement/projections/engagementRecord';
import type { NetworkView } from '../network/readPolicy';
import { CONTACT_FIELDS, type ProfileReader } from '../specialist/readPolicy';
import type { AuditRow } from './auditRow';
import type { FieldChange } from './changes';

/*
 * What a reader who is not auditing may see of a record's changes ("since your last visit"): the
 * report's rows, cut down by the record's own read policy. Each record type names the relations a
 * reader can have to it (the same the record's read answers use), and for each what is hidden:
 * fields, or whole events. Admins see everything; beyond the table, anyone but the person themself
 * and admins never sees an email address, at any depth of a value. A reader's own changes are never
 * news to them (`isNewsTo`).
 */

/** The records whose changes people follow, and each one's relations. */
export interface ChangeReaders {
  specialist: ProfileReader;
  team: 'owner' | 'admin' | 'member';
  project: EngagementRole;
  network: NetworkView;
}
export type FollowedRecordType = keyof ChangeReaders;
export const FOLLOWED_RECORD_TYPES: readonly FollowedRecordType[] = ['specialist', 'team', 'project', 'network'];
export const isFollowedRecordType = (type: string): type is FollowedRecordType =>
  (FOLLOWED_RECORD_TYPES as readonly string[]).includes(type);

interface VisibilityRule {
  /** Top-level fields of the record left out. */
  hiddenFields?: readonly string[];
  /** When set, only these event types are shown (the rest are others' business). */
  onlyEvents?: readonly string[];
}
const EVERYTHING: VisibilityRule = {};

/** What only the specialist and admins see of a profile (readPolicy.ts's `profileAsSeenBy`), and what no one else needs. */
const PROFILE_PRIVATE = ['billing_account', 'avatar_error', 'answer_media'] as const;
/** A project's collaborators and invitations name people and their addresses: the owner's and admins' alone. */
const PROJECT_PEOPLE = ['collaborators', 'invitations'] as const;
/** A network's own events; its membership events are each member's and the owner's business. */
const NETWORK_OWN_EVENTS = ['NetworkCreated', 'NetworkDetailsChanged', 'NetworkArchived'] as const;

export const CHANGE_VISIBILITY: { [T in FollowedRecordType]: Record<ChangeReaders[T], VisibilityRule> } = {
  specialist: {
    self: EVERYTHING,
    admin: EVERYTHING,
    'network-owner': { hiddenFields: ['email', ...PROFILE_PRIVATE] },
    other: { hiddenFields: [...CONTACT_FIELDS, ...PROFILE_PRIVATE] },
  },
  team: { owner: EVERYTHING, admin: EVERYTHING, member: EVERYTHING },
  project: {
    owner: EVERYTHING,
    admin: EVERYTHING,
    editor: { hiddenFields: PROJECT_PEOPLE },
    member: { hiddenFields: PROJECT_PEOPLE },
    viewer: { hiddenFields: PROJECT_PEOPLE },
  },
  network: { owner: EVERYTHING, admin: EVERYTHING, member: { onlyEvents: NETWORK_OWN_EVENTS } },
};

/**
 * What a team's or network's follower sees of its members' own profiles: what their card shows
 * (name, title, level, skills, languages, country), never the rest of the profile.
 */
export const MEMBER_CARD_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'industry_title',
  'experience_level_id',
  'specialist_skills',
  'specialist_languages',
  'country',
];

const EMAIL_FIELD = /email/i;
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value without its email addresses, at any depth. */
function withoutEmails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmails);
  if (!isPlain(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !EMAIL_FIELD.test(key))
      .map(([key, inner]) => [key, withoutEmails(inner)]),
  );
}

const topField = (change: FieldChange) => change.field.replace(/^event\./, '').split('.')[0];

/** Keeps the changes whose top-level field passes `keep`; emails go unless `emails` is true. */
function filterChanges(
  changes: readonly FieldChange[],
  keep: (field: string) => boolean,
  emails: boolean,
): FieldChange[] {
  return changes
    .filter((change) => keep(topField(change)) && (emails || !EMAIL_FIELD.test(change.field)))
    .map((change) =>
      emails ? change : { ...change, before: withoutEmails(change.before), after: withoutEmails(change.after) },
    );
}

/**
 * A row as a reader with `relation` to the record may see it, or null when nothing of it is theirs
 * to see. `asMemberCard`: the row is a member's profile seen through a team or network.
 */
export function rowAsSeenBy<T extends FollowedRecordType>(
  type: T,
  relation: ChangeReaders[T],
  row: AuditRow,
  options: { asMemberCard?: boolean } = {},
): AuditRow | null {
  const rule = (CHANGE_VISIBILITY[type] as Record<string, VisibilityRule>)[relation as string];
  if (!rule) return null;
  if (rule.onlyEvents && !rule.onlyEvents.includes(row.action)) return null;
  const hidden = new Set(rule.hiddenFields ?? []);
  const emails = relation === 'admin' || relation === 'self';
  const keep = options.asMemberCard
    ? (field: string) => MEMBER_CARD_FIELDS.includes(field)
    : (field: string) => !hidden.has(field);
  const changes = filterChanges(row.changes, keep, emails);
  if (changes.length === 0) return null;
  return { ...row, changes };
}

/** A change is news to a reader when someone else made it (a person, or the platform): their own edits are not. */
export const isNewsTo = (readerId: string, row: Pick<AuditRow, 'actor'>): boolean => row.actor?.id !== readerId;
