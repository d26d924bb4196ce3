import type { Redis } from 'ioredis';
import { UnauthorizedError, accountCodes } from '@dth/domain';
import { issueOpaqueToken, sha256 } from './opaqueTokens';
import type { SessionRevocations } from './sessionRevocations';

interface Session {
  userId: string;
  /** The session's id: access tokens issued in it carry it as `sid`. */
  family: string;
  /** Epoch ms; a family started before the user's "tokens valid after" time is refused. */
  startedAt?: number;
}

/** A refresh token and the session it belongs to. */
export interface SessionToken {
  token: string;
  sessionId: string;
}

/**
 * Rotating refresh tokens kept in Redis (session state, not business state). Each refresh
 * replaces the token; presenting a replaced token again revokes its whole family, the
 * standard defence against a stolen refresh token. A family is one session: ending it (logout,
 * replay) also ends the access tokens issued in it, and a password reset ends every family of
 * the user (SessionRevocations).
 */
export class RefreshSessions {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
    private readonly revocations: SessionRevocations,
  ) {}

  private key = (hash: string) => `auth:refresh:${hash}`;
  private usedKey = (hash: string) => `auth:refresh-used:${hash}`;
  private familyKey = (family: string) => `auth:family:${family}`;
  private userFamiliesKey = (userId: string) => `auth:user-families:${userId}`;

  async start(userId: string): Promise<SessionToken> {
    const family = issueOpaqueToken(userId).hash.slice(0, 32);
    await this.redis
      .multi()
      .sadd(this.userFamiliesKey(userId), family)
      .expire(this.userFamiliesKey(userId), this.ttlSeconds)
      .exec();
    return { token: await this.store({ userId, family, startedAt: Date.now() }), sessionId: family };
  }

  private async store(session: Session): Promise<string> {
    const { token, hash } = issueOpaqueToken(session.userId);
    await this.redis
      .multi()
      .set(this.key(hash), JSON.stringify(session), 'EX', this.ttlSeconds)
      .sadd(this.familyKey(session.family), hash)
      .expire(this.familyKey(session.family), this.ttlSeconds)
      .exec();
    return token;
  }

  /** Swaps a valid token for a new one; returns the user it belongs to. */
  async rotate(token: string | undefined): Promise<{ userId: string } & SessionToken> {
    if (!token) throw new UnauthorizedError(accountCodes.signInAgain);
    const hash = sha256(token);
    const raw = await this.redis.getdel(this.key(hash));
    if (!raw) {
      const family = await this.redis.get(this.usedKey(hash));
      if (family) await this.endSession(family);
      throw new UnauthorizedError(accountCodes.signInAgain);
    }
    const session = JSON.parse(raw) as Session;
    // Also catches a token stored by a rotation that raced the reset's revocation.
    if ((session.startedAt ?? 0) < (await this.revocations.validAfter(session.userId))) {
      await this.endSession(session.family);
      throw new UnauthorizedError(accountCodes.signInAgain);
    }
    await this.redis.set(this.usedKey(hash), session.family, 'EX', this.ttlSeconds);
    return { userId: session.userId, token: await this.store(session), sessionId: session.family };
  }

  /** Logout with the refresh cookie: ends its session; returns the session's id. */
  async end(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const raw = await this.redis.getdel(this.key(sha256(token)));
    if (!raw) return undefined;
    const { family } = JSON.parse(raw) as Session;
    await this.endSession(family);
    return family;
  }

  /** Revokes the session's refresh tokens and ends the access tokens issued in it. */
  async endSession(family: string): Promise<void> {
    await this.revocations.endSession(family);
    const hashes = await this.redis.smembers(this.familyKey(family));
    if (hashes.length > 0) await this.redis.del(...hashes.map(this.key));
    await this.redis.del(this.familyKey(family));
  }

  /** A password reset: every session of the user ends, and every token issued before now. */
  async endAllSessions(userId: string): Promise<void> {
    await this.revocations.endAllSessions(userId, Date.now());
    const families = await this.redis.smembers(this.userFamiliesKey(userId));
    for (const family of families) {
      const hashes = await this.redis.smembers(this.familyKey(family));
      if (hashes.length > 0) await this.redis.del(...hashes.map(this.key));
      await this.redis.del(this.familyKey(family));
    }
    await this.redis.del(this.userFamiliesKey(userId));
  }
}
