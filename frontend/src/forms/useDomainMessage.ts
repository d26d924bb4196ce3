import { messageCodeOf } from '@dth/domain/shared/messages';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { shownMessage } from '../providers/apiErrors';

/** A domain message the server stored as text (an avatar's processing error), in the user's language by its domain code. */
export function useDomainMessage() {
  const translate = useTranslate();
  return useCallback(
    (text: string) => {
      const shown = shownMessage(messageCodeOf(text), text);
      return translate(shown, { _: text });
    },
    [translate],
  );
}
