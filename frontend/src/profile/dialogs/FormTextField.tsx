import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useForm } from './useForm';
import { useMessage } from './useMessage';

type Form<T extends Record<string, unknown>> = ReturnType<typeof useForm<T>>;

/** A text field bound to one key of a `useForm` form: its value, touched state and translated message. */
export function FormTextField<T extends Record<string, unknown>>({
  form, name, label, required = false, slotProps,
}: { form: Form<T>; name: keyof T & string; label: string; required?: boolean; slotProps?: TextFieldProps['slotProps'] }) {
  const translate = useTranslate();
  const message = useMessage();
  const error = form.errorOf(name);
  return (
    <TextField
      fullWidth
      name={name}
      required={required}
      label={translate(label)}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value as T[typeof name])}
      onBlur={() => form.touch(name)}
      error={!!error}
      helperText={error ? message(error) : ' '}
      slotProps={slotProps}
    />
  );
}
