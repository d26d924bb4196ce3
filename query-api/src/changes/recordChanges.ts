import { isNewsTo, peopleInListItems, rowAsSeenBy, type AuditRow } from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { VersionedReads } from '../hiring/readKit';
import type { AuditQuery } from '../report/auditQuery';
import type { FollowedRecord } from './followedRecords';

/** Rows read from the audit per page, newest first, and at most this many looked at per answer. */
const PAGE = 100;
const MAX_SCANNED = 2000;
/** Changes answered at most (the count still counts them all). */
const MAX_CHANGES = 100;

export interface RecordChanges {
  /** Others' changes after `since`, newest first, as the reader may see them. */
  changes: AuditRow[];
  /** How many there are in all (of the first 2,000 rows after `since`). */
  count: number;
  /** Whether there were more rows than were looked at: `count` is then a floor. */
  truncated: boolean;
  /** People named by list items of the changes (a team member by `specialist_id`), by id, as they are called now. */
  names: Record<string, string>;
}

/**
 * A followed record's changes by others after a position: the report's rows of the record and of its
 * members' profiles (their card's fields), each cut down to what the reader may see (domain
 * `rowAsSeenBy`); the reader's own changes are left out (`isNewsTo`).
 */
export async function recordChangesSince(
  audit: AuditQuery,
  readModels: ReadModelStore,
  record: FollowedRecord,
  since: bigint,
  readerId: string,
): Promise<RecordChanges> {
  const visible: AuditRow[] = [];
  const reachedSince = await scanChangesSince(audit, record, since, readerId, (row) => visible.push(row) > 0);
  const changes = visible.slice(0, MAX_CHANGES);
  return {
    changes,
    count: visible.length,
    truncated: !reachedSince,
    names: await namesInListItems(readModels, changes),
  };
}

/** Whether the record has a change by others after `since` that the reader may see: the count above is not 0. */
export async function hasChangesSince(
  audit: AuditQuery,
  record: FollowedRecord,
  since: bigint,
  readerId: string,
): Promise<boolean> {
  let found = false;
  await scanChangesSince(audit, record, since, readerId, () => {
    found = true;
    return false;
  });
  return found;
}

/**
 * The rows after `since`, newest first, as the reader may see them, each handed to `take` until it answers
 * false; answers whether the scan reached `since` (else it stopped at MAX_SCANNED rows, or when asked to).
 */
async function scanChangesSince(
  audit: AuditQuery,
  record: FollowedRecord,
  since: bigint,
  readerId: string,
  take: (row: AuditRow) => boolean,
): Promise<boolean> {
  const members = new Set(record.memberIds);
  const filter = {
    target_type: members.size > 0 && record.type !== 'specialist' ? [record.type, 'specialist'] : [record.type],
    target_id: [record.id, ...members],
  };
  let scanned = 0;
  while (scanned < MAX_SCANNED) {
    const { rows } = await audit.page(filter, 'DESC', scanned, PAGE);
    scanned += rows.length;
    for (const raw of rows) {
      const row = JSON.parse(raw) as AuditRow;
      if (BigInt(row.position) <= since) return true;
      if (!isNewsTo(readerId, row)) continue;
      const asMemberCard = row.target.type === 'specialist' && record.type !== 'specialist';
      const shown = asMemberCard
        ? rowAsSeenBy('specialist', 'other', row, { asMemberCard })
        : rowAsSeenBy(record.type, record.relation as never, row);
      if (shown && !take(shown)) return false;
    }
    if (rows.length < PAGE) return true;
  }
  return false;
}

/** The names (as they are now) of the people the rows' list items name by id: whose item of a list changed. */
export async function namesInListItems(
  readModels: ReadModelStore,
  rows: readonly Pick<AuditRow, 'changes'>[],
): Promise<Record<string, string>> {
  const people = peopleInListItems(rows.flatMap((row) => row.changes));
  if (people.length === 0) return {};
  return Object.fromEntries(await new VersionedReads(readModels.client, readModels.keyspace).names(people));
}
