import type { Redis } from 'ioredis';
import { UnauthorizedError } from '@dth/domain';
import { issueOpaqueToken, sha256 } from './opaqueTokens';

interface Session {
  userId: string;
  family: string;
}

/**
 * Rotating refresh tokens kept in Redis (session state, not business state). Each refresh
 * replaces the token; presenting a replaced token again revokes its whole family, the
 * standard defence against a stolen refresh token.
 */
export class RefreshSessions {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  private key = (hash: string) => `auth:refresh:${hash}`;
  private usedKey = (hash: string) => `auth:refresh-used:${hash}`;
  private familyKey = (family: string) => `auth:family:${family}`;

  async start(userId: string): Promise<string> {
    return this.store({ userId, family: issueOpaqueToken(userId).hash.slice(0, 32) });
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
  async rotate(token: string | undefined): Promise<{ userId: string; token: string }> {
    if (!token) throw new UnauthorizedError('Sign in again');
    const hash = sha256(token);
    const raw = await this.redis.getdel(this.key(hash));
    if (!raw) {
      const family = await this.redis.get(this.usedKey(hash));
      if (family) await this.revokeFamily(family);
      throw new UnauthorizedError('Sign in again');
    }
    const session = JSON.parse(raw) as Session;
    await this.redis.set(this.usedKey(hash), session.family, 'EX', this.ttlSeconds);
    return { userId: session.userId, token: await this.store(session) };
  }

  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    const raw = await this.redis.getdel(this.key(sha256(token)));
    if (raw) await this.revokeFamily((JSON.parse(raw) as Session).family);
  }

  private async revokeFamily(family: string): Promise<void> {
    const hashes = await this.redis.smembers(this.familyKey(family));
    if (hashes.length > 0) await this.redis.del(...hashes.map(this.key));
    await this.redis.del(this.familyKey(family));
  }
}
