import { NotFoundError, businessOwnerKey, type Actor } from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { recordAnswer, type ReadAnswer } from '../routes/simpleRest';

/** A company profile: any signed-in reader; 404 for anyone who is not a business owner or admin. */
export class BusinessOwnerReads {
  constructor(private readonly readModels: ReadModelStore) {}

  async get(_reader: Actor, id: string): Promise<ReadAnswer> {
    const raw = await this.readModels.getRaw(businessOwnerKey(id));
    if (!raw) throw new NotFoundError('Company profile not found');
    return recordAnswer(raw);
  }
}
