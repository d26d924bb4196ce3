import fc from 'fast-check';

/** Strings that tend to break things: NUL, lone surrogates, huge, lookalike digits, prototype keys. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  'x\udfff',
  '٣',
  '1e3',
  '-1',
  '1.5',
  '3.5',
  '1e308',
  '9223372036854775808',
  '0x10',
  'NaN',
  '__proto__',
  'constructor',
  '<script>',
  'x'.repeat(5000),
];

/** Random binary strings and the hostile ones above, with a suite's own (`extra`: near-valid dates, enums…). */
export const hostileString = (extra: string[] = []) =>
  fc.oneof(fc.string({ unit: 'binary', maxLength: 50 }), fc.constantFrom(...HOSTILE_STRINGS, ...extra));

/** Every leaf path of a JSON value, e.g. ['certificate', 'started_at']. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]))];
}

/** A copy of a JSON value with the value at `path` replaced (or, with `drop`, its key removed). */
export function withChange(value: unknown, path: string[], replacement: unknown, drop: boolean): unknown {
  if (path.length === 0) return replacement;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  const [head, ...rest] = path;
  if (rest.length === 0 && drop) delete copy[head];
  else copy[head] = withChange(copy[head], rest, replacement, drop);
  return copy;
}

/**
 * Request bodies for a write path: whole random JSON values, objects with hostile keys, and mostly a valid body
 * with one or two fields replaced by random JSON, a hostile string or number, or dropped.
 */
export function randomBodies(nastyString: fc.Arbitrary<string>, nastyNumber?: fc.Arbitrary<number>) {
  const replacement = nastyNumber
    ? fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString, nastyNumber)
    : fc.oneof(fc.jsonValue({ maxDepth: 3 }), nastyString);
  const mutationOf = (valid: object) =>
    fc
      .array(fc.record({ path: fc.constantFrom(...leafPaths(valid)), value: replacement, drop: fc.boolean() }), {
        minLength: 1,
        maxLength: 2,
      })
      .map((changes) => changes.reduce<unknown>((body, c) => withChange(body, c.path, c.value, c.drop), valid));
  return (valid: object | undefined): fc.Arbitrary<unknown> =>
    fc.oneof(
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
      { weight: 1, arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }) },
      { weight: 3, arbitrary: valid ? mutationOf(valid) : fc.jsonValue() },
    );
}
