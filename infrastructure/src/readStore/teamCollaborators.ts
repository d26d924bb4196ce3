import type { Redis } from 'ioredis';
import { engagementIndex, engagementKey, engagementScope, type EngagementDoc } from '@dth/domain';
import type { Keyspace } from './keys';

/**
 * Whether `userId` collaborates on a project (archived or not) whose team is `teamId`: who may read a
 * shortlist made for that team without owning it. The command API (a collaborator's write is 403, not
 * 404) and the query API (the read) both ask it of the project read model.
 */
export async function collaboratesOnTeam(
  redis: Redis,
  keyspace: Keyspace,
  teamId: string,
  userId: string,
): Promise<boolean> {
  const scope = engagementScope.team(teamId);
  const ids = (
    await Promise.all(
      [false, true].map((archived) =>
        redis.zrange(keyspace.key(engagementIndex.scope(scope, archived, 'created_at')), 0, -1),
      ),
    )
  ).flat();
  if (ids.length === 0) return false;
  const docs = await redis.mget(ids.map((id) => keyspace.key(engagementKey(id))));
  return docs.some(
    (raw) => raw !== null && (JSON.parse(raw) as EngagementDoc).collaborators.some((c) => c.user_id === userId),
  );
}
