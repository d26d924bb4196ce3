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
    await this.redis.set(this.validAfterKey(userId), String(at), 'EX', this.ttl.refreshSeconds + CLOCK_MARGIN_SECONDS);
  }

  /** The access tokens issued in this session stop working. */
  async endSession(sessionId: string): Promise<void> {
    await this.redis.set(this.endedKey(sessionId), '1', 'EX', this.ttl.accessSeconds + CLOCK_MARGIN_SECONDS);
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
