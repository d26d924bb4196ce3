import { useCallback } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { shownErrorOf } from '../providers/apiErrors';

/**
 * Runs one write of the hiring pages: on success its toast (an i18n key) and a refresh of every
 * query on screen (the next reads carry X-Min-Position, so they see the write); on failure the
 * server's message, translated by its code, and a rejection, so a dialog stays open.
 */
export function useRecordAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useCallback(
    async <T>(
      write: () => Promise<T>,
      success: string,
      options: {
        smart_count?: number;
        refresh?: boolean;
        /** A refusal the caller tells itself, in place (no toast). */
        told?: (error: unknown) => boolean;
      } = {},
    ): Promise<T> => {
      let result: T;
      try {
        result = await write();
      } catch (error) {
        if (!options.told?.(error)) {
          const { message } = shownErrorOf(error);
          notify(translate(message, { _: message }), { type: 'error' });
        }
        throw error;
      }
      notify(success, { type: 'success', messageArgs: { smart_count: options.smart_count ?? 1 } });
      if (options.refresh !== false) refresh();
      return result;
    },
    [notify, refresh, translate],
  );
}
