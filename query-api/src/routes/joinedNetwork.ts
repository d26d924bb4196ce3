import { networkKey, networkMemberIndex, networkMemberKey } from '@dth/domain';
import type { ReadModelStore } from '@dth/infrastructure';
import type { Redis } from 'ioredis';

/**
 * A record and whether a specialist has joined a network an owner owns, in one round trip: the
 * specialist's memberships (few), each joined one's network, its owner compared. The contact-details
 * policies ask it both ways: a specialist's profile read by an owner, a company profile read by a specialist.
 */
const RECORD_WITH_JOINED_NETWORK = `
local record = redis.call('GET', KEYS[1])
if not record then return {false, 0} end
local owner, memberPrefix, networkPrefix = ARGV[1], ARGV[2], ARGV[3]
for _, membershipId in ipairs(redis.call('ZRANGE', KEYS[2], 0, -1)) do
  local membership = redis.call('GET', memberPrefix .. membershipId)
  if membership and cjson.decode(membership).status == 'joined' then
    local network = redis.call('GET', networkPrefix .. cjson.decode(membership).network_id)
    if network and cjson.decode(network).owner_id == owner then return {record, 1} end
  end
end
return {record, 0}`;

type JoinedNetworkClient = Redis & {
  recordWithJoinedNetwork(numKeys: number, ...args: string[]): Promise<[string | null, number]>;
};
const defined = new WeakSet<Redis>();

/** The raw record at `recordKey` (null when absent), and whether `specialistId` joined a network of `ownerId`. */
export async function recordWithJoinedNetwork(
  readModels: ReadModelStore,
  recordKey: string,
  specialistId: string,
  ownerId: string,
): Promise<[string | null, boolean]> {
  const redis = readModels.client;
  if (!defined.has(redis)) {
    redis.defineCommand('recordWithJoinedNetwork', { lua: RECORD_WITH_JOINED_NETWORK });
    defined.add(redis);
  }
  const { key } = readModels.keyspace;
  const [raw, joined] = await (redis as JoinedNetworkClient).recordWithJoinedNetwork(
    2,
    key(recordKey),
    key(networkMemberIndex.ofSpecialist(specialistId)),
    ownerId,
    key(networkMemberKey('')),
    key(networkKey('')),
  );
  return [raw, joined === 1];
}
