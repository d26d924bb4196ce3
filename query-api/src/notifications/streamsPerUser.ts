import type { Redis } from 'ioredis';
import { TooManyRequestsError, inboxCodes } from '@dth/domain';
import type { Clock } from '@dth/infrastructure';

/** A stream lives this long, then ends: the browser reconnects with a fresh access token. */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** Open streams a person may hold at once, over every query API: a few tabs and devices. */
export const STREAMS_PER_USER = 5;
/** Streams a person may open in a minute: a browser opens one per tab every 15 minutes; a loop that reopens what the cap ends is refused. */
export const STREAM_OPENS_PER_MINUTE = 30;
/** Every query API hears which streams to end here (their ids, comma-separated). */
export const STREAMS_SUPERSEDED_CHANNEL = 'notifications:streams-superseded';

const keyOf = (userId: string) => `notifications:streams:${userId}`;
const opensKeyOf = (userId: string) => `notifications:stream-opens:${userId}`;

/*
 * KEYS[1]: the person's open streams (ids scored by when they opened); KEYS[2]: their opens this minute.
 * ARGV: the new stream's id, now (ms), the cap, the time before which an entry is left over by a stopped
 * instance, the key's lifetime (ms), the channel, the opens a minute. Past the opens, answers the ms until
 * the minute is over (a number) and counts nothing in; else adds the stream, drops the oldest beyond the
 * cap (never the new one), publishes their ids and answers them (a list).
 */
const OPEN = `
local opens = redis.call('INCR', KEYS[2])
if opens == 1 then redis.call('PEXPIRE', KEYS[2], 60000) end
if opens > tonumber(ARGV[7]) then return redis.call('PTTL', KEYS[2]) end
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
    opensKey: string,
    id: string,
    now: number,
    cap: number,
    staleBefore: number,
    keepMs: number,
    channel: string,
    opensPerMinute: number,
  ): Promise<string[] | number>;
};
const defined = new WeakSet<Redis>();

/**
 * How many notification streams each person holds, kept in Redis so the cap holds across query APIs: a
 * new stream beyond STREAMS_PER_USER ends the person's oldest, wherever it is held (one person cannot use
 * up the gateway's connections), and past STREAM_OPENS_PER_MINUTE a new one is refused (a loop that
 * reopens what the cap ends costs a refusal, not a stream).
 */
export class StreamsPerUser {
  constructor(
    private readonly redis: Redis,
    /** A stream's longest life: an entry older than this (plus a minute) was left by a stopped instance. */
    private readonly lifetimeMs: number,
    /** When a stream opened, which decides what is stale and the opens of the last minute (tests move it). */
    private readonly clock: Clock,
    private readonly cap = STREAMS_PER_USER,
  ) {
    if (!defined.has(redis)) {
      redis.defineCommand('openNotificationStream', { numberOfKeys: 2, lua: OPEN });
      defined.add(redis);
    }
  }

  /** Counts the stream in; answers the ids of the person's streams it ended (published to every instance), or throws 429. */
  async opened(userId: string, streamId: string): Promise<string[]> {
    const now = this.clock.now().getTime();
    const keep = this.lifetimeMs + 60_000;
    const ended = await (this.redis as StreamsClient).openNotificationStream(
      keyOf(userId),
      opensKeyOf(userId),
      streamId,
      now,
      this.cap,
      now - keep,
      keep,
      STREAMS_SUPERSEDED_CHANNEL,
      STREAM_OPENS_PER_MINUTE,
    );
    if (typeof ended === 'number')
      throw new TooManyRequestsError(inboxCodes.tooManyStreams, Math.max(1, Math.ceil(ended / 1000)));
    return ended;
  }

  async closed(userId: string, streamId: string): Promise<void> {
    await this.redis.zrem(keyOf(userId), streamId);
  }

  /** The person's open streams (what the cap counts). */
  count(userId: string): Promise<number> {
    return this.redis.zcard(keyOf(userId));
  }
}
