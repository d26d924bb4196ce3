import { useCallback } from 'react';
import { useDelete, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { shownErrorOf } from '../providers/apiErrors';
import type { ProfileSection } from '../providers/resources/specialists';
import { useProfileContext } from './ProfileContext';

export const FAILED_KEY = 'app.profile.messages.profileUpdateFailed';
/** A `failure` that tells the server's own refusal, worded by its message code (providers/apiErrors.ts). */
export const SERVER_REFUSAL = 'server-refusal';

export interface WriteOutcome {
  /** The toast after success (an i18n key). */
  success: string;
  /**
   * The toast after failure (an i18n key); null only logs it (billing, spec 8); SERVER_REFUSAL words
   * the server's refusal by its code instead.
   */
  failure?: string | null;
}

/**
 * Writes one section of the profile in context (`specialists` with `meta.section`): on success the
 * spec's toast and a refetch; on failure its toast and a rejection, so the dialog stays open.
 */
export function useSectionWrite() {
  const { profile, reload } = useProfileContext();
  const [update] = useUpdate<RaRecord>();
  const [remove] = useDelete();
  const notify = useNotify();
  const translate = useTranslate();

  const settle = useCallback(
    async <T>(write: () => Promise<T>, { success, failure = FAILED_KEY }: WriteOutcome): Promise<T> => {
      let result: T;
      try {
        result = await write();
      } catch (error) {
        if (failure === SERVER_REFUSAL) {
          const { message } = shownErrorOf(error);
          notify(translate(message, { _: message }), { type: 'error' });
        } else if (failure) notify(failure, { type: 'error' });
        else console.warn('profile write failed', error);
        throw error;
      }
      notify(success, { type: 'success' });
      await reload();
      return result;
    },
    [notify, reload, translate],
  );

  const save = useCallback(
    (section: ProfileSection, data: object, outcome: WriteOutcome & { itemId?: string }) =>
      settle(
        () =>
          update(
            'specialists',
            { id: profile.id, data, previousData: profile, meta: { section, itemId: outcome.itemId } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        outcome,
      ),
    [settle, update, profile],
  );

  const deleteItem = useCallback(
    (section: ProfileSection, itemId: string, outcome: WriteOutcome) =>
      settle(
        () =>
          remove(
            'specialists',
            { id: profile.id, previousData: profile, meta: { section, itemId } },
            { mutationMode: 'pessimistic', returnPromise: true },
          ),
        outcome,
      ),
    [settle, remove, profile],
  );

  return { save, deleteItem };
}
