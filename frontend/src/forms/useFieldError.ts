import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/**
 * The translated message of a form field once the user has been there (changed it, left it or
 * submitted): the resolver's messages are i18n keys, or English the UI has no wording for.
 */
export function useFieldError(source: string): string | undefined {
  const translate = useTranslate();
  const { errors } = useFormState({ name: source });
  const message = source
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
    { message?: string } | undefined;
  return message?.message ? translate(message.message, { _: message.message }) : undefined;
}
