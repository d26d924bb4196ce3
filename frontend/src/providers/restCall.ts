import { HttpError as RaHttpError } from 'react-admin';
import { httpClient, type HttpOptions, type HttpResponse } from './httpClient';

/**
 * One call through the spec's HTTP client (section 8) for react-admin's data layer. The client
 * returns 400/403/404 (and 500, after its trip to /) instead of throwing; react-admin needs
 * them thrown, so they become react-admin's HttpError carrying the server's error body.
 */
export async function restCall<T = unknown>(url: string, options: HttpOptions = {}): Promise<HttpResponse<T>> {
  const response = await httpClient<T>(url, options);
  if (response.status >= 400) {
    const body = response.json as { error?: { message?: string } } | undefined;
    throw new RaHttpError(body?.error?.message ?? 'ra.notification.http_error', response.status, response.json);
  }
  return response;
}

/** The body's `data`: reads answer `{ data }`, writes `{ data, message, position }` (the client keeps the position). */
export async function dataOf<T>(url: string, options: HttpOptions = {}): Promise<T> {
  return (await restCall<{ data: T }>(url, options)).json.data;
}
