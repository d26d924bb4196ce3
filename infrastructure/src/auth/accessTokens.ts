import { SignJWT, jwtVerify } from 'jose';
import { UnauthorizedError, USER_TYPES, type UserType } from '@dth/domain';

export interface Principal {
  userId: string;
  userType: UserType;
}

/** Verified tokens kept in memory: a token's claims never change, and verifying costs more than a read. */
const VERIFIED_CACHE_SIZE = 10_000;

/** Short-lived HS256 bearer tokens; the refresh cookie renews them. */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly verified = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(principal: Principal): Promise<string> {
    return new SignJWT({ user_type: principal.userType })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(principal.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<Principal> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.principal;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userType = payload.user_type as UserType;
      if (!payload.sub || !USER_TYPES.includes(userType) || !payload.exp) throw new Error('bad claims');
      const principal = { userId: payload.sub, userType };
      if (this.verified.size >= VERIFIED_CACHE_SIZE) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { principal, expiresAt: payload.exp * 1000 });
      return principal;
    } catch {
      throw new UnauthorizedError('Your session has expired; sign in again');
    }
  }

  /** Reads `Authorization: Bearer …`; 401 when it is missing or invalid. */
  async fromHeader(header: string | undefined): Promise<Principal> {
    const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!match) throw new UnauthorizedError('Authentication required');
    return this.verify(match[1]);
  }
}
