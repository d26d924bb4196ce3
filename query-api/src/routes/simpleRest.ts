import { z } from 'zod';
import { MAX_PAGE_SIZE, ValidationError, fieldMessageOf, listCodes, type FieldErrors } from '@dth/domain';

/*
 * The ra-data-simple-rest dialect of docs/api.md: `filter` (JSON object), `sort` (["field",
 * "ASC|DESC"]) and `range` ([start, end], inclusive) query parameters; a JSON array answered with
 * `Content-Range: {resource} {start}-{end}/{total}`. Unknown filter or sort fields are 400.
 */
export type SortOrder = 'ASC' | 'DESC';
export interface ListParams<F> {
  filter: F;
  sort: { field: string; order: SortOrder };
  start: number;
  /** Inclusive, as react-admin sends it. */
  end: number;
}

export const DEFAULT_PAGE_SIZE = 25;
/** A page larger than this is refused: a list is read page by page. */
export { MAX_PAGE_SIZE };

export interface ListSpec<F extends z.ZodType> {
  filter: F;
  sortFields: readonly string[];
  defaultSort: (filter: z.infer<F>) => { field: string; order: SortOrder };
}

const sortSchema = z.tuple([z.string(), z.enum(['ASC', 'DESC', 'asc', 'desc'])]);
const rangeSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]);

function json(text: unknown, field: string): unknown {
  if (text === undefined) return undefined;
  if (typeof text !== 'string')
    throw new ValidationError(listCodes.notOnce(field), { [field]: listCodes.notOnce(field) });
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(listCodes.notJson(field), { [field]: listCodes.notJson(field) });
  }
}

/** Field errors of a filter, dotted as `filter.{name}`; an unknown key says so. */
function filterErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys) fields[`filter.${key}`] = listCodes.unknownFilterField(key);
    else fields[['filter', ...issue.path.map(String)].join('.')] ??= fieldMessageOf(issue.message);
  }
  return fields;
}

export function parseListParams<F extends z.ZodType>(
  query: Record<string, unknown>,
  spec: ListSpec<F>,
): ListParams<z.infer<F>> {
  const rawFilter = json(query.filter, 'filter') ?? {};
  if (typeof rawFilter !== 'object' || rawFilter === null || Array.isArray(rawFilter)) {
    throw new ValidationError(listCodes.filterNotObject, { filter: listCodes.filterNotObject });
  }
  const parsed = spec.filter.safeParse(rawFilter);
  if (!parsed.success) {
    const fields = filterErrors(parsed.error);
    throw new ValidationError(Object.values(fields)[0] ?? listCodes.invalidFilter, fields);
  }
  const filter = parsed.data;

  let sort = spec.defaultSort(filter);
  const rawSort = json(query.sort, 'sort');
  if (rawSort !== undefined) {
    const s = sortSchema.safeParse(rawSort);
    if (!s.success) throw new ValidationError(listCodes.sortInvalid, { sort: listCodes.sortInvalid });
    if (!spec.sortFields.includes(s.data[0])) {
      const message = listCodes.unknownSortField(s.data[0], spec.sortFields);
      throw new ValidationError(message, { sort: message });
    }
    sort = { field: s.data[0], order: s.data[1].toUpperCase() as SortOrder };
  }

  let start = 0;
  let end = DEFAULT_PAGE_SIZE - 1;
  const rawRange = json(query.range, 'range');
  if (rawRange !== undefined) {
    const r = rangeSchema.safeParse(rawRange);
    if (!r.success || r.data[1] < r.data[0])
      throw new ValidationError(listCodes.rangeInvalid, { range: listCodes.rangeInvalid });
    if (r.data[1] - r.data[0] + 1 > MAX_PAGE_SIZE) {
      throw new ValidationError(listCodes.pageTooLarge(MAX_PAGE_SIZE), {
        range: listCodes.pageTooLarge(MAX_PAGE_SIZE),
      });
    }
    [start, end] = r.data;
  }
  return { filter, sort, start, end };
}

// `Content-Range` of a page: `networks 0-24/130`, or `networks */130` past the end.
export const contentRange = (resource: string, start: number, count: number, total: number) =>
  count > 0 ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`;

/** What a read answers, whichever server sends it (express, or the fast path in front of it). */
export interface ReadAnswer {
  body: string;
  headers: Record<string, string>;
}

/** A page as the dialect answers it: the records (JSON texts, joined without re-serialising) and its range. */
export function listAnswer(resource: string, start: number, records: readonly string[], total: number): ReadAnswer {
  return {
    body: `[${records.join(',')}]`,
    headers: {
      'content-range': contentRange(resource, start, records.length, total),
      'access-control-expose-headers': 'Content-Range',
    },
  };
}

export const recordAnswer = (record: string): ReadAnswer => ({ body: record, headers: {} });

// The filter value shapes live in the domain: a saved search keeps a filter checked by the same schema.
export { anyOf, booleanFilter, intIds, oneOrMany, stringIds, textFilter } from '@dth/domain';

/** A request that says `Cache-Control: no-cache` (a hard reload) is computed afresh, not served from memory. */
export const wantsFresh = (cacheControl: string | string[] | undefined) =>
  /\bno-cache\b/i.test(String(cacheControl ?? ''));
