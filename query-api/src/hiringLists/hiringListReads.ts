import { z } from 'zod';
import {
  NotFoundError,
  savedSearchCodes,
  savedSearchIndex,
  savedSearchKey,
  savedSearchRecordOf,
  shortlistCodes,
  shortlistIndex,
  shortlistKey,
  shortlistRecordOf,
  stringIds,
  type Actor,
  type SavedSearchDoc,
  type ShortlistDoc,
} from '@dth/domain';
import { collaboratesOnTeam, type ReadModelStore } from '@dth/infrastructure';
import { compareBy, VersionedReads } from '../hiring/readKit';
import { listAnswer, parseListParams, recordAnswer, type ListSpec, type ReadAnswer } from '../routes/simpleRest';

const sortFields = ['created_at', 'name', 'id'];

export const savedSearchListSpec: ListSpec<z.ZodObject> = {
  filter: z.strictObject({ id: stringIds.optional(), alert: z.boolean().optional() }),
  sortFields,
  defaultSort: () => ({ field: 'created_at', order: 'DESC' }),
};

export const shortlistListSpec: ListSpec<z.ZodObject> = {
  filter: z.strictObject({
    id: stringIds.optional(),
    team_id: z
      .string()
      .max(64)
      .optional()
      .describe('the shortlists of this team: the owner’s, or those a collaborator of a project of the team reads'),
  }),
  sortFields,
  defaultSort: () => ({ field: 'created_at', order: 'DESC' }),
};

type Listed = { id: string; name: string; created_at: string };

/** One page of documents, sorted as asked, each answered as its record. */
function page<D extends Listed>(
  resource: string,
  docs: D[],
  { sort, start, end }: { sort: { field: string; order: 'ASC' | 'DESC' }; start: number; end: number },
  recordOf: (doc: D) => unknown,
): ReadAnswer {
  docs.sort(
    compareBy<D>(
      (d) => (sort.field === 'name' ? d.name : sort.field === 'id' ? d.id : d.created_at),
      sort.order,
      (d) => d.id,
    ),
  );
  return listAnswer(
    resource,
    start,
    docs.slice(start, end + 1).map((d) => JSON.stringify(recordOf(d))),
    docs.length,
  );
}

/**
 * Reads of saved searches (the owner's own: anyone else, admins too, is told one does not exist) and of
 * shortlists (the owner's, and those tied to a team a reader collaborates on a project of).
 */
export class HiringListReads {
  constructor(private readonly readModels: ReadModelStore) {}

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  async savedSearches(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const params = parseListParams(query, savedSearchListSpec);
    const filter = params.filter as { id?: string[]; alert?: boolean };
    const r = this.reads();
    const ids = await r.redis.zrange(r.key(savedSearchIndex.owner(reader.userId)), 0, -1);
    const docs = (await r.mgetJson<SavedSearchDoc>(ids.map(savedSearchKey))).filter(
      (d): d is SavedSearchDoc =>
        d !== null &&
        d.owner_id === reader.userId &&
        (!filter.id || filter.id.includes(d.id)) &&
        (filter.alert === undefined || d.alert === filter.alert),
    );
    return page('saved-searches', docs, params, savedSearchRecordOf);
  }

  async savedSearch(reader: Actor, id: string): Promise<ReadAnswer> {
    const [doc] = await this.reads().mgetJson<SavedSearchDoc>([savedSearchKey(id)]);
    if (!doc || doc.owner_id !== reader.userId) throw new NotFoundError(savedSearchCodes.notFound);
    return recordAnswer(JSON.stringify(savedSearchRecordOf(doc)));
  }

  private readable(reader: Actor, doc: ShortlistDoc): Promise<boolean> | boolean {
    if (doc.owner_id === reader.userId) return true;
    if (!doc.team_id) return false;
    return collaboratesOnTeam(this.readModels.client, this.readModels.keyspace, doc.team_id, reader.userId);
  }

  async shortlists(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const params = parseListParams(query, shortlistListSpec);
    const filter = params.filter as { id?: string[]; team_id?: string };
    const r = this.reads();
    const index = filter.team_id ? shortlistIndex.team(filter.team_id) : shortlistIndex.owner(reader.userId);
    const ids = await r.redis.zrange(r.key(index), 0, -1);
    const docs = (await r.mgetJson<ShortlistDoc>(ids.map(shortlistKey))).filter(
      (d): d is ShortlistDoc => d !== null && (!filter.id || filter.id.includes(d.id)),
    );
    // A team's shortlists are one team's: whether the reader collaborates on it is asked once.
    const collaborator =
      filter.team_id !== undefined &&
      docs.some((d) => d.owner_id !== reader.userId) &&
      (await collaboratesOnTeam(r.redis, r.keyspace, filter.team_id, reader.userId));
    return page(
      'shortlists',
      docs.filter((d) => d.owner_id === reader.userId || collaborator),
      params,
      shortlistRecordOf,
    );
  }

  async shortlist(reader: Actor, id: string): Promise<ReadAnswer> {
    const [doc] = await this.reads().mgetJson<ShortlistDoc>([shortlistKey(id)]);
    if (!doc || !(await this.readable(reader, doc))) throw new NotFoundError(shortlistCodes.notFound);
    return recordAnswer(JSON.stringify(shortlistRecordOf(doc)));
  }
}
