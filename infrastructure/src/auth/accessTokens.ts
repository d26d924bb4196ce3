import { SignJWT, jwtVerify } from 'jose';
import { UnauthorizedError, USER_TYPES, type UserType, accountCodes } from '@dth/domain';
import type { IssuedAccess, SessionRevocations } from './sessionRevocations';

export interface Principal {
  userId: string;
  userType: UserType;
  /** The session (refresh family) the token was issued in: what logout ends. */
  sessionId?: string;
}

/** A token whose signature and expiry are good; whether it was revoked is asked separately. */
export interface SignedAccess extends IssuedAccess {
  principal: Principal;
}

/** Verified signatures kept in memory: a token's claims never change, and verifying costs more than a read. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Short-lived HS256 bearer tokens; the refresh cookie renews them. Each carries its session
 * (`sid`, the refresh family) and its issue time in milliseconds (`iat` may be fractional,
 * RFC 7519 NumericDate), so a reset or a logout can end it before it expires (SessionRevocations).
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { access: SignedAccess; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly revocations: SessionRevocations,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  // Token times stay on the real clock, not an injected one: jose checks `exp` against it, and the revocation
  // marks they are compared with expire by Redis' own TTLs (SessionRevocations), so all of them must agree.
  issue(principal: Principal, sessionId: string): Promise<string> {
    return new SignJWT({ user_type: principal.userType, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(principal.userId)
      .setIssuedAt(Date.now() / 1000)
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Checks the signature and expiry only (no I/O once seen); `assertCurrent` asks whether it was revoked. */
  async verifySignature(token: string): Promise<SignedAccess> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.access;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userType = payload.user_type as UserType;
      if (!payload.sub || !USER_TYPES.includes(userType) || !payload.exp || typeof payload.iat !== 'number')
        throw new Error('bad claims');
      const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
      const access: SignedAccess = {
        principal: { userId: payload.sub, userType, sessionId },
        userId: payload.sub,
        sessionId,
        issuedAtMs: Math.round(payload.iat * 1000),
      };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { access, expiresAt: payload.exp * 1000 });
      return access;
    } catch {
      throw new UnauthorizedError(accountCodes.sessionExpired);
    }
  }

  /** 401 when a password reset or a logout ended the token (one Redis read). */
  assertCurrent(access: SignedAccess): Promise<void> {
    return this.revocations.assertCurrent(access);
  }

  async verify(token: string): Promise<Principal> {
    const access = await this.verifySignature(token);
    await this.assertCurrent(access);
    return access.principal;
  }

  /** Reads `Authorization: Bearer …` (signature only); 401 when it is missing or invalid. */
  signedFromHeader(header: string | undefined): Promise<SignedAccess> {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match) return Promise.reject(new UnauthorizedError(accountCodes.authenticationRequired));
    return this.verifySignature(match[1]);
  }

  /** Reads `Authorization: Bearer …`; 401 when it is missing, invalid, expired or revoked. */
  async fromHeader(header: string | undefined): Promise<Principal> {
    const access = await this.signedFromHeader(header);
    await this.assertCurrent(access);
    return access.principal;
  }
}
