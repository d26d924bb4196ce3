import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError, accountCodes } from '@dth/domain';

export interface LoginThrottleLimits {
  /** Attempts allowed for one account from one address. */
  maxFailuresPerAccount: number;
  maxFailuresPerIp: number;
  blockSeconds: number;
}

/**
 * A guessing attack spread over many addresses meets this many attempts per account from
 * clients the account has never signed in from; past it, such clients prove they hold the
 * mailbox (a mailed sign-in link) instead of being locked out.
 */
export const ACCOUNT_FAILURES_FROM_ALL_ADDRESSES_FACTOR = 10;

/** How long a client that signed in stays known to the account. */
const KNOWN_CLIENT_SECONDS = 90 * 24 * 3600;

/** Unknown clients of this account have used up its ceiling: they get a mailed link, not a password check. */
export class AccountCeilingReached extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(accountCodes.signInLinkSent, retryAfterSeconds);
  }
}

/** Who is signing in, as the throttle counts them: the account (a hash of its address), the client address and device. */
export interface LoginClient {
  account: string;
  ip: string;
  /** The known-device cookie, when the browser sent one. */
  device?: string;
}

/** One attempt, taken before the password is checked; a success gives back what it took. */
export interface LoginAttempt {
  succeeded(): Promise<void>;
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Counts sign-in attempts and refuses them past a limit (429 with Retry-After). Each attempt is
 * *taken* with an atomic increment before the password is checked, so requests sent together
 * are counted together and at most the limit is ever verified; a success gives its points back.
 *
 * Following OWASP's Authentication Cheat Sheet, the tight limit is keyed on the account *and* the
 * address, so someone who knows an email cannot lock its owner out from elsewhere. An address
 * that tries many accounts is limited on its own. An account under a spread-out attack meets a
 * ceiling ten times the tight limit, but only for clients it has never signed in from: its own
 * addresses and devices (remembered on success) go on signing in, and an unknown client past
 * the ceiling is mailed a sign-in link (`AccountCeilingReached`) instead of being locked out.
 */
export class LoginThrottle {
  private readonly perAccountAndIp: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  constructor(
    private readonly redis: Redis,
    limits: LoginThrottleLimits,
    private readonly secret: string,
  ) {
    const common = { storeClient: redis, duration: limits.blockSeconds, blockDuration: limits.blockSeconds };
    this.perAccountAndIp = new RateLimiterRedis({
      ...common,
      keyPrefix: 'auth:fail:account-ip',
      points: limits.maxFailuresPerAccount,
    });
    this.perAccount = new RateLimiterRedis({
      ...common,
      keyPrefix: 'auth:fail:account',
      points: limits.maxFailuresPerAccount * ACCOUNT_FAILURES_FROM_ALL_ADDRESSES_FACTOR,
    });
    this.perIp = new RateLimiterRedis({ ...common, keyPrefix: 'auth:fail:ip', points: limits.maxFailuresPerIp });
  }

  /** Takes one attempt, or throws 429 (`AccountCeilingReached` when only the account's ceiling is in the way). */
  async take(client: LoginClient): Promise<LoginAttempt> {
    const pair = `${client.account}:${client.ip}`;
    await consumeOr429(this.perAccountAndIp, pair);
    await consumeOr429(this.perIp, client.ip);
    const known = await this.isKnown(client);
    if (!known) {
      try {
        await this.perAccount.consume(client.account);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new AccountCeilingReached(retryAfter(rejection));
        throw rejection;
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.perAccountAndIp.delete(pair),
          this.perIp.reward(client.ip, 1),
          known ? undefined : this.perAccount.reward(client.account, 1),
          this.remember(client),
        ]);
      },
    };
  }

  /** A client that proved it holds the account (password or mailed link) is known to it from now on. */
  async remember(client: LoginClient): Promise<void> {
    const key = this.knownKey(client.account);
    await this.redis
      .multi()
      .sadd(key, ...this.markersOf(client))
      .expire(key, KNOWN_CLIENT_SECONDS)
      .exec();
  }

  private async isKnown(client: LoginClient): Promise<boolean> {
    const found = await this.redis.smismember(this.knownKey(client.account), ...this.markersOf(client));
    return found.some((flag) => flag === 1);
  }

  private knownKey(account: string) {
    return `auth:known:${account}`;
  }

  /** Addresses and device ids are kept as keyed hashes: the set says whether a client is known, not who they are. */
  private markersOf(client: LoginClient): string[] {
    const mark = (kind: string, value: string) =>
      `${kind}:${createHmac('sha256', this.secret).update(`${kind}:${value}`).digest('base64url')}`;
    return [mark('ip', client.ip), ...(client.device ? [mark('device', client.device)] : [])];
  }
}

async function consumeOr429(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw new TooManyRequestsError(accountCodes.tooManyAttempts, retryAfter(rejection));
    throw rejection;
  }
}
