/**
 * The admin report's records, as docs/api.md 'Admin report' answers them. Positions are decimal
 * strings (the log's order); every time is ISO 8601 UTC.
 */
export interface AuditActor {
  id: string;
  name: string | null;
  role: string;
}

export interface AuditTarget {
  type: string;
  id: string;
  name: string | null;
}

/** One field of a record before and after an event (lists as whole values, diffed item by item here). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEvent {
  id: string;
  position: string;
  at: string;
  /** null: the system (seed, worker, CLI). */
  actor: AuditActor | null;
  /** The event type, translated by the UI (report/eventWording.ts). */
  action: string;
  target: AuditTarget;
  owner: { id: string; name: string | null } | null;
  correlation_id: string;
  source: string;
  changes: FieldChange[];
  /** People its list items name by id, as they are called now (one row's read answers them). */
  names?: Record<string, string>;
  /** A revert from the report: the position of the row it set back. */
  reverts?: string;
  /** The reverts of this row, oldest first. */
  reverted_by?: { position: string; at: string; actor: AuditActor | null }[];
}

/** A later change a revert would overwrite (the 409's `details.later`), or did overwrite. */
export interface LaterChange {
  position: string;
  action: string;
  at: string;
  actor_id: string;
}

/** A revert done: `id` is its own row's position (`{reverts}:unchanged` when it changed nothing and appended no row). */
export interface AuditRevert {
  id: string;
  reverts: string;
  overwrote: LaterChange[];
}

/** The filters of GET /audit-events (and its exports). */
export interface AuditFilter {
  actor_id?: string | string[];
  /** The actor's role: admin, super_admin, specialist, business_owner. */
  actor_role?: string | string[];
  target_type?: string | string[];
  target_id?: string | string[];
  owner_id?: string | string[];
  type?: string | string[];
  source?: string | string[];
  from?: string;
  to?: string;
  q?: string;
}

/** One bar segment of the activity chart: events of one type on one UTC day. */
export interface AuditStat {
  id: string;
  day: string;
  type: string;
  count: number;
}

export interface EventTypeField {
  name: string;
  type: string;
  optional: boolean;
}

/** One entry of the event catalogue (GET /event-types), named by its type. */
export interface EventTypeInfo {
  id: string;
  type: string;
  version: number;
  aggregate: string;
  /** Why the event exists or how it is handled (e.g. what is redacted), when the domain says. */
  description?: string;
  fields: EventTypeField[];
  example: unknown;
  projections: string[];
  /** Whether an admin may revert it from the report; when not, the reason's code and words. */
  revertible?: boolean;
  notRevertible?: { reason: string; because: string };
}

/** A record as it was (GET /history/{type}/{id}/as-of): all null when it did not exist yet. */
export interface RecordVersion {
  id: string;
  position: string | null;
  at: string | null;
  record: Record<string, unknown> | null;
  /** What the record names in its `…_id` fields (network, team, project, people), by id, as they are called now. */
  names?: Record<string, string>;
}

export interface RecordDiff {
  id: string;
  from: { position: string | null; at: string | null };
  to: { position: string | null; at: string | null };
  changes: FieldChange[];
}

/** Target types with a record (as-of, diff) and a page of their own in the app. */
export const TARGET_TYPES = [
  'specialist',
  'account',
  'business-owner',
  'network',
  'team',
  'project',
  'share-link',
  'catalog',
  'email-reservation',
  'external-identity',
] as const;
export const SOURCES = ['web', 'seed', 'worker', 'cli'] as const;

export type AuditExportFormat = 'csv' | 'ndjson' | 'parquet';

/** An export job (POST /audit-exports, GET /audit-exports/{id}); `url` is its signed download link once done. */
export interface AuditExport {
  id: string;
  format: AuditExportFormat;
  state: 'waiting' | 'running' | 'done' | 'failed' | 'expired';
  rows: number;
  total: number | null;
  file_name: string;
  url: string | null;
  expires_at: string | null;
}
