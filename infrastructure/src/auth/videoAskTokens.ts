import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

const AUDIENCE = 'videoask-update';

/**
 * The update token of `GET /user/videoask/updateToken` (query API), checked by
 * `POST /user/videoask/update` (command API): a short-lived HS256 token naming the profile.
 * Its key is derived from the access-token secret, so the two kinds can never stand in for
 * each other, and both services agree on it without more configuration.
 */
export class VideoAskUpdateTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds = 30 * 60,
  ) {
    this.key = createHmac('sha256', secret).update(AUDIENCE).digest();
  }

  issue(specialistId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(specialistId)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The profile the token was issued for, or undefined when it is invalid or expired. */
  async verify(token: string): Promise<string | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      return typeof payload.sub === 'string' ? payload.sub : undefined;
    } catch {
      return undefined;
    }
  }
}
