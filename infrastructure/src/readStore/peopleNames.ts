import type { Redis } from 'ioredis';
import { specialistProfileKey, userAccountKey, type SpecialistProfile, type UserAccount } from '@dth/domain';
import type { Keyspace } from './keys';

type Named = Pick<UserAccount | SpecialistProfile, 'first_name' | 'last_name'>;

/**
 * People's names as they are called now, in one MGET: their account's, else their profile's (a specialist
 * seeded without an account); '' for nobody. The bell (query API) and the daily mail (worker) both name people so.
 */
export async function peopleNames(
  redis: Redis,
  keyspace: Keyspace,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const raws = await redis.mget([
    ...ids.map((id) => keyspace.key(userAccountKey(id))),
    ...ids.map((id) => keyspace.key(specialistProfileKey(id))),
  ]);
  const nameOf = (raw: string | null | undefined) => {
    const doc = raw ? (JSON.parse(raw) as Named) : null;
    return doc ? `${doc.first_name} ${doc.last_name}`.trim() : '';
  };
  return new Map(ids.map((id, i) => [id, nameOf(raws[i]) || nameOf(raws[ids.length + i])]));
}
