import type { CreateParams, DeleteParams, GetOneParams, UpdateParams, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { refreshSession } from '../httpClient';
import { dataOf } from '../restCall';
import { getAccessToken } from '../session';
import { mapping } from './mapping';

/** A person's data archive as the API reports it (GET /account/data-exports/{id}). */
export interface DataExport {
  id: string;
  user_id: string;
  state: 'waiting' | 'running' | 'done' | 'failed' | 'expired';
  /** Events of the log read so far, of `total`. */
  scanned: number;
  total: number | null;
  expires_at: string | null;
}

/** The `data-exports` resource: "Download my data" (create), then its progress (getOne). */
export const dataExports = mapping({
  create: async (_resource: string, { data }: CreateParams<{ user_id?: string }>) => ({
    data: await dataOf<{ id: string }>('/account/data-exports', { method: 'POST', json: data ?? {} }),
  }),
  getOne: async (_resource: string, { id }: GetOneParams<RaRecord>) => ({
    data: await dataOf<DataExport>(`/account/data-exports/${encodeURIComponent(String(id))}`),
  }),
});

/** What "Delete my account" sends: the typed address, and the password or a fresh Google sign-in. */
export interface ErasureRequest {
  confirmation: string;
  password?: string;
  google?: true;
}

/**
 * The `account-erasure` resource: how long an erasure may be cancelled (getOne, whatever the id), ask for
 * the signed-in person's erasure (create), or cancel it (delete).
 */
export const accountErasure = mapping({
  getOne: async (_resource: string, { id }: GetOneParams<RaRecord>) => ({
    data: { id, ...(await dataOf<{ grace_seconds: number }>('/account/erasure')) },
  }),
  create: async (_resource: string, { data }: CreateParams<ErasureRequest>) => ({
    data: await dataOf<{ id: string; erase_at: string }>('/account/erasure', { method: 'POST', json: data }),
  }),
  delete: async (_resource: string, { id }: DeleteParams<RaRecord>) => {
    await dataOf('/account/erasure', { method: 'DELETE' });
    return { data: { id } };
  },
});

/** The `notification-preferences` resource: update saves the kinds that also come in the daily mail. */
export const notificationPreferences = mapping({
  update: async (_resource: string, { id, data }: UpdateParams<{ id: string; digest: string[] }>) => ({
    data: {
      id,
      ...(await dataOf<{ digest: string[] }>('/account/notification-preferences', {
        method: 'PUT',
        json: { digest: data.digest },
      })),
    },
  }),
});

/**
 * The archive itself, for the signed-in person only: a bearer request (a plain link could be passed
 * on), saved by the browser from memory (an archive of one person's data is small).
 */
export async function downloadDataArchive(id: string): Promise<void> {
  const url = `/account/data-exports/${encodeURIComponent(id)}/archive`;
  const fetchArchive = () => fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` } });
  let response = await fetchArchive();
  if (response.status === 401 && (await refreshSession())) response = await fetchArchive();
  if (!response.ok) throw new HttpError('ra.notification.http_error', response.status);
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: 'dth-personal-data.zip' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
