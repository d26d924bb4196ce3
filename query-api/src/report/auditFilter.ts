import { z } from 'zod';
import { AUDIT_SOURCES, AUDIT_TARGET_TYPES, ISO_DAY_OR_MOMENT, auditCodes as m, parseIsoMoment } from '@dth/domain';
import { oneOrMany, textFilter } from '../routes/simpleRest';

const value = z.string().min(1).max(200);
/** One value or several; several match any of them. */
const many = <T extends z.ZodType<string>>(item: T) => oneOrMany(item, 50);

/** A day (`2026-11-24`, the whole day) or a moment; `end` picks where a day ends. */
const moment = (end: boolean) =>
  z
    .string()
    .max(40)
    .regex(ISO_DAY_OR_MOMENT, m.badDate)
    .transform((text, ctx) => {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
      const ms = parseIsoMoment(text);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: m.badDate });
        return z.NEVER;
      }
      return day && end ? ms + 86_400_000 - 1 : ms;
    });

export const auditFilterSchema = z
  .object({
    actor_id: many(value),
    actor_role: many(value),
    target_type: many(z.enum(AUDIT_TARGET_TYPES() as [string, ...string[]], { error: m.unknownTargetType })),
    target_id: many(value),
    owner_id: many(value),
    type: many(value),
    source: many(z.enum(AUDIT_SOURCES)),
    id: many(z.union([z.string().regex(/^\d{1,18}$/), z.number().int().min(1).transform(String)])),
    from: moment(false),
    to: moment(true),
    q: textFilter,
  })
  .partial()
  .strict();

export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const AUDIT_LIST_SPEC = {
  filter: auditFilterSchema,
  sortFields: ['at', 'position', 'id'] as const,
  defaultSort: () => ({ field: 'at', order: 'DESC' as const }),
};

/** The stats' own `from`/`to` (days); `filter` is the list's, parsed as the list parses it (parseListParams). */
export const statsQuerySchema = z
  .object({
    bucket: z.literal('day').default('day'),
    from: moment(false).optional(),
    to: moment(true).optional(),
    filter: z.unknown().optional(),
  })
  .strict();
