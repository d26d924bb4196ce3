import type { FieldChange } from './reportTypes';

/**
 * How the report reads a change: lists diffed item by item (added, removed, changed, kept), other
 * values shown as one short text. Pure, so the list column, the drawer and the compare view agree.
 */
type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (isPlain(value) && Object.keys(value).length === 0);

const LABEL_KEY = /(title|name|label)$/i;

/**
 * A short human label for a value: strings and numbers as they are, a catalogue item by its
 * title or name (however deep: `{ skill: { skill_title } }`), anything else as compact JSON.
 */
export function labelOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(labelOf).join(', ');
  const named = namedLabelOf(value);
  return named ?? JSON.stringify(value);
}

/** The title or name an object carries (however deep: `{ skill: { skill_title } }`), if any. */
export const namedLabelOf = (value: unknown): string | undefined => (isPlain(value) ? findLabel(value, 0) : undefined);

/** A recording's kind, when the value is one (an answer's uploaded video or audio: `{ kind, media_url }`). */
export const recordingKindOf = (value: unknown): 'video' | 'audio' | undefined =>
  isPlain(value) &&
  (value.kind === 'video' || value.kind === 'audio') &&
  (typeof value.media_url === 'string' || typeof value.media_id === 'string')
    ? value.kind
    : undefined;

function findLabel(value: Plain, depth: number): string | undefined {
  if (depth > 3) return undefined;
  for (const [key, inner] of Object.entries(value))
    if (LABEL_KEY.test(key) && typeof inner === 'string' && inner) return inner;
  for (const inner of Object.values(value)) {
    if (isPlain(inner)) {
      const found = findLabel(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** Fields by which a list item is a person's (a team's member, a project's collaborator). */
const PERSON_ID_FIELDS = ['specialist_id', 'user_id'] as const;
/** The person an item is of, when they are what names it (an item with an id of its own, a skill row, is not theirs to name). */
const personOf = (item: unknown): string | undefined => {
  if (!isPlain(item) || (item.id !== undefined && item.id !== null)) return undefined;
  const field = PERSON_ID_FIELDS.find((name) => typeof item[name] === 'string');
  return field ? (item[field] as string) : undefined;
};

/**
 * A list item's label for a reader: a person's item by their name (`names`, by id, as the API answers
 * them beside the changes) and its own label, so a changed member reads "Yuki Tanaka · Tech lead".
 */
export function itemLabel(
  item: unknown,
  names: Readonly<Record<string, string>> = {},
  label: (value: unknown) => string = labelOf,
): string {
  const person = personOf(item);
  const name = person ? names[person] : undefined;
  const own = label(item);
  if (!name) return own;
  return own && own !== name && !own.startsWith('{') ? `${name} · ${own}` : name;
}

/** An id as text: a scalar as itself, anything else as its JSON (never one "[object Object]" for every object). */
const idText = (id: unknown) => (typeof id === 'string' || typeof id === 'number' ? String(id) : JSON.stringify(id));

/** What names an item across versions: its id (however deep, for `{ skill: { id } }`), its person, else its whole value. */
function keyOf(item: unknown): string {
  if (isPlain(item)) {
    if (item.id !== undefined && item.id !== null) return `id:${idText(item.id)}`;
    const person = personOf(item);
    if (person) return `person:${person}`;
    for (const inner of Object.values(item))
      if (isPlain(inner) && inner.id !== undefined && inner.id !== null) return `id:${idText(inner.id)}`;
  }
  return `value:${JSON.stringify(item)}`;
}

export type ListItemDiff =
  | { kind: 'kept' | 'added' | 'removed'; item: unknown }
  | { kind: 'changed'; before: unknown; after: unknown; fields: FieldChange[] };

/**
 * Two versions of a list, item by item, in reading order: the items of the new version where they
 * stand (kept, added or changed in place), each removed item just after the one it followed.
 */
export function diffList(before: readonly unknown[], after: readonly unknown[]): ListItemDiff[] {
  const afterByKey = new Map(after.map((item) => [keyOf(item), item]));
  const beforeByKey = new Map(before.map((item) => [keyOf(item), item]));
  const removedAfter = new Map<string | null, unknown[]>();
  let previousKept: string | null = null;
  for (const item of before) {
    const key = keyOf(item);
    if (afterByKey.has(key)) previousKept = key;
    else removedAfter.set(previousKept, [...(removedAfter.get(previousKept) ?? []), item]);
  }
  const out: ListItemDiff[] = (removedAfter.get(null) ?? []).map((item) => ({ kind: 'removed', item }));
  for (const item of after) {
    const key = keyOf(item);
    const old = beforeByKey.get(key);
    if (!beforeByKey.has(key)) out.push({ kind: 'added', item });
    else if (JSON.stringify(old) === JSON.stringify(item)) out.push({ kind: 'kept', item });
    else out.push({ kind: 'changed', before: old, after: item, fields: diffObjects(old, item) });
    for (const removed of removedAfter.get(key) ?? []) out.push({ kind: 'removed', item: removed });
  }
  return out;
}

/** Two objects' differing fields (nested ones dotted), for an item that changed in a list. */
export function diffObjects(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (!isPlain(before) || !isPlain(after))
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: prefix || 'value', before, after }];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const field = prefix ? `${prefix}.${key}` : key;
    const [b, a] = [before[key], after[key]];
    if (JSON.stringify(b) === JSON.stringify(a)) return [];
    if (isPlain(b) && isPlain(a)) return diffObjects(b, a, field);
    return [{ field, before: b, after: a }];
  });
}

export const isListChange = (change: FieldChange) =>
  (Array.isArray(change.before) || isEmptyValue(change.before)) &&
  (Array.isArray(change.after) || isEmptyValue(change.after)) &&
  (Array.isArray(change.before) || Array.isArray(change.after));

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export type ChangeSummary =
  | { field: string; kind: 'list'; added: number; removed: number; changed: number }
  | { field: string; kind: 'value'; before: string; after: string };

/** One change in a few words: a list as counts (+2 −1), a value as before → after. */
export function summarizeChange(change: FieldChange): ChangeSummary {
  if (isListChange(change)) {
    const items = diffList(asList(change.before), asList(change.after));
    const count = (kind: ListItemDiff['kind']) => items.filter((item) => item.kind === kind).length;
    return {
      field: change.field,
      kind: 'list',
      added: count('added'),
      removed: count('removed'),
      changed: count('changed'),
    };
  }
  return { field: change.field, kind: 'value', before: labelOf(change.before), after: labelOf(change.after) };
}

/** One part of a field name in plain English: `industry_title` → 'industry title', `viewerEmail` → 'viewer email'. */
const humanized = (part: string) =>
  part
    .replace(/^dv_/, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** react-admin's translate, as far as a field label needs it (`_`: the text when the key has no wording). */
export type Translate = (key: string, options: { _: string }) => string;

/**
 * A field's name for a reader, each part of a dotted path on its own and joined by ›
 * (`billing_account.bank_name` → 'Billing Details › Bank Name'): a part in the reader's language
 * (`app.report.fields.<part>`, or `app.report.field_in.<parent>.<part>` where it means something else
 * inside that parent: a certificate's `name` is its institution), a part without wording (or no
 * `translate`) in plain English. `within`: the list whose item these fields are (a changed item's fields).
 */
export function fieldLabel(field: string, translate?: Translate, within?: string): string {
  const parts = field.split('.');
  return parts
    .map((part, index) => {
      const english = humanized(part);
      if (!translate) return english;
      const label = translate(`app.report.fields.${part}`, { _: english });
      const parent = index > 0 ? parts[index - 1] : within?.split('.').at(-1);
      return parent ? translate(`app.report.field_in.${parent}.${part}`, { _: label }) : label;
    })
    .join(' › ');
}
