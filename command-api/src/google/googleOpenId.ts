import * as oidc from 'openid-client';
import { ForbiddenError, ValidationError, accountCodes } from '@dth/domain';
import type { Clock, Logger } from '@dth/infrastructure';

/** How far ahead of our clock an ID token's `iat` may be: the provider's clock may run a little fast, never a day. */
export const ID_TOKEN_CLOCK_SKEW_SECONDS = 60;

export interface GoogleOpenIdConfig {
  /** Discovered from `{issuer}/.well-known/openid-configuration` on first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: the app's callback page. */
  redirectUri: string;
}

/** What one sign-in proves: a subject of the provider, and the address it has verified. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** The checks one authorization request is bound to, kept server-side until its answer comes back. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What came back to the redirect URI (a type, not an interface: `Object.entries` then knows its values are text). */
export type CallbackParams = {
  code: string;
  state: string;
  iss?: string;
};

/**
 * The relying party of Google sign-in (any OpenID provider): authorization code flow with PKCE,
 * `state` and `nonce`, checked by openid-client (issuer, audience, expiry, nonce, and the signature
 * against the keys the provider publishes: openid-client skips that for a token from the token
 * endpoint unless asked), and `iat` against our clock here.
 */
export class GoogleOpenId {
  private discovered?: Promise<oidc.Configuration>;

  constructor(
    private readonly config: GoogleOpenIdConfig,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {}

  /** Discovery waits for the first sign-in (the provider may be unreachable at start); a failure is tried again next time. */
  private configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.config;
    this.discovered ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, undefined, {
        // A local provider (tests, a developer's own) speaks plain HTTP; Google never does.
        execute: [oidc.enableNonRepudiationChecks, ...(issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [])],
        timeout: 10,
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  async authorizationUrl(): Promise<{ url: URL; checks: FlowChecks }> {
    const checks = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(await this.configuration(), {
      redirect_uri: this.config.redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url, checks };
  }

  /**
   * Redeems the code and checks its ID token. Any failed check (a replayed code, a wrong state or
   * nonce, another audience, an expired token, another issuer) is a 400; an address the provider has
   * not verified, a 403.
   */
  async identityOf(params: CallbackParams, checks: FlowChecks): Promise<GoogleIdentity> {
    const answer = new URL(this.config.redirectUri);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) answer.searchParams.set(name, value);
    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(await this.configuration(), answer, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.logger.warn(
        {
          err:
            error instanceof Error
              ? { name: error.name, message: error.message, code: (error as { code?: string }).code }
              : String(error),
        },
        'Google sign-in refused',
      );
      throw new ValidationError(accountCodes.googleSignInFailed);
    }
    if (!claims || !this.issuedBeforeNow(claims)) throw new ValidationError(accountCodes.googleSignInFailed);
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified !== true) throw new ForbiddenError(accountCodes.googleEmailUnverified);
    return { subject: claims.sub, email, ...namesOf(claims, email) };
  }

  private issuedBeforeNow({ iat }: oidc.IDToken): boolean {
    const now = this.clock.now().getTime() / 1000;
    if (typeof iat === 'number' && iat <= now + ID_TOKEN_CLOCK_SKEW_SECONDS) return true;
    this.logger.warn({ iat, now: Math.floor(now) }, 'Google sign-in refused: ID token issued in the future');
    return false;
  }
}

/** Google's given and family names; a name-less identity is named after its address. */
function namesOf(claims: oidc.IDToken, email: string): { firstName: string; lastName: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 260) : '');
  const [first, ...rest] = text(claims.name).split(/\s+/);
  const firstName = text(claims.given_name) || first || email.split('@')[0];
  const lastName = text(claims.family_name) || rest.join(' ') || firstName;
  return { firstName, lastName };
}
