import type { Redis } from 'ioredis';
import { UnauthorizedError, accountCodes } from '@dth/domain';

/** What the revocation check needs from a verified access token. */
export interface IssuedAccess {
  userId: string;
  /** The refresh family the token was issued in; absent on tokens from before sessions were named. */
  sessionId?: string;
  /** When it was issued, in milliseconds. */
  issuedAtMs: number;
}

/**
 * Published on each revocation, so whatever holds a session open past its request (a notification
 * stream) ends it at once: one session (`sessionId`), or a user's tokens issued before `before` (epoch ms).
 */
export const SESSIONS_ENDED_CHANNEL = 'auth:sessions-ended';
export type SessionsEnded = { sessionId: string } | { userId: string; before: number };

/** Whether a revocation ends what a token of this session and issue time opened (the check of `assertCurrent`, for one message). */
export const endsAccess = (ended: SessionsEnded, access: IssuedAccess): boolean =>
  'sessionId' in ended
    ? ended.sessionId === access.sessionId
    : ended.userId === access.userId && access.issuedAtMs < ended.before;

/** Room for clocks that differ a little between the instances that issue and check tokens. */
const CLOCK_MARGIN_SECONDS = 60;

/**
 * Ends access tokens before they expire (ASVS 5.0 V7.4), in Redis, which both APIs read on every
 * authenticated request (one MGET):
 * - per user, "tokens valid after" (`auth:valid-after:{userId}`, epoch ms): a password reset sets
 *   it; access tokens issued and refresh families started before it are refused. It lives as long
 *   as the longest credential it refuses (a refresh token).
 * - per session (`auth:session-ended:{sessionId}`, the refresh family's id, carried by every
 *   access token issued in it as `sid`): logout and a replayed refresh token end one session, so
 *   the access tokens issued in it stop at once, not at their expiry; other sessions go on. It
 *   lives as long as an access token.
 * Each is also published (SESSIONS_ENDED_CHANNEL) for the streams a token opened.
 */
export class SessionRevocations {
  constructor(
    private readonly redis: Redis,
    private readonly ttl: { accessSeconds: number; refreshSeconds: number },
  ) {}

  private validAfterKey = (userId: string) => `auth:valid-after:${userId}`;
  private endedKey = (sessionId: string) => `auth:session-ended:${sessionId}`;

  /** Every token and refresh family of the user from before `at` stops working. */
  async endAllSessions(userId: string, at = Date.now()): Promise<void> {
    await this.redis
      .multi()
      .set(this.validAfterKey(userId), String(at), 'EX', this.ttl.refreshSeconds + CLOCK_MARGIN_SECONDS)
      .publish(SESSIONS_ENDED_CHANNEL, JSON.stringify({ userId, before: at } satisfies SessionsEnded))
      .exec();
  }

  /** The access tokens issued in this session stop working. */
  async endSession(sessionId: string): Promise<void> {
    await this.redis
      .multi()
      .set(this.endedKey(sessionId), '1', 'EX', this.ttl.accessSeconds + CLOCK_MARGIN_SECONDS)
      .publish(SESSIONS_ENDED_CHANNEL, JSON.stringify({ sessionId } satisfies SessionsEnded))
      .exec();
  }

  /** The user's "tokens valid after" time in epoch ms (0 when nothing was ended). */
  async validAfter(userId: string): Promise<number> {
    return Number((await this.redis.get(this.validAfterKey(userId))) ?? 0);
  }

  /** Throws 401 when the token was issued before its user's valid-after time or in an ended session. */
  async assertCurrent({ userId, sessionId, issuedAtMs }: IssuedAccess): Promise<void> {
    const [validAfter, ended] = sessionId
      ? await this.redis.mget(this.validAfterKey(userId), this.endedKey(sessionId))
      : [await this.redis.get(this.validAfterKey(userId)), null];
    if (ended !== null || issuedAtMs < Number(validAfter ?? 0))
      throw new UnauthorizedError(accountCodes.sessionExpired);
  }
}
