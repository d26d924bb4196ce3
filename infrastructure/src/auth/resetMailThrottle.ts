import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError, accountCodes } from '@dth/domain';

export const RESET_MAIL_LIMITS = { perAddressPerHour: 3, perIpPerHour: 10 };

/**
 * Limits "forgot password" per email address and per client address, so nobody can flood an
 * inbox with reset mails. Addresses with no account count the same, so the 429 reveals nothing.
 */
export class ResetMailThrottle {
  private readonly perAddress: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(redis: Redis, limits = RESET_MAIL_LIMITS) {
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'auth:reset-mail:address',
      points: limits.perAddressPerHour,
      duration: 3600,
    });
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'auth:reset-mail:ip',
      points: limits.perIpPerHour,
      duration: 3600,
    });
  }

  async consume(email: string, ip: string): Promise<void> {
    const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    try {
      await Promise.all([this.perAddress.consume(address), this.perIp.consume(ip)]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new TooManyRequestsError(
        accountCodes.tooManyResetMails,
        Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      );
    }
  }
}
