import type { AuditEvent } from '../report';

/** The records whose changes people follow (docs/api.md, "Since your last visit"). */
export type FollowedType = 'specialist' | 'team' | 'project' | 'network';

/** GET /changes/{type}/{id}: the changes since the reader's last visit, as they may see them. */
export interface RecordChanges {
  /** `{type}/{id}`. */
  id: string;
  /** Where the current visit started: the app reads `?since=last-seen` only, which always has its moment. */
  since: { position: string; at: string };
  /** Where the read models were when this was answered: "Mark as seen" marks up to here. */
  position: string;
  count: number;
  truncated: boolean;
  changes: AuditEvent[];
  /** People named by list items of the changes, by id. */
  names: Record<string, string>;
}
