import { redactField, type RedactionContext } from './redaction';

/** One field of a record before and after an event (values as the record's read API answers them). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A record's bookkeeping that every event moves (its last time, its last event's position): it would bury what changed. */
const IGNORED_FIELDS: ReadonlySet<string> = new Set(['updated_at', 'updatedAt', 'position']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((item, i) => sameValue(item, (b as unknown[])[i]));
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return aKeys.length === bKeys.length && aKeys.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
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
    if (prefix === '' && IGNORED_FIELDS.has(field)) continue;
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
export const fieldsAsChanges = (data: object, context: RedactionContext): FieldChange[] => diffRecords(null, data, context);
