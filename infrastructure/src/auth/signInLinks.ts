import type { Redis } from 'ioredis';
import { issueOpaqueToken, sha256, subjectOf } from './opaqueTokens';

/** How long a mailed sign-in link works, and how often one is mailed per account. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

/**
 * One-time sign-in links, mailed when an account's ceiling of attempts from unknown clients is
 * reached: the owner proves they hold the mailbox instead of being locked out. Only the link's
 * hash is kept (Redis, 15 minutes), and at most one link is mailed per account in that time, so
 * the attack cannot flood the owner's inbox.
 */
export class SignInLinks {
  constructor(private readonly redis: Redis) {}

  private key = (hash: string) => `auth:sign-in-link:${hash}`;

  /** A new link for the user, or null when one was already mailed for this account in the last 15 minutes. */
  async issue(userId: string, account: string): Promise<string | null> {
    const first = await this.redis.set(
      `auth:sign-in-link-mailed:${account}`,
      '1',
      'EX',
      SIGN_IN_LINK_TTL_SECONDS,
      'NX',
    );
    if (first !== 'OK') return null;
    const { token, hash } = issueOpaqueToken(userId);
    await this.redis.set(this.key(hash), userId, 'EX', SIGN_IN_LINK_TTL_SECONDS);
    return token;
  }

  /** The user a link signs in, once; null for an unknown, used or expired link. */
  async redeem(token: string): Promise<string | null> {
    if (!subjectOf(token) || token.length > 200) return null;
    return this.redis.getdel(this.key(sha256(token)));
  }
}
