import {
  NotFoundError,
  networkKey,
  networkMemberIndex,
  networkMemberKey,
  profileAsSeenBy,
  profileReaderOf,
  seesWholeProfile,
  specialistMessages as m,
  specialistProfileKey,
  type Actor,
  type SpecialistProfile,
} from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import type { Redis } from 'ioredis';
import { rawAvatar } from './rawAvatar';

/**
 * The profile and whether the reader owns a network the specialist has joined, in one round trip:
 * the specialist's memberships (few), each joined one's network, its owner compared with the reader.
 */
const PROFILE_FOR_READER = `
local profile = redis.call('GET', KEYS[1])
if not profile then return {false, 0} end
local reader, memberPrefix, networkPrefix = ARGV[1], ARGV[2], ARGV[3]
for _, record in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  local membership = redis.call('GET', memberPrefix .. record)
  if membership and cjson.decode(membership).status == 'joined' then
    local network = redis.call('GET', networkPrefix .. cjson.decode(membership).network_id)
    if network and cjson.decode(network).owner_id == reader then return {profile, 1} end
  end
end
return {profile, 0}`;

type ProfileClient = Redis & { profileForReader(numKeys: number, ...args: string[]): Promise<[string | null, number]> };
const defined = new WeakSet<Redis>();

export async function profileForReader(
  readModels: ReadModelStore,
  id: string,
  reader: Actor,
): Promise<[string | null, boolean]> {
  const redis = readModels.client;
  if (!defined.has(redis)) {
    redis.defineCommand('profileForReader', { lua: PROFILE_FOR_READER });
    defined.add(redis);
  }
  const { key } = readModels.keyspace;
  const [raw, owns] = await (redis as ProfileClient).profileForReader(
    2,
    key(specialistProfileKey(id)),
    key(networkMemberIndex.ofSpecialist(id)),
    reader.userId,
    key(networkMemberKey('')),
    key(networkKey('')),
  );
  return [raw, owns === 1];
}

/**
 * The body of `GET /user/specialist/{id}` as `reader` sees it (domain/src/specialist/readPolicy.ts).
 * The specialist and admins get the document's stored bytes as they are, in one GET; everyone else
 * a copy without what is not theirs to see.
 */
export async function specialistProfileBody(readModels: ReadModelStore, id: string, reader: Actor): Promise<string> {
  if (seesWholeProfile(profileReaderOf(reader, id, false))) {
    const raw = await readModels.getRaw(specialistProfileKey(id));
    if (!raw) throw new NotFoundError(m.profileNotFound);
    return `{"data":${raw},"avatar":${rawAvatar(raw)}}`;
  }
  const [raw, ownsJoinedNetwork] = await profileForReader(readModels, id, reader);
  if (!raw) throw new NotFoundError(m.profileNotFound);
  const data = profileAsSeenBy(JSON.parse(raw) as SpecialistProfile, profileReaderOf(reader, id, ownsJoinedNetwork));
  return JSON.stringify({ data, avatar: data.avatar });
}
