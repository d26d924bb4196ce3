import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { WithheldBecause } from '@dth/domain';

/**
 * How many mails a sender may make the platform send to others, and one address may receive on
 * others' behalf, in an hour (counted in Redis, so across every command API). `take` counts one
 * mail and says which limit, if any, keeps it back.
 */
export class UserMailLimits {
  private readonly perSender: RateLimiterRedis;
  private readonly perRecipient: RateLimiterRedis;

  constructor(redis: Redis, limits: { perSender: number; perRecipient: number }) {
    this.perSender = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'mail:sender',
      points: limits.perSender,
      duration: 3600,
    });
    this.perRecipient = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'mail:recipient',
      points: limits.perRecipient,
      duration: 3600,
    });
  }

  /** null when the mail may go; otherwise the limit that keeps it back. */
  async take(sender: string, recipientHash: string): Promise<WithheldBecause | null> {
    if (!(await consumed(this.perSender, sender))) return 'sender-limit';
    if (!(await consumed(this.perRecipient, recipientHash))) return 'recipient-limit';
    return null;
  }
}

async function consumed(limiter: RateLimiterRedis, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}
