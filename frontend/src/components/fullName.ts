import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { isErasedName } from '@dth/domain/privacy/erasedNames';

/** First and last name, '--' when neither is known (the spec's empty value). */
export const fullName = (person: { first_name?: string | null; last_name?: string | null } | null | undefined) =>
  [person?.first_name, person?.last_name].filter((part) => part && part.trim()).join(' ') || '--';

/**
 * A person's name as the reader's language words it: an erased person's (the English sentinel the
 * API keeps, "Erased user") as app.common.erased_user; every other name as it is.
 */
export function usePersonName() {
  const translate = useTranslate();
  return useCallback(
    (person: string | { first_name?: string | null; last_name?: string | null } | null | undefined) => {
      const name = typeof person === 'string' ? person : fullName(person);
      return isErasedName(name) ? translate('app.common.erased_user') : name;
    },
    [translate],
  );
}
