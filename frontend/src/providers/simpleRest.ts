import simpleRestProvider from 'ra-data-simple-rest';
import type { fetchUtils } from 'react-admin';
import { restCall } from './restCall';

/**
 * react-admin's ra-data-simple-rest over the spec's HTTP client (refresh on 401, X-Min-Position,
 * X-Position remembered): the dialect of docs/api.md 'Networks, teams and search'. Its bodies are
 * JSON strings without a Content-Type, which the APIs would not read as JSON, so it is set here.
 */
export const simpleRest = simpleRestProvider('', async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers);
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (options.method === 'DELETE') headers.delete('Content-Type');
  const response = await restCall(url, { method: options.method, body: options.body, headers, signal: options.signal });
  return { status: response.status, headers: response.headers, body: response.body, json: response.json };
});
