import type { RequestHandler } from 'express';

/**
 * Every answer of the public share-link paths: not indexed, no referrer leaking the token to what
 * the page links to, never cached (a revoked link must stop at once), and no cookie.
 */
export const PUBLIC_SHARE_HEADERS: Readonly<Record<string, string>> = {
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

export const publicShareHeaders: RequestHandler = (_req, res, next) => {
  for (const [name, value] of Object.entries(PUBLIC_SHARE_HEADERS)) res.setHeader(name, value);
  next();
};
