import type { CreateParams, GetListParams, GetManyParams, GetOneParams, RaRecord } from 'react-admin';
import type {
  AuditEvent,
  AuditExport,
  AuditRevert,
  AuditExportFormat,
  AuditFilter,
  AuditStat,
  EventTypeInfo,
  RecordDiff,
  RecordVersion,
} from '../../report/reportTypes';
import { restCall } from '../restCall';
import { enc, mapping } from './mapping';
import type { AppMethods } from '../dataProvider';
import type { MappingsOf } from './registry';

/**
 * The admin report's resources (docs/api.md, 'Admin report'), admin and super_admin only:
 * - `audit-events`: the rows, ra-data-simple-rest dialect (filter, sort, range, Content-Range);
 * - `audit-stats`: events per UTC day and type of the list's filter, for the chart (`meta.days`: its days);
 * - `event-types`: the event catalogue, answered whole (searched and grouped here);
 * - `record-history`: one record's timeline (filter `target_type` + `target_id`);
 * - `record-versions`: one record as of a moment (`id` `{targetType}/{id}`, `meta.at`);
 * - `record-diffs`: one record between two moments (`meta.from`, `meta.to`).
 * - `audit-exports`: an export job of the list's filter (create), its progress and signed link (getOne).
 * And the named method `revertChange({ position, anyway? })`, which reverts that row's change
 * (POST /audit-events/{position}/revert): the revert's row position (`id`), with the later changes it overwrote.
 */

/** The filters the API knows; empty values are dropped (an empty filter would match nothing). */
export function auditFilterOf(filter: Record<string, unknown> | undefined): AuditFilter {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

const totalOf = (headers: Headers, fallback: number) => {
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  return Number.isFinite(total) ? total : fallback;
};

/** A JSON array, or `{ data: [] }`. */
const itemsOf = <T>(body: unknown): T[] =>
  (Array.isArray(body)
    ? body
    : Array.isArray((body as { data?: unknown })?.data)
      ? (body as { data: T[] }).data
      : []) as T[];
/** A record, or `{ data: record }`. */
const recordOf = <T>(body: unknown): T =>
  (body && typeof body === 'object' && 'data' in body && !('id' in body) ? (body as { data: T }).data : body) as T;

const rangeOf = ({ pagination }: Pick<GetListParams, 'pagination'>) => {
  const { page, perPage } = pagination ?? { page: 1, perPage: 50 };
  return [(page - 1) * perPage, page * perPage - 1];
};

const asRow = (row: AuditEvent): AuditEvent => ({
  ...row,
  id: String(row.id ?? row.position),
  position: String(row.position ?? row.id),
  changes: Array.isArray(row.changes) ? row.changes : [],
});

// ── audit-events ─────────────────────────────────────────────────────────────
export const auditListUrl = (params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>) => {
  const sort = params.sort?.field ? [params.sort.field, params.sort.order] : ['at', 'DESC'];
  const query = new URLSearchParams({
    filter: JSON.stringify(auditFilterOf(params.filter as Record<string, unknown> | undefined)),
    sort: JSON.stringify(sort),
    range: JSON.stringify(rangeOf(params)),
  });
  return `/audit-events?${query}`;
};

const auditEvents = mapping({
  getList: async (_resource, params: GetListParams) => {
    const response = await restCall(auditListUrl(params));
    const rows = itemsOf<AuditEvent>(response.json).map(asRow);
    return { data: rows, total: totalOf(response.headers, rows.length) };
  },
  getOne: async (_resource, { id }: GetOneParams<RaRecord>) => ({
    data: asRow(recordOf<AuditEvent>((await restCall(`/audit-events/${enc(id)}`)).json)),
  }),
  getMany: async (_resource, { ids }: GetManyParams) => {
    const query = new URLSearchParams({
      filter: JSON.stringify({ id: ids.map(String) }),
      range: JSON.stringify([0, Math.max(ids.length - 1, 0)]),
    });
    return { data: itemsOf<AuditEvent>((await restCall(`/audit-events?${query}`)).json).map(asRow) };
  },
});

// ── audit-stats ──────────────────────────────────────────────────────────────
/** The chart's days (default: the filter's own dates) and the list's filter, which the counts narrow to. */
export const auditStatsUrl = (
  filter: Record<string, unknown> | undefined,
  days: { from?: unknown; to?: unknown } = filter ?? {},
) => {
  const query = new URLSearchParams({ bucket: 'day' });
  if (typeof days.from === 'string' && days.from) query.set('from', days.from.slice(0, 10));
  if (typeof days.to === 'string' && days.to) query.set('to', days.to.slice(0, 10));
  const narrowed = auditFilterOf(filter);
  if (Object.keys(narrowed).length > 0) query.set('filter', JSON.stringify(narrowed));
  return `/audit-events/stats?${query}`;
};

const auditStats = mapping({
  getList: async (_resource, { filter, meta }: GetListParams) => {
    const days = (meta as { days?: { from?: string; to?: string } } | undefined)?.days;
    const rows = itemsOf<Omit<AuditStat, 'id'>>(
      (await restCall(auditStatsUrl(filter as Record<string, unknown> | undefined, days))).json,
    ).map((row) => ({
      ...row,
      id: `${row.day}:${row.type}`,
    }));
    return { data: rows, total: rows.length };
  },
});

// ── event-types ──────────────────────────────────────────────────────────────
let catalogue: Promise<EventTypeInfo[]> | undefined;
const loadCatalogue = () => {
  catalogue ??= restCall('/event-types')
    .then((response) =>
      itemsOf<Omit<EventTypeInfo, 'id'>>(response.json).map((entry) => ({
        ...entry,
        id: entry.type,
        fields: entry.fields ?? [],
        projections: entry.projections ?? [],
      })),
    )
    .catch((error: unknown) => {
      catalogue = undefined;
      throw error;
    });
  return catalogue;
};

/** For tests: forget the catalogue read before. */
export const forgetCatalogue = () => void (catalogue = undefined);

const matchesCatalogueFilter = (entry: EventTypeInfo, filter: { q?: string; aggregate?: string }) => {
  if (filter.aggregate && entry.aggregate !== filter.aggregate) return false;
  // Case, underscores and hyphens aside: `industry_title` finds the field `industryTitle` (the API's and the event's spellings).
  const fold = (text: string) => text.toLowerCase().replace(/[_-]/g, '');
  const words = fold(filter.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const haystack = fold(
    [
      entry.type,
      entry.aggregate,
      ...entry.fields.flatMap((field) => [field.name, field.type]),
      ...entry.projections,
    ].join(' '),
  );
  return words.every((word) => haystack.includes(word));
};

const eventTypes = mapping({
  getList: async (_resource, { filter }: GetListParams) => {
    const data = (await loadCatalogue()).filter((entry) =>
      matchesCatalogueFilter(entry, (filter as { q?: string; aggregate?: string } | undefined) ?? {}),
    );
    return { data, total: data.length };
  },
  getOne: async (_resource, { id }: GetOneParams<RaRecord>) => {
    const entry = (await loadCatalogue()).find((item) => item.id === id);
    if (!entry) throw new Error(`unknown event type ${String(id)}`);
    return { data: entry };
  },
  getMany: async (_resource, { ids }: GetManyParams) => ({
    data: (await loadCatalogue()).filter((entry) => ids.map(String).includes(entry.id)),
  }),
});

// ── record history, versions, diffs ──────────────────────────────────────────
const recordPath = (targetType: unknown, id: unknown) => `/history/${enc(targetType)}/${enc(id)}`;
/** `{targetType}/{id}`: the id of a record's version or diff. */
const splitRecordId = (id: unknown): [string, string] => {
  const text = String(id);
  const slash = text.indexOf('/');
  if (slash < 1) throw new Error(`record ids read {targetType}/{id}, not ${text}`);
  return [text.slice(0, slash), text.slice(slash + 1)];
};

const recordHistory = mapping({
  getList: async (_resource, params: GetListParams) => {
    const { target_type: targetType, target_id: targetId } = (params.filter ?? {}) as {
      target_type?: string;
      target_id?: string;
    };
    if (!targetType || !targetId) throw new Error('record-history: filter by target_type and target_id');
    const response = await restCall(
      `${recordPath(targetType, targetId)}?${new URLSearchParams({ range: JSON.stringify(rangeOf(params)) })}`,
    );
    const rows = itemsOf<AuditEvent>(response.json).map(asRow);
    return { data: rows, total: totalOf(response.headers, rows.length) };
  },
});

const recordVersions = mapping({
  getOne: async (_resource, { id, meta }: GetOneParams<RaRecord>) => {
    const [targetType, targetId] = splitRecordId(id);
    const at = (meta as { at?: string } | undefined)?.at;
    const query = at ? `?${new URLSearchParams({ at })}` : '';
    const version = recordOf<Omit<RecordVersion, 'id'>>(
      (await restCall(`${recordPath(targetType, targetId)}/as-of${query}`)).json,
    );
    return { data: { ...version, id: `${String(id)}@${at ?? 'now'}` } };
  },
});

const recordDiffs = mapping({
  getOne: async (_resource, { id, meta }: GetOneParams<RaRecord>) => {
    const [targetType, targetId] = splitRecordId(id);
    const { from, to } = (meta ?? {}) as { from?: string; to?: string };
    if (!from) throw new Error('record-diffs: name the earlier moment in meta.from');
    const query = new URLSearchParams({ from });
    if (to) query.set('to', to);
    const diff = recordOf<Omit<RecordDiff, 'id'>>(
      (await restCall(`${recordPath(targetType, targetId)}/diff?${query}`)).json,
    );
    return {
      data: {
        ...diff,
        changes: Array.isArray(diff.changes) ? diff.changes : [],
        id: `${String(id)}@${from}..${to ?? 'now'}`,
      },
    };
  },
});

// ── audit-exports ────────────────────────────────────────────────────────────
/** An export job: started with a filter, followed until its file can be downloaded from its signed link. */
const auditExports = mapping({
  create: async (
    _resource,
    { data }: CreateParams<{ format: AuditExportFormat; filter?: Record<string, unknown> }>,
  ) => ({
    data: (
      await restCall<AuditExport>('/audit-exports', {
        method: 'POST',
        json: { format: data.format, filter: auditFilterOf(data.filter) },
      })
    ).json,
  }),
  getOne: async (_resource, { id }: GetOneParams<RaRecord>) => ({
    data: (await restCall<AuditExport>(`/audit-exports/${enc(id)}`)).json,
  }),
});

// ── the revert, a named method ───────────────────────────────────────────────
export const methods = {
  revertChange: async ({ position, anyway }: { position: string; anyway?: boolean }): Promise<AuditRevert> => {
    const body = (
      await restCall<{ data: Omit<AuditRevert, 'id'>; position?: string }>(`/audit-events/${enc(position)}/revert`, {
        method: 'POST',
        json: anyway ? { anyway: true } : {},
      })
    ).json;
    // A revert that changed nothing (the fields already held those values) appended nothing: no position of its own.
    return { ...body.data, id: body.position ?? `${body.data.reverts}:unchanged` };
  },
} satisfies Pick<AppMethods, 'revertChange'>;

export const mappings = {
  'audit-events': auditEvents,
  'audit-stats': auditStats,
  'event-types': eventTypes,
  'record-history': recordHistory,
  'record-versions': recordVersions,
  'record-diffs': recordDiffs,
  'audit-exports': auditExports,
} satisfies MappingsOf<'report'>;
