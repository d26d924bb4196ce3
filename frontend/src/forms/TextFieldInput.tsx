import { TextField, type TextFieldProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useFieldError } from './useFieldError';

export type TextFieldInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'label' | 'helperText'> & {
  /** The value's path in the form (dotted for nested values). */
  source: string;
  /** The input's name attribute; the last part of `source` by default. */
  name?: string;
  /** An i18n key. */
  label: string;
  /** Longer input is cut to this many characters. */
  maxLength?: number;
  /** Shown under the field while it has no error; one space keeps the height. */
  hint?: ReactNode;
  /** Shown at the end of the helper line, error or not (a character count). */
  counter?: ReactNode;
};

/** A MUI text field bound to a react-admin `<Form>` value, with the resolver's translated message. */
export function TextFieldInput({ source, name, label, maxLength, hint = ' ', counter, ...props }: TextFieldInputProps) {
  const translate = useTranslate();
  const { field } = useInput({ source });
  const error = useFieldError(source);
  return (
    <TextField
      fullWidth
      {...props}
      name={name ?? source.split('.').pop()}
      label={translate(label)}
      value={field.value as unknown}
      onChange={(event) => field.onChange(maxLength ? event.target.value.slice(0, maxLength) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!error}
      helperText={
        counter ? (
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{error ?? ''}</span>
            {counter}
          </span>
        ) : (
          (error ?? hint)
        )
      }
    />
  );
}
