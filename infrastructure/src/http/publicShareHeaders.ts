import type { RequestHandler } from 'express';

/**
 * Every answer of the public share-link paths: not indexed, no referrer leaking the token to what
 * the page links to, never cached (a revoked link must stop at once), and no cookie.
 */
export const publicShareHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  next();
};
