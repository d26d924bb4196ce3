import {
  NotFoundError,
  profileAsSeenBy,
  profileReaderOf,
  seesWholeProfile,
  specialistProfileKey,
  type Actor,
  type SpecialistProfile,
  specialistCodes,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import { recordWithJoinedNetwork } from './joinedNetwork';
import { rawAvatar } from './rawAvatar';

/** The profile and whether the reader owns a network the specialist has joined, in one round trip. */
export const profileForReader = (readModels: ReadModelStore, id: string, reader: Actor) =>
  recordWithJoinedNetwork(readModels, specialistProfileKey(id), id, reader.userId);

/**
 * The body of `GET /user/specialist/{id}` as `reader` sees it (domain/src/specialist/readPolicy.ts).
 * The specialist and admins get the document's stored bytes as they are, in one GET; everyone else
 * a copy without what is not theirs to see.
 */
export async function specialistProfileBody(readModels: ReadModelStore, id: string, reader: Actor): Promise<string> {
  if (seesWholeProfile(profileReaderOf(reader, id, false))) {
    const raw = await readModels.getRaw(specialistProfileKey(id));
    if (!raw) throw new NotFoundError(specialistCodes.profileNotFound);
    return `{"data":${raw},"avatar":${rawAvatar(raw)}}`;
  }
  const [raw, ownsJoinedNetwork] = await profileForReader(readModels, id, reader);
  if (!raw) throw new NotFoundError(specialistCodes.profileNotFound);
  const data = profileAsSeenBy(JSON.parse(raw) as SpecialistProfile, profileReaderOf(reader, id, ownsJoinedNetwork));
  return JSON.stringify({ data, avatar: data.avatar });
}
