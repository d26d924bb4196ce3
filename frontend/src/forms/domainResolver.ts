import { messageText } from '@dth/domain/messages';
import { fieldCodeOf, fieldMessageOf } from '@dth/domain/shared/messages';
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { shownMessage } from '../providers/apiErrors';

type Schema = z.ZodType<unknown, FieldValues>;

/**
 * A react-hook-form resolver for a domain zod schema, for react-admin's `<Form resolver>`:
 * valid values come out as the schema parses them (trimmed, nulls for blanks, numbers), and each
 * field's first message is its i18n key (schemas carry the domain code of each message), or the English
 * when the UI has no wording for it. `schema` may be a loader, for pages that fetch zod late.
 * (Written here rather than taken from @hookform/resolvers, which is not installed, and which
 * would not name messages by code.)
 */
export function domainResolver(schema: Schema | (() => Promise<Schema>)): Resolver {
  return async (values) => {
    const parsed = await (typeof schema === 'function' ? await schema() : schema).safeParseAsync(values);
    if (parsed.success) return { values: parsed.data as FieldValues, errors: {} };
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.') || 'root';
      if (seen.has(path)) continue;
      seen.add(path);
      const said = fieldMessageOf(issue.message);
      set(errors, path, { type: issue.code, message: shownMessage(fieldCodeOf(said), messageText(said)) });
    }
    return { values: {}, errors };
  };
}
