import { codeOf, fieldCodeOf, isUncodedText, type FieldMessage, type Message, type MessageCode } from './messages';

/**
 * Typed failures shared by every layer. Each is raised with the code of its message (shared/messages.ts): the
 * APIs map each class to one HTTP status and word the message in the error body of ARCHITECTURE.md
 * (infrastructure/src/http/errors.ts), so no route needs its own try/catch and no layer words it twice.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    /** What the error says, by its code; `Error.message` is that code, for logs. */
    readonly domainMessage: FieldMessage,
  ) {
    super(isUncodedText(domainMessage) ? domainMessage.text : codeOf(domainMessage));
    this.name = new.target.name;
  }

  /** The code of the message, which clients translate; undefined for a library's own words. */
  get messageCode(): MessageCode | undefined {
    return fieldCodeOf(this.domainMessage);
  }
}

/** A field name (dotted for nested ones: `budget.amount`) → what it is told. */
export type FieldErrors = Record<string, FieldMessage>;

/** Bad input: 400 with the spec's message for each field. */
export class ValidationError extends DomainError {
  constructor(
    message: FieldMessage,
    readonly fields: FieldErrors = {},
  ) {
    super('validation', message);
  }

  /** Each field's message code, for the fields whose message has one. */
  get fieldCodes(): Record<string, MessageCode> {
    return Object.fromEntries(
      Object.entries(this.fields).flatMap(([field, message]) => {
        const code = fieldCodeOf(message);
        return code ? [[field, code]] : [];
      }),
    );
  }
}

/** 401: no token, an expired one, or wrong credentials. */
export class UnauthorizedError extends DomainError {
  constructor(message: Message = 'account.authenticationRequired') {
    super('unauthorized', message);
  }
}

/** 403: not yours, or not your role. */
export class ForbiddenError extends DomainError {
  constructor(message: Message = 'common.forbidden') {
    super('forbidden', message);
  }
}

/** 404: unknown id. */
export class NotFoundError extends DomainError {
  constructor(message: Message = 'common.notFound') {
    super('not_found', message);
  }
}

/** 409: the state changed under the command (a business conflict, e.g. an email already in use). */
export class ConflictError extends DomainError {
  constructor(
    message: Message,
    /** What the client needs to act on the conflict (the error body's `details`). */
    readonly details?: Record<string, unknown>,
  ) {
    super('conflict', message);
  }
}

/** 413: a file over the 10 MB limit (spec section 9). */
export class PayloadTooLargeError extends DomainError {
  constructor(message: Message = 'media.tooLarge') {
    super('payload_too_large', message);
  }
}

/** 415: a file whose bytes are not of an accepted type. */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: Message = 'media.notAnImage') {
    super('unsupported_media_type', message);
  }
}

/** 429: too many attempts; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
  }
}

/** 503: the service has no room for this now (every slot of a bounded pool taken); `retryAfterSeconds` becomes Retry-After. */
export class ServiceUnavailableError extends DomainError {
  constructor(
    message: Message,
    readonly retryAfterSeconds: number,
  ) {
    super('unavailable', message);
  }
}

/** 410: something that existed and is gone for good or for now (an expired, revoked or used-up share link). */
export class GoneError extends DomainError {
  constructor(message: Message) {
    super('gone', message);
  }
}
