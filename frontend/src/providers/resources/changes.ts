import type { GetListParams, GetOneParams } from 'react-admin';
import type { FollowedType, RecordChanges } from '../../changes/changeTypes';
import { dataOf, restCall } from '../restCall';
import type { AppMethods } from '../dataProvider';
import { enc, mapping } from './mapping';
import type { MappingsOf } from './registry';

/**
 * "Since your last visit" (docs/api.md):
 * - `record-changes`: getOne with id `{type}/{id}` reads the record's changes since the reader's last
 *   visit (GET /changes/{type}/{id}); the read is itself the visit the server records;
 * - `changed-records`: getList with filter `{ type, ids }` answers the records among `ids` that
 *   changed since the reader last looked (GET /changed-since-seen/{type}), as `{ id }` records;
 * - the named method `markSeen({ type, id, position })` is "Mark as seen" (POST /seen/{type}/{id}).
 */
export const mappings = {
  'record-changes': mapping({
    getOne: async (_resource: string, { id }: GetOneParams) => {
      const [type, recordId] = String(id).split('/');
      const body = (await restCall<Omit<RecordChanges, 'id'>>(`/changes/${enc(type)}/${enc(recordId)}?since=last-seen`))
        .json;
      return { data: { ...body, id: String(id) } };
    },
  }),
  'changed-records': mapping({
    getList: async (_resource: string, { filter }: GetListParams) => {
      const { type, ids } = filter as { type: FollowedType; ids: string[] };
      if (ids.length === 0) return { data: [], total: 0 };
      const changed = await dataOf<string[]>(`/changed-since-seen/${enc(type)}?ids=${ids.map(enc).join(',')}`);
      return { data: changed.map((id) => ({ id })), total: changed.length };
    },
  }),
} satisfies MappingsOf<'changes'>;

export const methods = {
  markSeen: ({ type, id, position }: { type: FollowedType; id: string; position: string }) =>
    dataOf<{ position: string; at: string }>(`/seen/${enc(type)}/${enc(id)}`, { method: 'POST', json: { position } }),
} satisfies Pick<AppMethods, 'markSeen'>;
