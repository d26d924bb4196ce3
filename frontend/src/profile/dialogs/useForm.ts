import { useState } from 'react';
import { fieldErrors } from './EditDialog';

interface Schema<T> {
  safeParse: (value: T) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A small form: values, touched fields, and the schema's messages for the touched ones. */
export function useForm<T extends Record<string, unknown>>(initial: T, schema: Schema<T>) {
  const [values, setValues] = useState<T>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const result = schema.safeParse(values);
  const all = fieldErrors(result);
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => ({ ...t, [key]: true }));
  };
  const touch = (key: keyof T) => setTouched((t) => ({ ...t, [key]: true }));
  const errorOf = (key: keyof T & string) => (touched[key] ? all[key] : undefined);
  return { values, set, touch, touched, errors: all, errorOf, valid: result.success };
}
