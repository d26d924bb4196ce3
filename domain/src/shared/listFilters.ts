import { z } from 'zod';

// ── Filter value shapes shared by the read APIs' resources (and the saved searches that keep a filter) ──
/** The most records one page holds (`range`), and so the most ids one filter lists. */
export const MAX_PAGE_SIZE = 500;

/**
 * One value or several (react-admin sends arrays for multiple choices), distinct. An empty list is
 * 400, not "match nothing" nor an empty Redis union (which answered 500).
 */
export const oneOrMany = <T extends z.ZodType>(item: T, max: number) =>
  z
    .union([z.array(item).min(1, 'Choose at least one value').max(max, `At most ${max} values`), item])
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]) as z.output<T>[])]);
/** An id or ids: react-admin sends one value or an array, as numbers or numeric strings. */
export const intIds = oneOrMany(z.union([z.number().int().min(0), z.string().regex(/^\d+$/).transform(Number)]), 100);
export const stringIds = oneOrMany(z.string().min(1).max(200), MAX_PAGE_SIZE);
/** Any of an enum's values. */
export const anyOf = <T extends readonly [string, ...string[]]>(values: T) => oneOrMany(z.enum(values), values.length);
export const booleanFilter = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const textFilter = z.string().max(200);
