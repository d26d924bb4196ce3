import type { RequestHandler } from 'express';
import type { AccessTokens, Principal } from '../auth/accessTokens';

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

/** Requires a valid bearer token; the principal is then on `req.principal`. */
export function authenticate(tokens: AccessTokens): RequestHandler {
  return async (req, _res, next) => {
    req.principal = await tokens.fromHeader(req.headers.authorization);
    next();
  };
}

export function principalOf(req: { principal?: Principal }): Principal {
  if (!req.principal) throw new Error('authenticate() must run before this route');
  return req.principal;
}
