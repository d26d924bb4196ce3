import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'download-link';

/**
 * Links to private files that the gateway serves straight from the blob store: the path, an expiry
 * (Unix seconds) and an HMAC-SHA256 of both. nginx asks the query API to check one
 * (auth_request) before it streams the file, so no service holds the bytes. The key is derived
 * from the access-token secret, so a link can never stand in for a token, nor a token for a link.
 */
export class DownloadLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update(PURPOSE).digest();
  }

  private signatureOf(path: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${expires}\n${path}`).digest();
  }

  /** `path?expires=…&signature=…`, valid until `expires` (Unix seconds). */
  sign(path: string, expires: number): string {
    return `${path}?expires=${expires}&signature=${this.signatureOf(path, expires).toString('base64url')}`;
  }

  /** Whether a request's URI (path and query, as the client sent it) is a link this key signed that has not expired. */
  verify(uri: string, nowSeconds: number): boolean {
    const url = URL.canParse(uri, 'http://x') ? new URL(uri, 'http://x') : null;
    const expires = Number(url?.searchParams.get('expires'));
    const signature = Buffer.from(url?.searchParams.get('signature') ?? '', 'base64url');
    if (!url || !Number.isSafeInteger(expires) || expires < nowSeconds || signature.length !== 32) return false;
    return timingSafeEqual(signature, this.signatureOf(url.pathname, expires));
  }
}
