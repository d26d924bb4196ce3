import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError as RaHttpError, type DataProvider } from 'react-admin';
import { httpClient } from './httpClient';

/**
 * react-admin resources (report, network, teams, projects) follow the ra-data-simple-rest
 * conventions. The spec's client returns 400/403/404 instead of throwing; react-admin needs
 * them thrown, so this adapter throws them with the server's message.
 */
async function raHttpClient(url: string, options: { method?: string; body?: BodyInit | null; headers?: HeadersInit } = {}) {
  const response = await httpClient(url, { method: options.method, body: options.body, headers: options.headers });
  if (response.status >= 400) {
    const body = response.json as { error?: { message?: string } } | undefined;
    throw new RaHttpError(body?.error?.message ?? 'ra.notification.http_error', response.status, response.json);
  }
  return { status: response.status, headers: response.headers, body: response.body, json: response.json };
}

export const dataProvider: DataProvider = simpleRestProvider('', raHttpClient);
