import type { Redis } from 'ioredis';
import { DOCUMENT_RENDERS_AT_ONCE, TooManyRequestsError, documentCodes as m } from '@dth/domain';
import type { Clock } from '@dth/infrastructure';

/** Whose renders count together: a signed-in person's, or a share link's visitors'. */
export type RenderOwner = { person: string } | { link: string };

/** A slot left by a render that never said it ended (its instance stopped) frees itself after this long. */
const SLOT_MS = 2 * 60_000;
/** What a refused reader is told to wait: about a CV's render time, twice. */
const RETRY_AFTER_SECONDS = 2;

const keyOf = (owner: RenderOwner) =>
  'person' in owner ? `documents:rendering:person:${owner.person}` : `documents:rendering:link:${owner.link}`;

/*
 * KEYS[1]: the owner's renders (document keys scored by when their slot frees itself). ARGV: the document's
 * key, now (ms), the slot's end (ms), how many at once. A document already rendering for them takes no
 * second slot. Answers 1 when the slot is theirs, 0 when they have their fill.
 */
const TAKE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ${SLOT_MS})
return 1
`;

type SlotsClient = Redis & {
  takeRenderSlot(key: string, id: string, now: number, until: number, max: number): Promise<number>;
};
const defined = new WeakSet<Redis>();

/**
 * Documents being made for one person, or for one share link, counted in Redis so the limit holds over
 * every query API: a render (a CV here, a pack's job in the worker) takes a slot until the document is
 * there, and a third at once is refused with 429 and Retry-After. Documents already made never count.
 */
export class RenderSlots {
  constructor(
    private readonly redis: Redis,
    /** When a slot is taken and when it lapses (tests move it). */
    private readonly clock: Clock,
  ) {
    if (!defined.has(redis)) {
      redis.defineCommand('takeRenderSlot', { numberOfKeys: 1, lua: TAKE });
      defined.add(redis);
    }
  }

  /** Takes a slot for the document (`key`), or throws 429. */
  async take(owner: RenderOwner, key: string): Promise<void> {
    const now = this.clock.now().getTime();
    const taken = await (this.redis as SlotsClient).takeRenderSlot(
      keyOf(owner),
      key,
      now,
      now + SLOT_MS,
      DOCUMENT_RENDERS_AT_ONCE,
    );
    if (taken !== 1)
      throw new TooManyRequestsError('person' in owner ? m.tooManyForPerson : m.tooManyForLink, RETRY_AFTER_SECONDS);
  }

  /** The document is made (or failed): its slot is free. */
  async free(owner: RenderOwner, key: string): Promise<void> {
    await this.redis.zrem(keyOf(owner), key);
  }
}
