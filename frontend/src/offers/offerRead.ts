import type { OfferRecord } from '../providers/hiringDomain';

/** An offer as `GET /offers` reads it: the record with the names of its team, specialist and owner (docs/api.md, "Offers"). */
export type OfferRead = OfferRecord & { team_name: string; specialist_name: string; owner_name: string };
