import { z } from 'zod';
import {
  NotFoundError,
  OFFER_STATUSES,
  isAdmin,
  offerAsOf,
  offerIndex,
  offerKey,
  offerCodes,
  offerRecordSchema,
  readsAsOwner,
  teamKey,
  type Actor,
  type OfferDoc,
  type OfferRecord,
  type TeamDoc,
} from '@dth/domain';
import type { Clock, ReadModelStore } from '@dth/infrastructure';
import { compareBy, VersionedReads } from '../hiring/readKit';
import {
  anyOf,
  listAnswer,
  parseListParams,
  recordAnswer,
  stringIds,
  type ListSpec,
  type ReadAnswer,
} from '../routes/simpleRest';

export const offerFilterSchema = z.strictObject({
  team_id: z.string().max(200).optional(),
  specialist_id: z.string().max(200).optional(),
  status: anyOf(OFFER_STATUSES).optional().describe('as of now: a pending offer past its expiry is expired'),
  id: stringIds.optional(),
});
export const offerListSpec: ListSpec<typeof offerFilterSchema> = {
  filter: offerFilterSchema,
  sortFields: ['made_at', 'starts_on', 'status', 'id'],
  defaultSort: () => ({ field: 'made_at', order: 'DESC' }),
};

/** The read answer: the offer with the names of its team, specialist and owner as they are now. */
export const offerReadSchema = offerRecordSchema.extend({
  team_name: z.string(),
  specialist_name: z.string(),
  owner_name: z.string(),
});
export type OfferRead = z.infer<typeof offerReadSchema>;

const notFound = () => new NotFoundError(offerCodes.offerNotFound);

/** Who reads an offer: the team's owner, the specialist it is made to, and admins. */
const canReadOffer = (reader: Actor, doc: OfferDoc) =>
  doc.owner_id === reader.userId || doc.specialist_id === reader.userId || isAdmin(reader);

/**
 * Reads of offers: the reader's index (the offers of their teams for an owner, their own for a
 * specialist, all for admins), the documents in one MGET, the status as of the clock (a pending
 * offer past its expiry reads `expired`), and the names of the team, the specialist and the owner joined.
 */
export class OfferReads {
  constructor(
    private readonly readModels: ReadModelStore,
    private readonly clock: Clock,
  ) {}

  private reads() {
    return new VersionedReads(this.readModels.client, this.readModels.keyspace);
  }

  async list(reader: Actor, query: Record<string, unknown>): Promise<ReadAnswer> {
    const { filter, sort, start, end } = parseListParams(query, offerListSpec);
    const r = this.reads();
    const index = !readsAsOwner(reader)
      ? offerIndex.specialist(reader.userId)
      : !isAdmin(reader)
        ? offerIndex.owner(reader.userId)
        : filter.team_id
          ? offerIndex.team(filter.team_id)
          : filter.specialist_id
            ? offerIndex.specialist(filter.specialist_id)
            : offerIndex.all;
    let ids = await r.redis.zrange(r.key(index), 0, -1);
    if (filter.id) ids = ids.filter((id) => filter.id!.includes(id));
    const now = this.clock.now().toISOString();
    let offers = (await r.mgetJson<OfferDoc>(ids.map(offerKey)))
      .filter((d): d is OfferDoc => d !== null && canReadOffer(reader, d))
      .map((d) => offerAsOf(d, now));
    if (filter.team_id) offers = offers.filter((o) => o.team_id === filter.team_id);
    if (filter.specialist_id) offers = offers.filter((o) => o.specialist_id === filter.specialist_id);
    if (filter.status) offers = offers.filter((o) => filter.status!.includes(o.status));
    offers.sort(
      compareBy<OfferRecord>(
        (o) =>
          sort.field === 'starts_on'
            ? o.starts_on
            : sort.field === 'status'
              ? o.status
              : sort.field === 'id'
                ? o.id
                : o.made_at,
        sort.order,
        (o) => o.id,
      ),
    );
    const page = await this.named(r, offers.slice(start, end + 1));
    return listAnswer(
      'offers',
      start,
      page.map((o) => JSON.stringify(o)),
      offers.length,
    );
  }

  async get(reader: Actor, id: string): Promise<ReadAnswer> {
    const r = this.reads();
    const doc = (await r.mgetJson<OfferDoc>([offerKey(id)]))[0];
    if (!doc || !canReadOffer(reader, doc)) throw notFound();
    const [offer] = await this.named(r, [offerAsOf(doc, this.clock.now().toISOString())]);
    return recordAnswer(JSON.stringify(offer));
  }

  private async named(r: VersionedReads, offers: readonly OfferRecord[]): Promise<OfferRead[]> {
    if (offers.length === 0) return [];
    const teamIds = [...new Set(offers.map((o) => o.team_id))];
    const [teams, names] = await Promise.all([
      r.mgetJson<TeamDoc>(teamIds.map(teamKey)),
      r.names(offers.flatMap((o) => [o.specialist_id, o.owner_id])),
    ]);
    const teamName = new Map(teamIds.map((id, i) => [id, teams[i]?.name ?? '']));
    return offers.map((o) => ({
      ...o,
      team_name: teamName.get(o.team_id)!,
      specialist_name: names.get(o.specialist_id)!,
      owner_name: names.get(o.owner_id)!,
    }));
  }
}
