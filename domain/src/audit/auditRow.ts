import type { ActorRole, EventMetadata, StoredEvent } from '../shared/events';
import { MAX_PREFIX_LENGTH, prefixTokens, wordsOf } from '../shared/textSearch';
import { diffRecords, fieldsAsChanges, type FieldChange } from './changes';
import type { RedactionContext } from './redaction';

export const AUDIT_SOURCES = ['web', 'seed', 'cli', 'worker'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/** One row of the admin report: one event, as docs/api.md ("Admin report") describes it. */
export interface AuditRow {
  id: string;
  position: string;
  at: string;
  actor: { id: string; name: string | null; role: ActorRole } | null;
  action: string;
  target: { type: string; id: string; name: string | null };
  owner: { id: string; name: string | null } | null;
  correlation_id: string;
  source: AuditSource;
  changes: FieldChange[];
}

/** Where an event came from: people act through the web; the system is the worker, a CLI or a seed. */
export function sourceOf(metadata: EventMetadata): AuditSource {
  if (metadata.actorRole !== 'system') return 'web';
  if (metadata.actorId === 'worker') return 'worker';
  if (metadata.actorId === 'cli') return 'cli';
  return 'seed';
}

export const redactionFor = (targetType: string): RedactionContext => ({ secretTokens: targetType === 'share-link', hashes: 'drop' });

export interface AuditFacts {
  target: { type: string; id: string; name: string | null };
  owner: { id: string; name: string | null } | null;
  actorName: string | null;
  /** The target's record just before and just after the event; `keyed` false when the record does not fold this event. */
  record: { before: unknown; after: unknown; keyed: boolean } | null;
  /** Fields of the event listed beside the record's changes, as `event.{field}`. */
  eventFields?: string[];
}

/** The row of an event, from what the projector knew of its target and actor at that moment. */
export function auditRowOf(event: StoredEvent, facts: AuditFacts): AuditRow {
  const context = redactionFor(facts.target.type);
  const changes = facts.record?.keyed ? diffRecords(facts.record.before, facts.record.after, context) : fieldsAsChanges(event.data, context);
  if (facts.record?.keyed && facts.eventFields?.length) {
    const data = event.data as Record<string, unknown>;
    const picked = Object.fromEntries(facts.eventFields.filter((f) => Object.hasOwn(data, f)).map((f) => [f, data[f]]));
    changes.push(...fieldsAsChanges(picked, context).map((c) => ({ ...c, field: `event.${c.field}` })));
  }
  const { actorId, actorRole, correlationId } = event.metadata;
  return {
    id: event.position.toString(),
    position: event.position.toString(),
    at: event.createdAt.toISOString(),
    actor: actorRole === 'system' ? null : { id: actorId, name: facts.actorName, role: actorRole },
    action: event.type,
    target: facts.target,
    owner: facts.owner,
    correlation_id: correlationId,
    source: sourceOf(event.metadata),
    changes,
  };
}

// ── Redis layout (under the read models' keyspace version) ───────────────────
/** Every index is a sorted set of positions scored by position, so any of them pages in log order. */
export const auditKeys = {
  row: (position: string | bigint) => `audit:${position}`,
  all: 'audit:idx:all',
  /** Scored by time (epoch ms): turns `from`/`to` into positions. */
  time: 'audit:idx:time',
  actor: (actorId: string) => `audit:idx:actor:${actorId}`,
  /** Rows by their actor's role (the system's events have none). */
  role: (role: string) => `audit:idx:role:${role}`,
  type: (eventType: string) => `audit:idx:type:${eventType}`,
  targetType: (targetType: string) => `audit:idx:target:${targetType}`,
  target: (targetType: string, id: string) => `audit:idx:target:${targetType}:${id}`,
  owner: (ownerId: string) => `audit:idx:owner:${ownerId}`,
  source: (source: string) => `audit:idx:source:${source}`,
  /** Rows with a changed value holding this word. */
  word: (word: string) => `audit:idx:word:${word}`,
  /** A set of index keys (an actor's, a target's, an owner's) whose name has a word starting with this prefix. */
  names: (prefix: string) => `audit:names:${prefix}`,
  /** Hash: event type → count, for one UTC day. */
  stats: (day: string) => `audit:stats:${day}`,
  /** Sorted set of the days that have events (score: days since the epoch). */
  days: 'audit:days',
} as const;

export const auditDayOf = (at: string) => at.slice(0, 10);
export const auditDayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 86_400_000);

/**
 * Targets whose owner is the user of the same id (a profile, an account, a company profile): their
 * rows are not filed under the owner's index too, which would repeat the target's. An owner filter
 * reads these targets' indexes beside the owner's (`auditOwnerIndexKeys`).
 */
export const SELF_OWNED_TARGET_TYPES: readonly string[] = ['specialist', 'account', 'business-owner'];
const ownsItself = (row: AuditRow) => row.owner?.id === row.target.id && SELF_OWNED_TARGET_TYPES.includes(row.target.type);
/** The indexes that hold every row whose target belongs to a user. */
export const auditOwnerIndexKeys = (ownerId: string): string[] => [auditKeys.owner(ownerId), ...SELF_OWNED_TARGET_TYPES.map((t) => auditKeys.target(t, ownerId))];

/**
 * The sorted sets a row belongs to (member and score: its position), time aside. The system's events
 * are filed under its actor id too (`seed`, `worker`, `cli`, `system`), so they can be filtered.
 */
export function auditIndexKeys(row: AuditRow, actorId: string): string[] {
  const keys = [auditKeys.all, auditKeys.type(row.action), auditKeys.targetType(row.target.type), auditKeys.target(row.target.type, row.target.id), auditKeys.source(row.source)];
  keys.push(auditKeys.actor(actorId));
  if (row.actor) keys.push(auditKeys.role(row.actor.role));
  if (row.owner && !ownsItself(row)) keys.push(auditKeys.owner(row.owner.id));
  for (const word of changedWords(row)) keys.push(auditKeys.word(word));
  return keys;
}

const MAX_WORDS_PER_ROW = 8;
/** Longer texts (descriptions) are not indexed word by word: their words would be most of the index. */
const MAX_INDEXED_TEXT = 80;
const MAX_WORD_LENGTH = 40;
/** Values no one searches for by a word: ids, times, media keys and URLs. */
const UNSEARCHABLE = /^([0-9a-f]{8}-[0-9a-f]{4}-|\d{4}-\d{2}-\d{2}|\/|https?:|media\/|[•…])/i;
/** Fields whose values are ids or times, at any depth. */
const UNSEARCHABLE_FIELD = /(^id$|_id$|Id$|_at$|At$|^key$|Key$|url|URL|hash|Hash|token)/;

/**
 * Whole words of the changed values (after, then before), normalised like the search indexes: the
 * short texts people type (titles, names, labels; not descriptions), not ids, times or keys, at most
 * 8 per row (each word is one more entry in an index, the audit's largest memory cost).
 */
export function changedWords(row: AuditRow): string[] {
  const words = new Set<string>();
  const visit = (value: unknown, field: string): void => {
    if (words.size >= MAX_WORDS_PER_ROW || UNSEARCHABLE_FIELD.test(field)) return;
    if (typeof value === 'string') {
      if (UNSEARCHABLE.test(value) || value.length > MAX_INDEXED_TEXT) return;
      for (const word of wordsOf(value)) {
        if (words.size >= MAX_WORDS_PER_ROW) return;
        if (word.length >= 2 && word.length <= MAX_WORD_LENGTH && !/^\d+$/.test(word)) words.add(word);
      }
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, field));
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) visit(inner, key);
  };
  for (const change of row.changes) visit(change.after, change.field.split('.').at(-1)!);
  for (const change of row.changes) visit(change.before, change.field.split('.').at(-1)!);
  return [...words];
}

/** The people and record a row names, each with the index that holds their rows. */
export function auditNamed(row: AuditRow): { name: string | null; indexKey: string }[] {
  const named = [{ name: row.target.name, indexKey: auditKeys.target(row.target.type, row.target.id) }];
  if (row.actor) named.push({ name: row.actor.name, indexKey: auditKeys.actor(row.actor.id) });
  if (row.owner && !ownsItself(row)) named.push({ name: row.owner.name, indexKey: auditKeys.owner(row.owner.id) });
  return named;
}

/** Name prefixes of a row's people and target, each naming the index that holds their rows. */
export function auditNameEntries(row: AuditRow): { key: string; member: string }[] {
  return auditNamed(row).flatMap(({ name, indexKey }) => prefixTokens(name).map((prefix) => ({ key: auditKeys.names(prefix), member: indexKey })));
}

/** A word of `q` as the indexes hold it. */
export const auditQueryWords = (q: string): string[] => [...new Set(wordsOf(q).filter((w) => w.length >= 2))];
/** The name index holds prefixes up to this length. */
export const namePrefixOf = (word: string) => word.slice(0, MAX_PREFIX_LENGTH);
