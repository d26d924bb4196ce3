import { engagementKey, networkKey, teamKey, userAccountKey } from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { VersionedReads, displayName } from '../hiring/readKit';

/** Which read model names what a field holds the id of; any other `…_id` field names a person (an account). */
const NAMED_BY: Record<string, (id: string) => string> = {
  network_id: networkKey,
  team_id: teamKey,
  assigned_team_id: teamKey,
  project_id: engagementKey,
};

/**
 * What a record as it was names by id in its `…_id` fields (its network, team or project, its owner), by
 * their names now, so the report reads "Design guild" rather than a UUID. Ids with nothing to read (an
 * erased account, a deleted record) are left out, and show shortened.
 */
export async function namesInRecord(readModels: ReadModelStore, record: unknown): Promise<Record<string, string>> {
  if (record === null || typeof record !== 'object') return {};
  const ids = Object.entries(record).flatMap(([field, value]) =>
    field.endsWith('_id') && typeof value === 'string' && value ? [[field, value] as const] : [],
  );
  if (ids.length === 0) return {};
  const docs = await new VersionedReads(readModels.client, readModels.keyspace).mgetJson<{
    name?: string;
    first_name?: string;
    last_name?: string;
  }>(ids.map(([field, id]) => (NAMED_BY[field] ?? userAccountKey)(id)));
  return Object.fromEntries(
    ids.flatMap(([, id], i) => {
      const doc = docs[i];
      const name =
        typeof doc?.name === 'string'
          ? doc.name
          : doc?.first_name !== undefined
            ? displayName({ first_name: doc.first_name, last_name: doc.last_name ?? '' })
            : '';
      return name ? [[id, name]] : [];
    }),
  );
}
