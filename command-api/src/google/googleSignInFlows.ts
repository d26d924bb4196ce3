import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sha256 } from '@dth/infrastructure';
import type { FlowChecks, GoogleIdentity } from './googleOpenId';

/** How long the provider's page may take, and then how long the person has to choose a type or type their password. */
export const GOOGLE_FLOW_TTL_SECONDS = 10 * 60;
export const GOOGLE_TICKET_TTL_SECONDS = 15 * 60;
/** A Google sign-in this recent proves the person is at the keyboard (deleting an account without a password). */
export const GOOGLE_RECENT_SIGN_IN_SECONDS = 5 * 60;

/** A Google identity that has no account yet (`userId` absent) or that may join the password account `userId`. */
export interface PendingGoogleSignIn extends GoogleIdentity {
  userId?: string;
}

/**
 * The server-side halves of a Google sign-in, each found by a random id that only the browser's
 * httpOnly cookie holds (Redis keeps its hash): the flow's checks, taken once when the answer comes
 * back, and the pending identity of a sign-in that needs one more step.
 */
export class GoogleSignInFlows {
  constructor(private readonly redis: Redis) {}

  private flowKey = (id: string) => `auth:google-flow:${sha256(id)}`;
  private ticketKey = (id: string) => `auth:google-ticket:${sha256(id)}`;

  begin(checks: FlowChecks): Promise<string> {
    return this.keep(this.flowKey, checks, GOOGLE_FLOW_TTL_SECONDS);
  }

  /** The flow's checks, once: a replayed answer finds nothing. */
  take(id: unknown): Promise<FlowChecks | null> {
    return this.read(this.flowKey, id, 'take');
  }

  holdPending(pending: PendingGoogleSignIn): Promise<string> {
    return this.keep(this.ticketKey, pending, GOOGLE_TICKET_TTL_SECONDS);
  }

  pending(id: unknown): Promise<PendingGoogleSignIn | null> {
    return this.read(this.ticketKey, id, 'peek');
  }

  async endPending(id: string): Promise<void> {
    await this.redis.del(this.ticketKey(id));
  }

  /** Remembers that `userId` has just signed in with Google. */
  async markRecentSignIn(userId: string): Promise<void> {
    await this.redis.set(this.recentKey(userId), '1', 'EX', GOOGLE_RECENT_SIGN_IN_SECONDS);
  }

  /** Whether `userId` signed in with Google within the last minutes; the proof is used once. */
  async takeRecentSignIn(userId: string): Promise<boolean> {
    return (await this.redis.getdel(this.recentKey(userId))) !== null;
  }

  private recentKey = (userId: string) => `auth:google-recent:${userId}`;

  private async keep(keyOf: (id: string) => string, value: object, ttlSeconds: number): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(keyOf(id), JSON.stringify(value), 'EX', ttlSeconds);
    return id;
  }

  private async read<T>(keyOf: (id: string) => string, id: unknown, how: 'take' | 'peek'): Promise<T | null> {
    if (typeof id !== 'string' || id.length > 100) return null;
    const stored = how === 'take' ? await this.redis.getdel(keyOf(id)) : await this.redis.get(keyOf(id));
    return stored ? (JSON.parse(stored) as T) : null;
  }
}
