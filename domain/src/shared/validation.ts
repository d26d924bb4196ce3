import type { z } from 'zod';
import { ValidationError, type FieldErrors } from './errors';

/** Turns zod issues into the `{ field: message }` map of the error body; the first message leads. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses input or throws a ValidationError carrying the schema's own messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  throw new ValidationError(Object.values(fields)[0] ?? 'Invalid input', fields);
}
