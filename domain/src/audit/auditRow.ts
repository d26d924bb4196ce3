import type { ActorRole, EventMetadata, StoredEvent } from '../shared/events';
import { MAX_PREFIX_LENGTH, wordsOf } from '../shared/textSearch';
import { diffRecords, fieldsAsChanges, type FieldChange } from './changes';
import type { RedactionContext } from './redaction';

/**
 * The audit read model beside the projections: its name in `rm:pointers`, and its version, raised
 * when a row's shape or content changes so that `npm run replay` rebuilds it (and only it).
 */
export const AUDIT_READ_MODEL = { name: 'Audit', version: 1 } as const;

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
  /** A revert from the report: the position of the row it sets back. */
  reverts?: string;
  /** The reverts of this row, oldest first (written into the row when each is projected). */
  reverted_by?: RevertMark[];
}

export interface RevertMark {
  position: string;
  at: string;
  actor: AuditRow['actor'];
}

/** The original row with one more revert named on it (once, however often the revert's row is written). */
export function markReverted(original: AuditRow, revert: AuditRow): AuditRow {
  const marks = original.reverted_by ?? [];
  if (marks.some((mark) => mark.position === revert.position)) return original;
  return { ...original, reverted_by: [...marks, { position: revert.position, at: revert.at, actor: revert.actor }] };
}

/** Where an event came from: people act through the web; the system is the worker, a CLI or a seed. */
export function sourceOf(metadata: EventMetadata): AuditSource {
  if (metadata.actorRole !== 'system') return 'web';
  if (metadata.actorId === 'worker') return 'worker';
  if (metadata.actorId === 'cli') return 'cli';
  return 'seed';
}

export const redactionFor = (targetType: string): RedactionContext => ({
  secretTokens: targetType === 'share-link',
  hashes: 'drop',
});

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
  const changes = facts.record?.keyed
    ? diffRecords(facts.record.before, facts.record.after, context)
    : fieldsAsChanges(event.data, context);
  if (facts.record?.keyed && facts.eventFields?.length) {
    const data = event.data as Record<string, unknown>;
    const picked = Object.fromEntries(facts.eventFields.filter((f) => Object.hasOwn(data, f)).map((f) => [f, data[f]]));
    changes.push(...fieldsAsChanges(picked, context).map((c) => ({ ...c, field: `event.${c.field}` })));
  }
  const { actorId, actorRole, correlationId, reverts } = event.metadata;
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
    ...(reverts ? { reverts } : {}),
  };
}

// ── Columns of the audit table (infrastructure/src/readStore/auditDatabase.ts) ──
export const auditDayOf = (at: string) => at.slice(0, 10);

/**
 * Targets whose owner is the user of the same id (a profile, an account, a company profile): an owner
 * filter matches them too, so their rows carry that user as owner even when the target names none.
 */
export const SELF_OWNED_TARGET_TYPES: readonly string[] = ['specialist', 'account', 'business-owner'];

/** The owner an owner filter matches a row by. */
export const auditOwnerKeyOf = (row: AuditRow): string | null =>
  row.owner?.id ?? (SELF_OWNED_TARGET_TYPES.includes(row.target.type) ? row.target.id : null);

/** The words of the row's people and record names, normalised (each matched by its start). */
export const auditNameWords = (row: AuditRow): string[] => [
  ...new Set([row.target.name, row.actor?.name, row.owner?.name].flatMap((name) => wordsOf(name))),
];

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
 * 8 per row (each word is one more entry in the full-text index).
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

/** A word of `q` as the indexes hold it. */
export const auditQueryWords = (q: string): string[] => [...new Set(wordsOf(q).filter((w) => w.length >= 2))];
/** The name index holds prefixes up to this length. */
export const namePrefixOf = (word: string) => word.slice(0, MAX_PREFIX_LENGTH);
