/** Event fields that hold credentials' hashes: kept in the log, never shown or exported. */
export const SECRET_FIELDS = ['passwordHash', 'tokenHash', 'passcodeHash'] as const;

export function redactSecrets<T extends object>(data: T): T {
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const field of SECRET_FIELDS) if (field in copy) copy[field] = '[redacted]';
  return copy as T;
}
