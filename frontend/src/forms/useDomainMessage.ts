import { mediaMessages } from '@dth/domain/media/media';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { shownMessage } from '../providers/apiErrors';

/** The code of a media message the server stored as text (an avatar's processing error, written by the worker). */
const mediaCodeOf = (text: string) => {
  const key = Object.entries(mediaMessages).find(([, english]) => english === text)?.[0];
  return key === undefined ? undefined : `media.${key}`;
};

/** A media message the server stored as text, in the user's language by its domain code. */
export function useDomainMessage() {
  const translate = useTranslate();
  return useCallback(
    (text: string) => {
      const shown = shownMessage(mediaCodeOf(text), text);
      return translate(shown, { _: text });
    },
    [translate],
  );
}
