import { peopleInListItems, rowAsSeenBy, type AuditRow } from '@dth/domain';
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
  /** Changes after `since`, newest first, as the reader may see them. */
  changes: AuditRow[];
  /** How many there are in all (of the first 2,000 rows after `since`). */
  count: number;
  /** Whether there were more rows than were looked at: `count` is then a floor. */
  truncated: boolean;
  /** People named by list items of the changes (a team member by `specialist_id`), by id, as they are called now. */
  names: Record<string, string>;
}

/**
 * A followed record's changes after a position: the report's rows of the record and of its members'
 * profiles (their card's fields), each cut down to what the reader may see (domain `rowAsSeenBy`).
 */
export async function recordChangesSince(
  audit: AuditQuery,
  readModels: ReadModelStore,
  record: FollowedRecord,
  since: bigint,
): Promise<RecordChanges> {
  const members = new Set(record.memberIds);
  const filter = {
    target_type: members.size > 0 && record.type !== 'specialist' ? [record.type, 'specialist'] : [record.type],
    target_id: [record.id, ...members],
  };
  const visible: AuditRow[] = [];
  let scanned = 0;
  let reachedSince = false;
  while (!reachedSince && scanned < MAX_SCANNED) {
    const { rows } = await audit.page(filter, 'DESC', scanned, PAGE);
    scanned += rows.length;
    for (const raw of rows) {
      const row = JSON.parse(raw) as AuditRow;
      if (BigInt(row.position) <= since) {
        reachedSince = true;
        break;
      }
      const asMemberCard = row.target.type === 'specialist' && record.type !== 'specialist';
      const shown = asMemberCard
        ? rowAsSeenBy('specialist', 'other', row, { asMemberCard })
        : rowAsSeenBy(record.type, record.relation as never, row);
      if (shown) visible.push(shown);
    }
    if (rows.length < PAGE) reachedSince = true;
  }
  const changes = visible.slice(0, MAX_CHANGES);
  return {
    changes,
    count: visible.length,
    truncated: !reachedSince,
    names: await namesInListItems(readModels, changes),
  };
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
