import type { ServerResponse } from 'node:http';

/**
 * The app's Content Security Policy: scripts only from the app's own files (no inline script),
 * never framed. Styles allow inline because MUI (emotion) injects its styles at run time; the
 * only frame is the optional VideoAsk embed. deploy/nginx.conf sends the same policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https://www.videoask.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Headers on everything the gateway serves; the app's pages also get the CSP. */
export function setSecurityHeaders(res: ServerResponse, isAppPage: boolean): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  if (isAppPage) res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
}

const SHARED_PAGE = /^\/stage\/shared-(team|project|profile)(\/|$)/;

/**
 * The public share pages carry a token in their address: they are not indexed, and the browser
 * sends no referrer from them (the token must not leak to what the page links to).
 */
export function setSharedPageHeaders(res: ServerResponse, url: string): void {
  if (!SHARED_PAGE.test(url)) return;
  res.setHeader('x-robots-tag', 'noindex, nofollow');
  res.setHeader('referrer-policy', 'no-referrer');
}
