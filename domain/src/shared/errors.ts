import { messageCodeOf } from './messages';

/**
 * Typed failures shared by every layer. The APIs map each class to one HTTP status and
 * the error body of ARCHITECTURE.md, so no route needs its own try/catch.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The stable code of the message (shared/messages.ts), which clients translate; undefined for worded text. */
  get messageCode(): string | undefined {
    return messageCodeOf(this.message);
  }
}

export type FieldErrors = Record<string, string>;

/** Bad input: 400 with the spec's message for each field. */
export class ValidationError extends DomainError {
  constructor(
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super('validation', message);
  }

  /** Each field's message code, for the fields whose message has one. */
  get fieldCodes(): Record<string, string> {
    return Object.fromEntries(
      Object.entries(this.fields).flatMap(([field, text]) => {
        const code = messageCodeOf(text);
        return code ? [[field, code]] : [];
      }),
    );
  }
}

/** 401: no token, an expired one, or wrong credentials. */
export class UnauthorizedError extends DomainError {
  constructor(message = 'Authentication required') {
    super('unauthorized', message);
  }
}

/** 403: not yours, or not your role. */
export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this') {
    super('forbidden', message);
  }
}

/** 404: unknown id. */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super('not_found', message);
  }
}

/** 409: the state changed under the command (a business conflict, e.g. an email already in use). */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    /** What the client needs to act on the conflict (the error body's `details`). */
    readonly details?: Record<string, unknown>,
  ) {
    super('conflict', message);
  }
}

/** 413: a file over the 10 MB limit (spec section 9). */
export class PayloadTooLargeError extends DomainError {
  constructor(message = 'The file is larger than 10 MB (10485760 bytes)') {
    super('payload_too_large', message);
  }
}

/** 415: a file whose bytes are not of an accepted type. */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message = 'Only image files are accepted') {
    super('unsupported_media_type', message);
  }
}

/** 429: too many attempts; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
  }
}

/** 503: the service has no room for this now (every slot of a bounded pool taken); `retryAfterSeconds` becomes Retry-After. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('unavailable', message);
  }
}

/** 410: something that existed and is gone for good or for now (an expired, revoked or used-up share link). */
export class GoneError extends DomainError {
  constructor(message: string) {
    super('gone', message);
  }
}
