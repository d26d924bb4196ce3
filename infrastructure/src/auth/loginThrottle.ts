import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError, accountMessages } from '@dth/domain';

export interface LoginThrottleLimits {
  /** Failures allowed for one account from one address. */
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  blockSeconds: number;
}

/**
 * A guessing attack spread over many addresses still meets this many failures per account, a
 * ceiling well above what the owner mistyping from their own addresses reaches.
 */
export const ACCOUNT_FAILURES_FROM_ALL_ADDRESSES_FACTOR = 10;

/**
 * Counts failed sign-ins; past a limit, sign-in answers 429 with Retry-After. Following OWASP's
 * Authentication Cheat Sheet, the tight limit is keyed on the account *and* the address: someone
 * who knows an email can no longer lock its owner out, since the owner signs in from another
 * address. An address that fails across accounts is limited on its own, and an account under a
 * distributed attack meets a ceiling ten times the per-address limit.
 */
export class LoginThrottle {
  private readonly perAccountAndIp: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(redis: Redis, private readonly limits: LoginThrottleLimits) {
    const common = { storeClient: redis, duration: limits.blockSeconds, blockDuration: limits.blockSeconds };
    this.perAccountAndIp = new RateLimiterRedis({ ...common, keyPrefix: 'auth:fail:account-ip', points: limits.maxFailuresPerAccount });
    this.perAccount = new RateLimiterRedis({ ...common, keyPrefix: 'auth:fail:account', points: this.accountCeiling });
    this.perIp = new RateLimiterRedis({ ...common, keyPrefix: 'auth:fail:ip', points: limits.maxFailuresPerIp });
  }

  private get accountCeiling() {
    return this.limits.maxFailuresPerAccount * ACCOUNT_FAILURES_FROM_ALL_ADDRESSES_FACTOR;
  }

  async assertAllowed(account: string, ip: string): Promise<void> {
    const pair = `${account}:${ip}`;
    const [byPair, byAccount, byIp] = await Promise.all([this.perAccountAndIp.get(pair), this.perAccount.get(account), this.perIp.get(ip)]);
    const blocked = ([
      [byPair, this.limits.maxFailuresPerAccount],
      [byAccount, this.accountCeiling],
      [byIp, this.limits.maxFailuresPerIp],
    ] as [RateLimiterRes | null, number][]).filter(([res, max]) => res && res.consumedPoints >= max);
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map(([res]) => res!.msBeforeNext));
      throw new TooManyRequestsError(accountMessages.tooManyAttempts, Math.max(1, Math.ceil(wait / 1000)));
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([this.perAccountAndIp.penalty(`${account}:${ip}`, 1), this.perAccount.penalty(account, 1), this.perIp.penalty(ip, 1)]);
  }

  async recordSuccess(account: string, ip: string): Promise<void> {
    await this.perAccountAndIp.delete(`${account}:${ip}`);
  }
}
