import type { Redis } from 'ioredis';
import type { FollowedRecordType } from '@dth/domain';
import { seenMarkKey } from '@dth/infrastructure';

/*
 * Where each person last was in each record they follow ("since your last visit"). Looking is not a
 * business event, so it is kept in Redis, not the log: one hash per person and record, expiring 180
 * days after the last look. Positions are the read models' checkpoint when the person read the record:
 * every change at or below it was on their screen.
 *
 * A visit is a run of reads with no gap over `VISIT_GAP_MS`. A new visit starts from where the last one
 * ended, and keeps that start (`visit_position`, `visit_at`) for its whole length, so changes that land
 * while the person is on the page count too, until they mark the record as seen. The first read of a
 * record ever starts a visit at that read: nothing before it is news.
 */
const SEEN_MARK_TTL_SECONDS = 180 * 24 * 3600;
const VISIT_GAP_MS = 30 * 60_000;

/** The start of the reader's current visit. */
export interface VisitStart {
  position: bigint;
  at: string;
}

const VISIT = `
local now, position, gap, ttl = tonumber(ARGV[1]), ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4])
local last = redis.call('HMGET', KEYS[1], 'position', 'at', 'visit_position', 'visit_at')
if not last[2] then
  redis.call('HSET', KEYS[1], 'visit_position', position, 'visit_at', now)
elseif now - tonumber(last[2]) > gap then
  redis.call('HSET', KEYS[1], 'visit_position', last[1], 'visit_at', last[2])
end
if not last[1] or tonumber(position) > tonumber(last[1]) then redis.call('HSET', KEYS[1], 'position', position) end
redis.call('HSET', KEYS[1], 'at', now)
redis.call('EXPIRE', KEYS[1], ttl)
return redis.call('HMGET', KEYS[1], 'visit_position', 'visit_at')`;

type VisitClient = Redis & {
  recordVisit(key: string, now: number, position: string, gap: number, ttl: number): Promise<[string, string]>;
};
const defined = new WeakSet<Redis>();

export class VisitMarks {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
  ) {
    if (!defined.has(redis)) {
      redis.defineCommand('recordVisit', { numberOfKeys: 1, lua: VISIT });
      defined.add(redis);
    }
  }

  /** Records a read of the record at `position`; answers where the current visit started. */
  async visit(userId: string, type: FollowedRecordType, id: string, position: bigint): Promise<VisitStart> {
    const [visitPosition, visitAt] = await (this.redis as VisitClient).recordVisit(
      seenMarkKey(userId, type, id),
      this.now(),
      position.toString(),
      VISIT_GAP_MS,
      SEEN_MARK_TTL_SECONDS,
    );
    return { position: BigInt(visitPosition), at: new Date(Number(visitAt)).toISOString() };
  }

  /** "Mark as seen": everything up to `position` is no longer news, this visit included. */
  async markSeen(userId: string, type: FollowedRecordType, id: string, position: bigint): Promise<VisitStart> {
    const now = this.now();
    const key = seenMarkKey(userId, type, id);
    await this.redis
      .multi()
      .hset(key, { position: position.toString(), at: now, visit_position: position.toString(), visit_at: now })
      .expire(key, SEEN_MARK_TTL_SECONDS)
      .exec();
    return { position, at: new Date(now).toISOString() };
  }

  /**
   * Where the visit a read of each record would be part of starts (what `visit` would answer, recording
   * nothing): the current visit's start, or where the last one ended when it is over; null: never read.
   */
  async visitStarts(userId: string, type: FollowedRecordType, ids: readonly string[]): Promise<(bigint | null)[]> {
    if (ids.length === 0) return [];
    const tx = this.redis.multi();
    for (const id of ids) tx.hmget(seenMarkKey(userId, type, id), 'position', 'at', 'visit_position');
    const replies = (await tx.exec()) ?? [];
    const now = this.now();
    return replies.map(([error, value]) => {
      const [position, at, visitPosition] = (error ? [] : value) as (string | null)[];
      if (!position || !at) return null;
      return BigInt(now - Number(at) > VISIT_GAP_MS || !visitPosition ? position : visitPosition);
    });
  }
}
