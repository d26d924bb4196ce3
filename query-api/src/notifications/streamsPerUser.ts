import type { Redis } from 'ioredis';

/** A stream lives this long, then ends: the browser reconnects with a fresh access token. */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** Open streams a person may hold at once, over every query API: a few tabs and devices. */
export const STREAMS_PER_USER = 5;
/** Every query API hears which streams to end here (their ids, comma-separated). */
export const STREAMS_SUPERSEDED_CHANNEL = 'notifications:streams-superseded';

const keyOf = (userId: string) => `notifications:streams:${userId}`;

/*
 * KEYS[1]: the person's open streams (ids scored by when they opened). ARGV: the new stream's id, now (ms),
 * the cap, the time before which an entry is left over by a stopped instance, the key's lifetime (ms), the
 * channel. Adds the stream, drops the oldest beyond the cap (never the new one) and publishes their ids.
 */
const OPEN = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[4])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[3])
local ended = {}
if over > 0 then
  for _, id in ipairs(redis.call('ZRANGE', KEYS[1], 0, over)) do
    if id ~= ARGV[1] and #ended < over then ended[#ended + 1] = id end
  end
  redis.call('ZREM', KEYS[1], unpack(ended))
  redis.call('PUBLISH', ARGV[6], table.concat(ended, ','))
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return ended
`;

type StreamsClient = Redis & {
  openNotificationStream(
    key: string,
    id: string,
    now: number,
    cap: number,
    staleBefore: number,
    keepMs: number,
    channel: string,
  ): Promise<string[]>;
};
const defined = new WeakSet<Redis>();

/**
 * How many notification streams each person holds, kept in Redis so the cap holds across query APIs: a
 * new stream beyond STREAMS_PER_USER ends the person's oldest, wherever it is held (a browser that opens
 * streams in a loop keeps only its newest few, and the gateway's connections are not used up by one person).
 */
export class StreamsPerUser {
  constructor(
    private readonly redis: Redis,
    /** A stream's longest life: an entry older than this (plus a minute) was left by a stopped instance. */
    private readonly lifetimeMs: number,
    private readonly cap = STREAMS_PER_USER,
  ) {
    if (!defined.has(redis)) {
      redis.defineCommand('openNotificationStream', { numberOfKeys: 1, lua: OPEN });
      defined.add(redis);
    }
  }

  /** Counts the stream in; answers the ids of the person's streams it ended (published to every instance). */
  async opened(userId: string, streamId: string): Promise<string[]> {
    const now = Date.now();
    const keep = this.lifetimeMs + 60_000;
    return (this.redis as StreamsClient).openNotificationStream(
      keyOf(userId),
      streamId,
      now,
      this.cap,
      now - keep,
      keep,
      STREAMS_SUPERSEDED_CHANNEL,
    );
  }

  async closed(userId: string, streamId: string): Promise<void> {
    await this.redis.zrem(keyOf(userId), streamId);
  }

  /** The person's open streams (what the cap counts). */
  count(userId: string): Promise<number> {
    return this.redis.zcard(keyOf(userId));
  }
}
