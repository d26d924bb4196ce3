import type { ErrorRequestHandler } from 'express';
import { DomainError, TooManyRequestsError, ValidationError } from '@dth/domain';

const STATUS_BY_CODE: Record<string, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  concurrency: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
};

/**
 * The single place where failures become HTTP answers, with the error body of ARCHITECTURE.md:
 * `{ error: { code, message, fields? } }`, plus the stable codes of the domain's messages for
 * clients to translate (`message_code`, and `field_codes: { name: code }` beside `fields`).
 * Unexpected failures are 500s carrying the request id that the JSON log line also has.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof DomainError) {
    const status = STATUS_BY_CODE[error.code] ?? 400;
    if (error instanceof TooManyRequestsError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    const fields = error instanceof ValidationError ? { fields: error.fields, field_codes: error.fieldCodes } : {};
    res.status(status).json({ error: { code: error.code, message: error.message, message_code: error.messageCode, ...fields } });
    return;
  }
  // Errors of express' own body parser: malformed JSON, a body too large.
  if (error?.type === 'entity.parse.failed') {
    res.status(400).json({ error: { code: 'validation', message: 'The request body is not valid JSON', fields: {} } });
    return;
  }
  if (error?.type === 'entity.too.large') {
    res.status(413).json({ error: { code: 'payload_too_large', message: 'The request body is too large' } });
    return;
  }
  req.log?.error({ err: error }, 'unexpected failure');
  res.status(500).json({ error: { code: 'internal', message: 'Something went wrong on our side', requestId: req.id } });
};

/** Unknown paths answer the same error body instead of express' HTML page. */
export const notFoundHandler = (req: { method: string; path: string }, res: { status: (n: number) => { json: (b: unknown) => void } }) => {
  res.status(404).json({ error: { code: 'not_found', message: `No route for ${req.method} ${req.path}` } });
};
