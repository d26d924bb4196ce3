import { isAdmin, type Actor } from '../shared/authorization';
import type { BusinessOwnerRecord } from './projections/businessOwnerProfile';

/*
 * Who sees a company profile's contact (docs/api.md, "Who sees contact details"): any signed-in user may
 * read the company; the owner's email is seen by the owner, admins, and the specialists who joined one
 * of the owner's networks: the mirror of a specialist's contact details (specialist/readPolicy.ts), seen
 * by the owners of a network they joined.
 */

/** Whether the reader sees the whole record without a lookup (`joinedOwnersNetwork` answers the rest). */
export const seesOwnerContact = (reader: Actor, ownerId: string) => reader.userId === ownerId || isAdmin(reader);

/** The record as `reader` sees it; `joinedOwnersNetwork`: the reader has joined a network the owner owns. */
export function companyProfileAsSeenBy(
  record: BusinessOwnerRecord,
  reader: Actor,
  joinedOwnersNetwork: boolean,
): BusinessOwnerRecord {
  return seesOwnerContact(reader, record.id) || joinedOwnersNetwork ? record : { ...record, email: null };
}
