import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  SHARE_EMAIL_CODES_PER_HOUR, SHARE_EMAIL_CODE_TTL_SECONDS, SHARE_OPEN_FAILURE_WINDOW_SECONDS, SHARE_OPEN_MAX_FAILURES, SHARE_TOKEN_BYTES,
  SHARE_TOKEN_PATTERN, TooManyRequestsError, shareLinkMessages,
} from '@dth/domain';
import { jwtSecretOf, type Env } from '../config/env';

/*
 * The short-lived, secret parts of share links, kept in Redis beside (not in) the event log, like
 * refresh sessions: the grants an open gives, the codes mailed to allowed addresses, and the count
 * of wrong passcodes. None of them is state the domain decides on later.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new link's token: 144 random bits, base64url. */
export const newShareToken = () => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/**
 * The link's id, derived one way from its token, so a public request finds the link's stream
 * without any lookup, and an id seen in the owner's screens cannot be turned back into the token.
 */
export function shareLinkIdOf(token: string): string | undefined {
  return SHARE_TOKEN_PATTERN.test(token) ? sha256(`share-link:${token}`).slice(0, 32) : undefined;
}

/** The salted hash an access log keeps instead of the address (HMAC-SHA-256, hex). */
export const ipHashOf = (ip: string, salt: string) => createHmac('sha256', salt).update(ip).digest('hex');

/**
 * The salt of IP hashes: SHARE_LINK_IP_SALT, else derived from the token-signing secret (one secret
 * fewer to configure; set it apart to change one without the other). Changing it makes later visits
 * of an address look like a new visitor in the access logs.
 */
export function shareLinkIpSaltOf(env: Env): string {
  return env.SHARE_LINK_IP_SALT ?? createHmac('sha256', jwtSecretOf(env)).update('share-link-ip-salt').digest('base64url');
}

const grantKey = (grant: string) => `share:grant:${sha256(grant)}`;

/** What one open lets the page read, for a while: the grant names its link. */
export class ShareGrants {
  constructor(private readonly redis: Redis) {}

  async issue(linkId: string, ttlSeconds: number): Promise<string> {
    const grant = randomBytes(32).toString('base64url');
    await this.redis.set(grantKey(grant), linkId, 'EX', Math.max(1, Math.floor(ttlSeconds)));
    return grant;
  }

  /** The link a grant was given for, or null when it is unknown or has run out. */
  async linkOf(grant: string | undefined): Promise<string | null> {
    if (!grant || grant.length > 100) return null;
    return this.redis.get(grantKey(grant));
  }
}

/** One-time codes mailed to an allowed address: only the hash is kept, for a few minutes, used once. */
export class ShareEmailCodes {
  private readonly mails: RateLimiterRedis;

  constructor(private readonly redis: Redis) {
    this.mails = new RateLimiterRedis({ storeClient: redis, keyPrefix: 'share:email-code-mails', points: SHARE_EMAIL_CODES_PER_HOUR, duration: 3600 });
  }

  private key(linkId: string, email: string) {
    return `share:email-code:${linkId}:${sha256(email)}`;
  }

  /** A new code for the address (replacing an earlier one), or null when the address had its mails for the hour. */
  async issue(linkId: string, email: string): Promise<string | null> {
    try {
      await this.mails.consume(`${linkId}:${sha256(email)}`);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return null;
      throw rejection;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.redis.set(this.key(linkId, email), sha256(`${linkId}:${code}`), 'EX', SHARE_EMAIL_CODE_TTL_SECONDS);
    return code;
  }

  /** True once for the right code: a code that matched is gone. */
  async redeem(linkId: string, email: string, code: string): Promise<boolean> {
    const key = this.key(linkId, email);
    const stored = await this.redis.get(key);
    if (!stored) return false;
    const given = Buffer.from(sha256(`${linkId}:${code.trim()}`));
    if (given.length !== stored.length || !timingSafeEqual(given, Buffer.from(stored))) return false;
    return (await this.redis.del(key)) === 1;
  }
}

/** Wrong passcodes and codes, per link and client: after the limit every open is 429 until the window ends. */
export class ShareOpenThrottle {
  private readonly failures: RateLimiterRedis;

  constructor(redis: Redis) {
    this.failures = new RateLimiterRedis({
      storeClient: redis, keyPrefix: 'share:open-failures', points: SHARE_OPEN_MAX_FAILURES, duration: SHARE_OPEN_FAILURE_WINDOW_SECONDS,
    });
  }

  async assertAllowed(linkId: string, ipHash: string): Promise<void> {
    const res = await this.failures.get(`${linkId}:${ipHash}`);
    if (res && res.consumedPoints >= SHARE_OPEN_MAX_FAILURES) {
      throw new TooManyRequestsError(shareLinkMessages.tooManyAttempts, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
    }
  }

  async recordFailure(linkId: string, ipHash: string): Promise<void> {
    await this.failures.penalty(`${linkId}:${ipHash}`, 1);
  }
}
