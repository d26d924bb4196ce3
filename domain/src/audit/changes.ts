import { redactField, type RedactionContext } from './redaction';

/** One field of a record before and after an event (values as the record's read API answers them). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A record's bookkeeping that every event moves (its last time, its last event's position): it would bury what changed. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set(['updated_at', 'updatedAt', 'position']);
/** Inside a record too (a profile's `availability.updated_at`): when a part was last set is no change of its own. */
const IGNORED_AT_ANY_DEPTH: ReadonlySet<string> = new Set(['updated_at', 'updatedAt']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((item, i) => sameValue(item, (b as unknown[])[i]));
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every(
      (k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

/**
 * The fields of a record that differ between two versions of it, redacted: nested objects by dotted
 * field (`billing_account.bank_name`), lists as whole values. A missing record is all nulls.
 */
export function diffRecords(before: unknown, after: unknown, context: RedactionContext, prefix = ''): FieldChange[] {
  const from = isPlainObject(before) ? before : {};
  const to = isPlainObject(after) ? after : {};
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if ((prefix === '' && IGNORED_FIELDS.has(field)) || IGNORED_AT_ANY_DEPTH.has(field)) continue;
    const a = from[field] ?? null;
    const b = to[field] ?? null;
    if (sameValue(a, b)) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      changes.push(...diffRecords(a, b, context, `${prefix}${field}.`));
      continue;
    }
    const shownBefore = redactField(field, a, context);
    const shownAfter = redactField(field, b, context);
    if (shownBefore === undefined && shownAfter === undefined) continue;
    if (sameValue(shownBefore, shownAfter)) continue;
    changes.push({ field: `${prefix}${field}`, before: shownBefore ?? null, after: shownAfter ?? null });
  }
  return changes;
}

/** A target without a record: the event's own fields, as new values. */
export const fieldsAsChanges = (data: object, context: RedactionContext): FieldChange[] =>
  diffRecords(null, data, context);

/** Fields by which a list item names a person. */
const PERSON_ID_FIELDS = ['specialist_id', 'user_id', 'responsible_id'] as const;

/** The people list items of these changes name by id (a team's members), so a reader can be told whose item changed. */
export function peopleInListItems(changes: readonly FieldChange[]): string[] {
  const ids = new Set<string>();
  for (const change of changes) {
    for (const value of [change.before, change.after]) {
      if (!Array.isArray(value)) continue;
      for (const item of value) {
        // An item with an id of its own (a skill row) is named by it, not by its person.
        if (!isPlainObject(item) || Object.hasOwn(item, 'id')) continue;
        for (const field of PERSON_ID_FIELDS) if (typeof item[field] === 'string') ids.add(item[field]);
      }
    }
  }
  return [...ids];
}
