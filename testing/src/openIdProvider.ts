import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { freePort } from '@dth/infrastructure';

/** What the provider says about a person, as Google does in its ID tokens. */
export interface TestIdentityClaims {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export type IdTokenSigning = 'provider' | 'unpublished-key' | 'none';

export type IdTokenClaims = Record<string, unknown> & {
  iss: string;
  aud: string | string[];
  exp: number;
  nonce?: string;
};

/**
 * A real OpenID provider on loopback (the `oidc-provider` package) standing in for Google: discovery,
 * authorization code with PKCE, signed ID tokens with the claims Google sends. Its own development
 * login page signs in whoever types a login that was added with `addIdentity` (any password).
 */
export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Typing `login` on the provider's page signs in as this person; `login` is their subject (`sub`). */
  addIdentity(login: string, claims: TestIdentityClaims): void;
  /**
   * The next ID token the token endpoint issues is changed by `change` and signed again with the
   * provider's own key: a validly signed token with a wrong audience, expiry, issuer or nonce. `signWith`
   * `unpublished-key` signs it with a key the provider never published (with its key id), `none` not at all.
   */
  tamperNextIdToken(change: (claims: IdTokenClaims) => IdTokenClaims, signWith?: IdTokenSigning): void;
  /**
   * Goes through the provider's pages as a browser would (its cookies kept) from an authorization URL
   * to the redirect back to the app, whose URL (with `code`, `state`, `iss`) is returned.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  stop(): Promise<void>;
}

const base64url = (text: string) => Buffer.from(text).toString('base64url');

export async function startTestOpenIdProvider(redirectUris: string[]): Promise<TestOpenIdProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = `dth-test-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const { privateKey: unpublishedKey } = await generateKeyPair('RS256');
  const identities = new Map<string, TestIdentityClaims>();
  let tamper: { change: (claims: IdTokenClaims) => IdTokenClaims; signWith: IdTokenSigning } | undefined;

  // Loaded here, not with the test support: only the Google sign-in tests need it (and it warns on import).
  const { default: Provider } = await import('oidc-provider');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // As Google: the scope's claims are in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx, id) {
      const claims = identities.get(id);
      return claims && { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // Consent is Google's business, not the app's: every scope asked for is granted.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'given_name', 'family_name']);
      await grant.save();
      return grant;
    },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tamper || typeof body?.id_token !== 'string') return;
    const { change, signWith } = tamper;
    tamper = undefined;
    const claims = change(decodeJwt(body.id_token));
    body.id_token =
      signWith === 'none'
        ? `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`
        : await new SignJWT(claims)
            .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'JWT' })
            .sign(signWith === 'unpublished-key' ? unpublishedKey : privateKey);
  });
  const handle = provider.callback();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    addIdentity: (login, claims) => void identities.set(login, claims),
    tamperNextIdToken: (change, signWith = 'provider') => void (tamper = { change, signWith }),
    async signIn(authorizationUrl, login) {
      const cookies = new Map<string, string>();
      const go = async (url: string, init: RequestInit = {}) => {
        const res = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return res;
      };
      let res = await go(authorizationUrl);
      for (let hops = 0; hops < 10; hops++) {
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        if (next.pathname.startsWith('/interaction/')) {
          await (await go(next.href)).text();
          res = await go(next.href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
          });
        } else {
          res = await go(next.href);
        }
      }
      throw new Error('the provider never sent the browser back');
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
