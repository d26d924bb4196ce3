import type { GetOneParams } from 'react-admin';
import { HttpError, currentMinPosition, refreshSession, type ErrorBody } from '../httpClient';
import { getAccessToken } from '../session';
import { mapping } from './mapping';
import type { MappingsOf } from './registry';

/** What a document request answers: the PDF, or how far the worker is with it (202). */
export type DocumentAnswer =
  | { id: string; state: 'ready'; blob: Blob; file_name: string }
  | { id: string; state: 'waiting' | 'rendering'; parts: number; total: number | null };

/** How the reader wants it, and for a share link's document the grant of their open. */
export interface DocumentMeta {
  paper: 'a4' | 'letter';
  locale: string;
  /** The report's as-of moment (admins: the CV as it was then). */
  at?: string;
  grant?: string;
}

/** The file's name from a Content-Disposition: the UTF-8 `filename*` (in the reader's language), else the ASCII `filename`. */
export function fileNameOf(disposition: string | null): string {
  const utf8 = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition ?? '')?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the ASCII name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'document.pdf';
}

/**
 * The `documents` resource: getOne with the document's API path as id (`/documents/cv/{id}`,
 * `/public/share-links/{token}/documents/team`…). A PDF is binary, so this reads the answer
 * itself: with the reader's bearer (or the share grant), once more after a refresh on a 401.
 */
const documents = mapping({
  getOne: async (_resource: string, { id, meta }: Omit<GetOneParams, 'meta'> & { meta?: DocumentMeta }) => {
    const path = String(id);
    const query = new URLSearchParams({
      paper: meta?.paper ?? 'a4',
      locale: meta?.locale ?? 'en',
      ...(meta?.at ? { at: meta.at } : {}),
    });
    const ask = () => {
      const headers = new Headers({ Accept: 'application/pdf, application/json' });
      if (meta?.grant) headers.set('X-Share-Grant', meta.grant);
      else if (getAccessToken()) headers.set('Authorization', `Bearer ${getAccessToken()}`);
      const position = currentMinPosition();
      if (position !== undefined) headers.set('X-Min-Position', position.toString());
      return fetch(`${path}?${query}`, { headers, credentials: meta?.grant ? 'omit' : 'same-origin' });
    };
    let response = await ask();
    if (response.status === 401 && !meta?.grant && (await refreshSession())) response = await ask();
    if (response.status === 200)
      return {
        data: {
          id: path,
          state: 'ready',
          blob: await response.blob(),
          file_name: fileNameOf(response.headers.get('content-disposition')),
        },
      };
    const body = (await response.json().catch(() => ({}))) as ErrorBody & {
      state?: 'waiting' | 'rendering';
      parts?: number;
      total?: number | null;
    };
    if (response.status === 202)
      return { data: { id: path, state: body.state ?? 'waiting', parts: body.parts ?? 0, total: body.total ?? null } };
    throw new HttpError(response.status, body);
  },
});

export const mappings = { documents } satisfies MappingsOf<'documents'>;

/** Hands a PDF to the browser to save under its name. */
export function saveDocument(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
