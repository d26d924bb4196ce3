import express, { type RequestHandler } from 'express';
import { ValidationError, commonCodes } from '@dth/domain';
import { unsupportedCharsetOf } from './errors';

declare module 'express-serve-static-core' {
  interface Request {
    /** Why the body could not be read (bad JSON, too large, not UTF-8): answered after authentication. */
    unreadableBody?: unknown;
  }
}

/**
 * JSON bodies, read before routing (the body must be read once, whoever answers) but refused only by
 * `readableBody`, after the route's token check: a client without a token learns 401 first, whatever it sent.
 * Any JSON value is parsed (not only objects and arrays), so `"AAA"` is told it is not an object, not
 * that it is not JSON.
 */
export function jsonBodies(options: { limit: string }): RequestHandler {
  const parse = express.json({ ...options, strict: false });
  return (req, res, next) => {
    const charsetError = unsupportedCharsetOf(req);
    if (charsetError) {
      req.unreadableBody = charsetError;
      return next();
    }
    parse(req, res, (error?: unknown) => {
      if (error) req.unreadableBody = error;
      next();
    });
  };
}

/** Every documented route, after authentication: the body could be read, and is a JSON object when there is one. */
export const readableBody: RequestHandler = (req, _res, next) => {
  if (req.unreadableBody) return next(req.unreadableBody);
  const body: unknown = req.body;
  if (body !== undefined && (body === null || typeof body !== 'object' || Array.isArray(body)))
    return next(new ValidationError(commonCodes.bodyNotObject, {}));
  next();
};
