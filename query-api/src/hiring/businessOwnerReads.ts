import {
  NotFoundError,
  businessOwnerKey,
  companyProfileAsSeenBy,
  seesOwnerContact,
  type Actor,
  type BusinessOwnerRecord,
  businessOwnerCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { recordWithJoinedNetwork } from '../routes/joinedNetwork';
import { recordAnswer, type ReadAnswer } from '../routes/simpleRest';

/**
 * A company profile: any signed-in reader; 404 for anyone who is not a business owner or admin. The
 * owner's email only for the owner, admins and the specialists in one of the owner's networks
 * (domain/src/businessOwner/readPolicy.ts).
 */
export class BusinessOwnerReads {
  constructor(private readonly readModels: ReadModelStore) {}

  async get(reader: Actor, id: string): Promise<ReadAnswer> {
    if (seesOwnerContact(reader, id)) {
      const raw = await this.readModels.getRaw(businessOwnerKey(id));
      if (!raw) throw new NotFoundError(businessOwnerCodes.profileNotFound);
      return recordAnswer(raw);
    }
    const [raw, joined] = await recordWithJoinedNetwork(this.readModels, businessOwnerKey(id), reader.userId, id);
    if (!raw) throw new NotFoundError(businessOwnerCodes.profileNotFound);
    return recordAnswer(JSON.stringify(companyProfileAsSeenBy(JSON.parse(raw) as BusinessOwnerRecord, reader, joined)));
  }
}
