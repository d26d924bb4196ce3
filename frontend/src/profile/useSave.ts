import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { profileMessageKey, type WriteResult } from './profileApi';

export const FAILED_KEY = 'app.profile.messages.profileUpdateFailed';

/**
 * Runs a profile write: on success the spec's toast (the server's message, translated) and a
 * reload; on failure 'Profile updation failed' and a rejection, so the modal stays open.
 */
export function useSave(reload: () => Promise<unknown>) {
  const notify = useNotify();
  return useCallback(
    async (call: () => Promise<WriteResult>, successKey: string, failureKey = FAILED_KEY) => {
      let result: WriteResult;
      try {
        result = await call();
      } catch (error) {
        notify(failureKey, { type: 'error' });
        throw error;
      }
      notify(profileMessageKey(result.message, successKey), { type: 'success' });
      await reload();
      return result;
    },
    [notify, reload],
  );
}
