import {
  NotFoundError,
  availabilityOfProfile,
  profileAsSeenBy,
  profileReaderOf,
  seesWholeProfile,
  specialistProfileKey,
  type Actor,
  type SpecialistProfile,
  specialistCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { bookedDaysPerWeek, withBookedDays } from '../hiring/availabilityReads';
import { recordWithJoinedNetwork } from './joinedNetwork';
import { rawAvatar } from './rawAvatar';

/** The profile and whether the reader owns a network the specialist has joined, in one round trip. */
export const profileForReader = (readModels: ReadModelStore, id: string, reader: Actor) =>
  recordWithJoinedNetwork(readModels, specialistProfileKey(id), id, reader.userId);

/** The stored bytes with the booked days; a document from before the section existed is given the defaults. */
const rawWithBookedDays = (raw: string, booked: number) =>
  withBookedDays(raw, booked) ?? JSON.stringify(withAvailability(JSON.parse(raw) as SpecialistProfile, booked));

function withAvailability(profile: SpecialistProfile, booked: number) {
  return {
    ...profile,
    availability: { ...availabilityOfProfile(profile), booked_days_per_week: booked },
    day_rate: profile.day_rate ?? null,
  };
}

/**
 * The body of `GET /user/specialist/{id}` as `reader` sees it (domain/src/specialist/readPolicy.ts).
 * The specialist and admins get the document's stored bytes as they are (with the booked days), in
 * one round trip; everyone else a copy without what is not theirs to see.
 */
export async function specialistProfileBody(readModels: ReadModelStore, id: string, reader: Actor): Promise<string> {
  if (seesWholeProfile(profileReaderOf(reader, id, false))) {
    const [raw, [booked]] = await Promise.all([
      readModels.getRaw(specialistProfileKey(id)),
      bookedDaysPerWeek(readModels, [id]),
    ]);
    if (!raw) throw new NotFoundError(specialistCodes.profileNotFound);
    return `{"data":${rawWithBookedDays(raw, booked)},"avatar":${rawAvatar(raw)}}`;
  }
  const [[raw, ownsJoinedNetwork], [booked]] = await Promise.all([
    profileForReader(readModels, id, reader),
    bookedDaysPerWeek(readModels, [id]),
  ]);
  if (!raw) throw new NotFoundError(specialistCodes.profileNotFound);
  const profile = withAvailability(JSON.parse(raw) as SpecialistProfile, booked);
  const data = profileAsSeenBy(profile, profileReaderOf(reader, id, ownsJoinedNetwork));
  return JSON.stringify({ data, avatar: data.avatar });
}
