import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { profileMessageKey } from '../profileApi';

/** A domain message (English, as the schemas word it) in the user's language. */
export function useMessage() {
  const translate = useTranslate();
  return useCallback((text: string) => {
    const key = profileMessageKey(text, '');
    return key ? translate(key, { _: text }) : text;
  }, [translate]);
}
