import { HttpError, NoResponseError, type ErrorBody, type HttpResponse } from './httpClient';

/** Where each namespace of domain message codes is worded in the i18n messages. */
const I18N_PREFIX: Record<string, string> = {
  account: 'app.domain',
  specialist: 'app.profile.messages',
  media: 'app.profile.media_messages',
  validation: 'app.validation',
  // The hiring pages' messages load with those pages (i18n/hiring).
  network: 'app.hiring.network_messages',
  team: 'app.hiring.team_messages',
  offer: 'app.hiring.offer_messages',
  savedSearch: 'app.hiring.saved_search_messages',
  shortlist: 'app.hiring.shortlist_messages',
  businessOwner: 'app.hiring.company_messages',
  // Client projects: their pages' messages (i18n/projects).
  engagement: 'app.projects.messages',
  // Share links: the owner's dialog and the public pages (i18n/sharing).
  shareLink: 'app.sharing.messages',
  // PDF downloads: the download dialog's messages (i18n/documents).
  documents: 'app.documents.messages',
};

/** The i18n key of a domain message code ('specialist.skillsRequired' → 'app.profile.messages.skillsRequired'). */
export function messageKeyOf(code: string | undefined): string | undefined {
  const [namespace, key, ...rest] = code?.split('.') ?? [];
  const prefix = namespace ? I18N_PREFIX[namespace] : undefined;
  return prefix && key && rest.length === 0 ? `${prefix}.${key}` : undefined;
}

/** A failure's domain message code (the server's message_code: 'offer.beyondFreeDays'), if it has one. */
export const messageCodeOf = (error: unknown) => (error as { body?: ErrorBody } | undefined)?.body?.error?.message_code;

/** The i18n key of a failure's domain message (the server's message_code), when the UI words it. */
export const failureKeyOf = (error: unknown) => messageKeyOf(messageCodeOf(error));

/**
 * What to show for a domain message: its i18n key when the code is one the UI words, else the
 * server's English. Either goes through translate(text, { _: text }).
 */
export const shownMessage = (code: string | undefined, english: string) => messageKeyOf(code) ?? english;

/** Throws an HttpError for a 400/403/404 the client returned instead of throwing. */
export function expectOk<T>(response: HttpResponse<T>): HttpResponse<T> {
  if (response.status >= 400) throw new HttpError(response.status, (response.json as ErrorBody) ?? {});
  return response;
}

export interface ShownError {
  /** An i18n key, or the server's text when it has none. */
  message: string;
  /** Field name → an i18n key, or the server's text. */
  fields: Record<string, string>;
}

/** A failure of the HTTP client or of the data provider (both carry the status and the error body), as the UI shows it. */
export function shownErrorOf(error: unknown): ShownError {
  if (error instanceof NoResponseError) return { message: 'app.http.no_response', fields: {} };
  const { status, body } = (error ?? {}) as { status?: unknown; body?: ErrorBody };
  if (typeof status !== 'number') return { message: 'app.http.failed', fields: {} };
  const details = body?.error;
  const fields = Object.fromEntries(
    Object.entries(details?.fields ?? {}).map(([field, text]) => [
      field,
      shownMessage(details?.field_codes?.[field], text),
    ]),
  );
  if (details?.message) return { message: shownMessage(details.message_code, details.message), fields };
  if (status === 429) return { message: 'app.domain.tooManyAttempts', fields };
  return { message: 'app.http.failed', fields };
}
