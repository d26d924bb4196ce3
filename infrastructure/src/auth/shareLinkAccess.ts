import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  SHARE_EMAIL_CODES_PER_HOUR,
  SHARE_EMAIL_CODE_MAX_TRIES,
  SHARE_EMAIL_CODE_TTL_SECONDS,
  SHARE_KNOWN_VIEWER_SECONDS,
  SHARE_LINK_MAX_GUESSES_PER_HOUR,
  SHARE_OPEN_FAILURE_WINDOW_SECONDS,
  SHARE_OPEN_MAX_FAILURES,
  SHARE_REQUESTS_PER_CLIENT_PER_HOUR,
  SHARE_REQUESTS_PER_LINK_PER_HOUR,
  SHARE_TOKEN_BYTES,
  type EmailCodeCheck,
  SHARE_TOKEN_PATTERN,
  TooManyRequestsError,
  shareLinkCodes,
} from '@dth/domain';
import { jwtSecretOf, type Env } from '../config/env';
import { HashPoolFull, publicHashing, verifyPassword } from './passwords';

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
  return (
    env.SHARE_LINK_IP_SALT ?? createHmac('sha256', jwtSecretOf(env)).update('share-link-ip-salt').digest('base64url')
  );
}

/**
 * The pseudonyms an anonymised link gives its people: HMAC-SHA-256 of the link's id and the person's,
 * keyed by a secret derived from the token-signing one (the same in every query API), so a pseudonym
 * is stable for one link, different on every other, and cannot be turned back into an id.
 */
export function shareLinkPseudonyms(env: Env): (linkId: string, personId: string) => string {
  const key = createHmac('sha256', jwtSecretOf(env)).update('share-link-pseudonyms').digest();
  return (linkId, personId) => createHmac('sha256', key).update(`${linkId}:${personId}`).digest('hex').slice(0, 32);
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

/**
 * Compares a tried code with the stored one and counts wrong tries, atomically: after
 * SHARE_EMAIL_CODE_MAX_TRIES wrong tries, whoever sent them, the code is deleted.
 */
const REDEEM_CODE = `
local stored = redis.call('HGET', KEYS[1], 'hash')
if not stored then return -1 end
if stored == ARGV[1] then redis.call('DEL', KEYS[1]) return 1 end
local tries = redis.call('HINCRBY', KEYS[1], 'wrong', 1)
if tries >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) return -2 end
return 0`;

/** One-time codes mailed to an allowed address: only the hash is kept, for a few minutes, used once, and dead after 5 wrong tries. */
export class ShareEmailCodes {
  private readonly mails: RateLimiterRedis;

  constructor(private readonly redis: Redis) {
    this.mails = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'share:email-code-mails',
      points: SHARE_EMAIL_CODES_PER_HOUR,
      duration: 3600,
    });
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
    const key = this.key(linkId, email);
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'hash', sha256(`${linkId}:${code}`))
      .expire(key, SHARE_EMAIL_CODE_TTL_SECONDS)
      .exec();
    return code;
  }

  /** 'valid' once for the right code: a code that matched is gone, and so is one tried wrongly five times. */
  async redeem(linkId: string, email: string, code: string): Promise<EmailCodeCheck> {
    const result = Number(
      await this.redis.eval(
        REDEEM_CODE,
        1,
        this.key(linkId, email),
        sha256(`${linkId}:${code.trim()}`),
        SHARE_EMAIL_CODE_MAX_TRIES,
      ),
    );
    return result === 1 ? 'valid' : result === -2 ? 'used-up' : 'wrong';
  }
}

/** One guess at a link, taken before it is checked; a right guess gives back what it took. */
export interface ShareGuess {
  succeeded(): Promise<void>;
}

/** The link itself has had its guesses for the hour, whoever sent them. */
export class ShareLinkLocked extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(shareLinkCodes.linkLocked, retryAfterSeconds);
  }
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * Guesses at a gated link (passcodes and mailed codes). Each guess is taken with an atomic
 * increment *before* it is checked, so guesses sent together are counted together: per link and
 * client (5 an hour) first, then per link whoever sends them (20 an hour), so spreading guesses
 * over many addresses does not help, and one client cannot lock the link alone. A client that
 * opened the link before (its known viewer) is held by its own limit only, so a lock keeps strangers
 * out, not the link's real viewers. A right guess gives its points back.
 */
export class ShareOpenThrottle {
  private readonly perClient: RateLimiterRedis;
  private readonly perLink: RateLimiterRedis;

  constructor(private readonly redis: Redis) {
    this.perClient = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'share:open-failures',
      points: SHARE_OPEN_MAX_FAILURES,
      duration: SHARE_OPEN_FAILURE_WINDOW_SECONDS,
    });
    this.perLink = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'share:link-guesses',
      points: SHARE_LINK_MAX_GUESSES_PER_HOUR,
      duration: 3600,
    });
  }

  private viewerKey = (client: string) => `share:viewer:${client}`;

  /** Takes one guess, or throws 429 (`ShareLinkLocked` when the link's own cap is reached). */
  async take(linkId: string, ipHash: string): Promise<ShareGuess> {
    const client = `${linkId}:${ipHash}`;
    try {
      await this.perClient.consume(client);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        throw new TooManyRequestsError(shareLinkCodes.tooManyAttempts, retryAfter(rejection));
      throw rejection;
    }
    const knownViewer = (await this.redis.exists(this.viewerKey(client))) === 1;
    if (!knownViewer) {
      try {
        await this.perLink.consume(linkId);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw new ShareLinkLocked(retryAfter(rejection));
        throw rejection;
      }
    }
    return {
      succeeded: async () => {
        await Promise.all([
          this.perClient.reward(client, 1),
          knownViewer ? undefined : this.perLink.reward(linkId, 1),
          this.redis.set(this.viewerKey(client), '1', 'EX', SHARE_KNOWN_VIEWER_SECONDS),
        ]);
      },
    };
  }
}

/**
 * Clients' requests on a link (intro, approve, comment), counted before they are appended: per link and
 * client, then per link whoever sends them, so a burst from many addresses cannot flood the owner's list.
 */
export class ShareRequestThrottle {
  private readonly perClient: RateLimiterRedis;
  private readonly perLink: RateLimiterRedis;

  constructor(redis: Redis) {
    this.perClient = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'share:requests-client',
      points: SHARE_REQUESTS_PER_CLIENT_PER_HOUR,
      duration: 3600,
    });
    this.perLink = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'share:requests-link',
      points: SHARE_REQUESTS_PER_LINK_PER_HOUR,
      duration: 3600,
    });
  }

  /** Takes one request, or throws 429. */
  async take(linkId: string, ipHash: string): Promise<void> {
    try {
      await this.perClient.consume(`${linkId}:${ipHash}`);
      await this.perLink.consume(linkId);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        throw new TooManyRequestsError(shareLinkCodes.tooManyRequests, retryAfter(rejection));
      throw rejection;
    }
  }
}

/** Passcode checks at once per link, and per client, beyond which a guess is refused before any hashing. */
const PASSCODE_CHECKS_PER_LINK = 2;
const PASSCODE_CHECKS_PER_CLIENT = 1;

/**
 * Passcodes tried by anonymous visitors are checked on a hashing pool of their own (`publicHashing`),
 * never the one sign-in waits on, with bounded work per link and per client: a burst is refused
 * (429) before it costs any hashing, so nobody can slow sign-in down by trying passcodes.
 */
export class PasscodeChecks {
  private readonly inFlight = new Map<string, number>();

  async verify(linkId: string, ipHash: string, passcode: string, passcodeHash: string): Promise<boolean> {
    const keys: [string, number][] = [
      [`link:${linkId}`, PASSCODE_CHECKS_PER_LINK],
      [`client:${ipHash}`, PASSCODE_CHECKS_PER_CLIENT],
    ];
    if (publicHashing.full || keys.some(([key, max]) => (this.inFlight.get(key) ?? 0) >= max)) {
      throw new TooManyRequestsError(shareLinkCodes.busy, 1);
    }
    for (const [key] of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    try {
      return await verifyPassword(passcode, passcodeHash, publicHashing);
    } catch (error) {
      if (error instanceof HashPoolFull) throw new TooManyRequestsError(shareLinkCodes.busy, 1);
      throw error;
    } finally {
      for (const [key] of keys) {
        const left = (this.inFlight.get(key) ?? 1) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
      }
    }
  }
}
