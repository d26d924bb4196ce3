import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainResolver } from '../../forms/domainResolver';

type Schemas = typeof import('../../providers/domainSchemas');

/**
 * The domain's zod schemas are fetched after the page has painted (zod is a quarter of the
 * sign-in page's weight and is needed only once the user submits), then cached.
 */
let schemas: Promise<Schemas> | undefined;
export const loadSchemas = () => (schemas ??= import('../../providers/domainSchemas'));

/** Warm the schemas while the user is typing. */
export function prefetchSchemas(): void {
  const idle =
    (window as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ??
    ((cb: () => void) => setTimeout(cb, 200));
  idle(() => void loadSchemas().catch(() => undefined));
}

/**
 * A `<Form resolver>` for a domain schema loaded on demand, plus rules the schema cannot hold
 * (`extra` answers field → i18n key, e.g. the password confirmation).
 */
export function schemaResolver(
  pick: (schemas: Schemas) => z.ZodType<unknown, FieldValues>,
  extra?: (values: FieldValues) => Record<string, string>,
): Resolver {
  const bySchema = domainResolver(async () => pick(await loadSchemas()));
  return async (values, context, options) => {
    const result = await bySchema(values, context, options);
    const more = Object.entries(extra?.(values) ?? {}).filter(([field]) => !result.errors[field]);
    if (more.length === 0) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        ...Object.fromEntries(more.map(([field, message]) => [field, { type: 'custom', message }])),
      },
    };
  };
}
