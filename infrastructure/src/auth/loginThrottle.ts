import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError, accountMessages } from '@dth/domain';

export interface LoginThrottleLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  blockSeconds: number;
}

/** Counts failed sign-ins per account and per IP; past the limit both answer 429 with Retry-After. */
export class LoginThrottle {
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(redis: Redis, private readonly limits: LoginThrottleLimits) {
    const common = { storeClient: redis, duration: limits.blockSeconds, blockDuration: limits.blockSeconds };
    this.perAccount = new RateLimiterRedis({ ...common, keyPrefix: 'auth:fail:account', points: limits.maxFailuresPerAccount });
    this.perIp = new RateLimiterRedis({ ...common, keyPrefix: 'auth:fail:ip', points: limits.maxFailuresPerIp });
  }

  async assertAllowed(account: string, ip: string): Promise<void> {
    const [byAccount, byIp] = await Promise.all([this.perAccount.get(account), this.perIp.get(ip)]);
    const blocked = [
      [byAccount, this.limits.maxFailuresPerAccount],
      [byIp, this.limits.maxFailuresPerIp],
    ].filter(([res, max]) => res && (res as RateLimiterRes).consumedPoints >= (max as number)) as [RateLimiterRes, number][];
    if (blocked.length > 0) {
      const wait = Math.max(...blocked.map(([res]) => res.msBeforeNext));
      throw new TooManyRequestsError(accountMessages.tooManyAttempts, Math.max(1, Math.ceil(wait / 1000)));
    }
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.penalty(account, 1), this.perIp.penalty(ip, 1)]);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.perAccount.delete(account);
  }
}
