import { z } from 'zod';
import { commonCodes } from './commonMessages';
import { ValidationError, type FieldErrors } from './errors';
import { fieldMessageOf, type FixedMessage } from './messages';
import { validationCodes as m } from './validationMessages';

/** Turns zod issues into the `{ field: message }` map of the error body (schemas carry codes); the first message leads. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= fieldMessageOf(issue.message);
  }
  return fields;
}

/** Parses input or throws a ValidationError carrying the schema's own messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrorsOf(result.error);
  throw new ValidationError(Object.values(fields)[0] ?? commonCodes.invalidInput, fields);
}

// ── Free text ────────────────────────────────────────────────────────────────
/*
 * What may be stored as text. JSON lets a client send "\u0000" or a lone "\ud800": NUL truncates
 * C strings and breaks logs, exports and other stores, and a lone surrogate is not Unicode at all
 * (it becomes U+FFFD, or an error, the moment it is encoded as UTF-8). Other C0 controls and DEL
 * have no place in a form's text either. Tab and line breaks stay allowed in multi-line text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when text has no unpaired surrogate (String.prototype.isWellFormed, for runtimes without it). */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/** The first text rule `value` breaks (its message), or undefined when it may be stored. */
export function textProblemOf(
  value: string,
  { multiline = false }: { multiline?: boolean } = {},
): FixedMessage | undefined {
  if (CONTROL_CHARACTER.test(value)) return m.controlCharacter;
  if (!isWellFormedText(value)) return m.invalidUnicode;
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return m.lineBreak;
  return undefined;
}

/*
 * The same rules as one pattern, for the OpenAPI documents (JSON Schema keeps a `.regex`, never a
 * refinement): no control character and no lone surrogate (a surrogate alone, under the `u` flag),
 * and no tab or line break in single-line text, except around it where trimming removes them.
 */
const FORBIDDEN = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F\\uD800-\\uDFFF';
const textPattern = (multiline: boolean, trim: boolean) => {
  const allowed = `[^${FORBIDDEN}${multiline ? '' : '\\t\\n\\r'}]*`;
  return new RegExp(trim ? `^\\s*${allowed}\\s*$` : `^${allowed}$`, 'u');
};

/**
 * Adds the text rules to a string schema; `abort` keeps a later rule (length, format) from speaking first.
 * The closing `.regex` never fails after them: it is what states them in the documents.
 */
const checked = (schema: z.ZodString, multiline: boolean, trim: boolean) =>
  schema
    .refine((v) => !CONTROL_CHARACTER.test(v), { message: m.controlCharacter, abort: true })
    .refine(isWellFormedText, { message: m.invalidUnicode, abort: true })
    .refine((v) => multiline || !LINE_BREAK_OR_TAB.test(v), { message: m.lineBreak, abort: true })
    .regex(textPattern(multiline, trim), m.controlCharacter);

export interface TextOptions {
  /** The message when the value is not a string at all. */
  mustBeText: FixedMessage;
  /** Tab and line breaks allowed (descriptions, answers, addresses). */
  multiline?: boolean;
  /** Surrounding whitespace removed (default); off for text kept exactly as typed. */
  trim?: boolean;
}

/**
 * The one builder of string schemas for what clients send: a string with the text rules above,
 * trimmed unless told otherwise. Chain the field's own rules (`.min`, `.max`, `.regex`) on it.
 */
export function textSchema({ mustBeText, multiline = false, trim = true }: TextOptions): z.ZodString {
  const base = z.string({ error: mustBeText });
  return checked(trim ? base.trim() : base, multiline, trim);
}

/** A required text field: non-blank after trimming, at most `max` characters. */
export const requiredTextSchema = (
  required: FixedMessage,
  max: number,
  tooLong: FixedMessage,
  options: Omit<TextOptions, 'mustBeText'> = {},
) =>
  textSchema({ mustBeText: required, ...options })
    .min(1, required)
    .max(max, tooLong)
    // Never fails after `min(1)` on trimmed text; it tells the documents that blank text is refused.
    .regex(/\S/, required);

/** An optional text field: blank, null and absent are all stored as null. */
export const optionalTextSchema = (
  mustBeText: FixedMessage,
  max: number,
  tooLong: FixedMessage,
  options: Omit<TextOptions, 'mustBeText'> = {},
) =>
  textSchema({ mustBeText, ...options })
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/**
 * Text that some clients send as a JSON number (ids, phone and account numbers). A number is
 * taken only when it reads back as the same digits: a safe, non-negative integer. -1, 1.5, 1e308
 * and 2^63 (which a double cannot hold exactly) are refused with `invalid`. Pipe the result into
 * a text schema for the rules of the text itself.
 */
export const numberAsText = (mustBeText: FixedMessage, invalid: FixedMessage) =>
  z.union([z.string(), z.number()], { error: mustBeText }).transform((value, ctx) => {
    if (typeof value === 'string') return value;
    if (Number.isSafeInteger(value) && value >= 0) return String(value);
    ctx.addIssue({ code: 'custom', message: invalid });
    return z.NEVER;
  });
