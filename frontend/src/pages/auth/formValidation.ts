import type { z } from 'zod';
import { domainMessageKey } from '../../providers/apiErrors';

type Schemas = typeof import('../../providers/domainSchemas');

/**
 * The domain's zod schemas are fetched after the page has painted (zod is a quarter of the
 * sign-in page's weight and is needed only once the user submits), then cached.
 */
let schemas: Promise<Schemas> | undefined;
export const loadSchemas = () => (schemas ??= import('../../providers/domainSchemas'));

/** Warm the schemas while the user is typing. */
export function prefetchSchemas(): void {
  const idle = (window as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
  idle(() => void loadSchemas().catch(() => undefined));
}

/**
 * Turns a domain zod schema into a react-admin form validator whose messages are i18n
 * keys (the domain's English wording maps to app.domain.*), so every locale reads its own.
 */
export function schemaValidator(pick: (schemas: Schemas) => z.ZodType, extra?: (values: Record<string, unknown>) => Record<string, string>) {
  return async (values: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    const result = pick(await loadSchemas()).safeParse(values);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '_');
        errors[field] ??= domainMessageKey(issue.message);
      }
    }
    if (extra) for (const [field, message] of Object.entries(extra(values))) errors[field] ??= message;
    return errors;
  };
}
