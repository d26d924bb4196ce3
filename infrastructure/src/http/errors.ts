import type { IncomingMessage } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import {
  ConflictError,
  DomainError,
  ServiceUnavailableError,
  TooManyRequestsError,
  ValidationError,
  messageText,
} from '@dth/domain';

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
  gone: 410,
  unavailable: 503,
};

/**
 * The single place where failures become HTTP answers, with the error body of ARCHITECTURE.md:
 * `{ error: { code, message, fields?, details? } }`. A domain error is raised with the code of its message
 * (domain/src/shared/messages.ts); here it is worded in English from the catalogue, with the code beside the
 * words for clients to translate (`message_code`, and `field_codes: { name: code }` beside `fields`).
 * Unexpected failures are 500s carrying the request id that the JSON log line also has.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    // A stream (an export) failed after its status went out: all that is left is to cut it short.
    req.log?.error({ err: error }, 'failure after the answer started');
    res.destroy();
    return;
  }
  if (error instanceof DomainError) {
    const status = STATUS_BY_CODE[error.code] ?? 400;
    if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError)
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    const fields =
      error instanceof ValidationError
        ? {
            fields: Object.fromEntries(Object.entries(error.fields).map(([name, said]) => [name, messageText(said)])),
            field_codes: error.fieldCodes,
          }
        : {};
    const details = error instanceof ConflictError && error.details ? { details: error.details } : {};
    res.status(status).json({
      error: {
        code: error.code,
        message: messageText(error.domainMessage),
        message_code: error.messageCode,
        ...fields,
        ...details,
      },
    });
    return;
  }
  const clientError = clientErrorOf(error);
  if (clientError) {
    res.status(clientError.status).json({ error: clientError.error });
    return;
  }
  req.log?.error({ err: error }, 'unexpected failure');
  res.status(500).json({ error: { code: 'internal', message: 'Something went wrong on our side', requestId: req.id } });
};

/**
 * Failures of the request itself that express and its body parser raise (their `status` is a
 * 4xx): malformed JSON, a body too large, an unknown charset or content encoding, a corrupt gzip
 * body, a badly encoded path. They get the usual error body, never a 500.
 */
function clientErrorOf(error: unknown) {
  const failure = (error ?? {}) as { type?: unknown; status?: unknown; statusCode?: unknown };
  const status = failure.status ?? failure.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  switch (failure.type) {
    case 'entity.parse.failed':
      return { status: 400, error: { code: 'validation', message: 'The request body is not valid JSON', fields: {} } };
    case 'entity.too.large':
      return { status: 413, error: { code: 'payload_too_large', message: 'The request body is too large' } };
    case 'charset.unsupported':
      return { status: 415, error: NOT_UTF8 };
    case 'encoding.unsupported':
      return {
        status: 415,
        error: {
          code: 'unsupported_media_type',
          message: 'The request body is in an encoding the server does not read',
        },
      };
    default:
      return { status: 400, error: { code: 'validation', message: 'The request could not be read', fields: {} } };
  }
}

const NOT_UTF8 = { code: 'unsupported_media_type', message: 'The request body must be UTF-8 JSON' };
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * Bodies are UTF-8 (docs/api.md): the JSON parser would decode any `utf-*` charset it is told,
 * so `charset=utf-16` read as garbage and answered 400. Any other charset is a 415 (the error this
 * answers, for `jsonBodies`), never parsed.
 */
export function unsupportedCharsetOf(req: IncomingMessage): Error | undefined {
  const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset === undefined || charset === 'utf-8' || charset === 'utf8') return undefined;
  return Object.assign(new Error(`unsupported charset "${charset}"`), { status: 415, type: 'charset.unsupported' });
}

/** Unknown paths answer the same error body instead of express' HTML page. */
export const notFoundHandler = (
  req: { method: string; path: string },
  res: { status: (n: number) => { json: (b: unknown) => void } },
) => {
  res.status(404).json({ error: { code: 'not_found', message: `No route for ${req.method} ${req.path}` } });
};
