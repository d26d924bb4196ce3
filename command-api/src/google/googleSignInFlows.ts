import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { sha256 } from '@dth/infrastructure';
import type { FlowChecks, GoogleIdentity } from './googleOpenId';

/** How long the provider's page may take, and then how long the person has to choose a type or type their password. */
export const GOOGLE_FLOW_TTL_SECONDS = 10 * 60;
export const GOOGLE_TICKET_TTL_SECONDS = 15 * 60;

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

  async begin(checks: FlowChecks): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.flowKey(id), JSON.stringify(checks), 'EX', GOOGLE_FLOW_TTL_SECONDS);
    return id;
  }

  /** The flow's checks, once: a replayed answer finds nothing. */
  async take(id: unknown): Promise<FlowChecks | null> {
    if (typeof id !== 'string' || id.length > 100) return null;
    const stored = await this.redis.getdel(this.flowKey(id));
    return stored ? (JSON.parse(stored) as FlowChecks) : null;
  }

  async holdPending(pending: PendingGoogleSignIn): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.redis.set(this.ticketKey(id), JSON.stringify(pending), 'EX', GOOGLE_TICKET_TTL_SECONDS);
    return id;
  }

  async pending(id: unknown): Promise<PendingGoogleSignIn | null> {
    if (typeof id !== 'string' || id.length > 100) return null;
    const stored = await this.redis.get(this.ticketKey(id));
    return stored ? (JSON.parse(stored) as PendingGoogleSignIn) : null;
  }

  async endPending(id: string): Promise<void> {
    await this.redis.del(this.ticketKey(id));
  }
}
