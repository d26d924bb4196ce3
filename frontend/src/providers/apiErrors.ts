import { accountMessages } from './domain';
import { HttpError, NoResponseError, type ErrorBody, type HttpResponse } from './httpClient';

/**
 * Server messages are the domain's English wording; each maps back to its i18n key so
 * the user reads it in their language. Unknown messages are shown as sent.
 */
const keyByMessage = new Map<string, string>(Object.entries(accountMessages).map(([key, text]) => [text, `app.domain.${key}`]));

export const domainMessageKey = (message: string) => keyByMessage.get(message) ?? message;

/** Throws an HttpError for a 400/403/404 the client returned instead of throwing. */
export function expectOk<T>(response: HttpResponse<T>): HttpResponse<T> {
  if (response.status >= 400) throw new HttpError(response.status, (response.json as ErrorBody) ?? {});
  return response;
}

export interface ShownError {
  /** An i18n key, or the server's text when it has none. */
  message: string;
  /** Field name → i18n key. */
  fields: Record<string, string>;
}

export function shownErrorOf(error: unknown): ShownError {
  if (error instanceof NoResponseError) return { message: 'app.http.no_response', fields: {} };
  if (error instanceof HttpError) {
    const fields = Object.fromEntries(Object.entries(error.body.error?.fields ?? {}).map(([field, text]) => [field, domainMessageKey(text)]));
    const text = error.body.error?.message;
    if (text) return { message: domainMessageKey(text), fields };
    if (error.status === 429) return { message: 'app.domain.tooManyAttempts', fields };
    return { message: 'app.http.failed', fields };
  }
  return { message: 'app.http.failed', fields: {} };
}
