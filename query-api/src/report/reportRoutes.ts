import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import {
  AUDIT_TARGETS,
  AUDIT_TARGET_TYPES,
  ERASED_NAME_NOTE,
  EVENT_CATALOGUE,
  NotFoundError,
  ValidationError,
  auditTargetOfType,
  type AuditRow,
  auditCodes,
  fieldMessageOf,
} from '@dth/domain';
import { DocumentedRouter, type Clock, type ReadModelStore } from '@dth/infrastructure';
import { AnswerCache } from '../hiring/answerCache';
import { namesInListItems } from '../changes/recordChanges';
import { namesInRecord } from './recordNames';
import { LIST_DESCRIPTION, sendRead } from '../routes/readAnswers';
import { listAnswer, parseListParams, wantsFresh } from '../routes/simpleRest';
import { guarded } from './adminOnly';
import { AUDIT_LIST_SPEC, statsQuerySchema, type AuditFilter } from './auditFilter';
import type { AuditQuery } from './auditQuery';
import { momentParam, parseMoment, type RecordHistory } from './recordHistory';

const tags = ['Admin report'];
const targetTypeParam = z.enum(AUDIT_TARGET_TYPES() as [string, ...string[]]);
/** Kinds of record whose state can be rebuilt (as-of, diff). */
const recordTypeParam = z.enum(AUDIT_TARGETS.filter((t) => t.record).map((t) => t.type) as [string, ...string[]]);
const change = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
/** A person's (or a record's) name as it is now: null when there is none to read. */
const nameNow = z.string().nullable().describe(`as called now, or null; ${ERASED_NAME_NOTE}`);
const actorSchema = z.object({ id: z.string(), name: nameNow, role: z.string() }).nullable();
export const auditRowSchema = z.object({
  id: z.string(),
  position: z.string(),
  at: z.string(),
  actor: actorSchema,
  action: z.string().describe('the event type'),
  target: z.object({ type: z.string(), id: z.string(), name: nameNow }),
  owner: z.object({ id: z.string(), name: nameNow }).nullable(),
  correlation_id: z.string(),
  source: z.enum(['web', 'seed', 'cli', 'worker']),
  changes: z.array(change),
  reverts: z.string().optional().describe('a revert from the report: the position of the row it sets back'),
  reverted_by: z
    .array(
      z.object({
        position: z.string(),
        at: z.string(),
        actor: actorSchema,
      }),
    )
    .optional()
    .describe('the reverts of this row, oldest first'),
});
const asOfSchema = z.object({ position: z.string().nullable(), at: z.string().nullable(), record: z.unknown() });
const asOfAnswer = asOfSchema.extend({
  names: z
    .record(z.string(), z.string())
    .describe(
      'what the record names in its `…_id` fields (network, team, project, people), by id, as they are called now',
    ),
});
const diffSchema = z.object({
  from: asOfSchema.omit({ record: true }),
  to: asOfSchema.omit({ record: true }),
  changes: z.array(change),
});
const catalogueSchema = z.array(
  z.object({
    type: z.string(),
    version: z.number(),
    aggregate: z.string(),
    description: z.string(),
    fields: z.array(z.object({ name: z.string(), type: z.string(), optional: z.boolean() })),
    example: z.record(z.string(), z.unknown()),
    projections: z.array(z.string()),
    revertible: z.boolean(),
    notRevertible: z.object({ reason: z.string(), because: z.string() }).optional(),
  }),
);

const MAX_STATS_DAYS = 366;
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The admin report: audit events and their stats, record history (as-of, diff) and the event catalogue. */
export function reportRoutes(
  readModels: ReadModelStore,
  audit: AuditQuery,
  history: RecordHistory,
  authenticate: RequestHandler,
  /** Where the stats' default days end (tests move it). */
  clock: Clock,
): DocumentedRouter {
  // Pages answered at the audit's current checkpoint (an auditor paging back and forth, many on one screen);
  // the audit store's own, which may lag the read models': a page cached at theirs could miss the newest rows.
  const pages = new AnswerCache(readModels, undefined, () => audit.checkpoint());
  const routes = new DocumentedRouter(authenticate);

  const filterOf = (query: Request['query']): AuditFilter =>
    parseListParams({ filter: query.filter }, AUDIT_LIST_SPEC).filter;

  routes.add(
    {
      method: 'get',
      path: '/audit-events',
      summary: 'Every event as a row of the change history, newest first (admins)',
      tags,
      auth: true,
      response: z.array(auditRowSchema),
      list: AUDIT_LIST_SPEC,
      errors: [400, 401, 403],
      description: `${LIST_DESCRIPTION} Filters: actor_id, target_type, target_id, owner_id, type, source, from, to (ISO dates or date-times), q, id. Sort: at (default DESC), position, id.`,
    },
    guarded(async (req, res) => {
      const params = parseListParams(req.query, AUDIT_LIST_SPEC);
      if (params.filter.id) {
        const rows = await audit.rows(params.filter.id);
        return await sendRead(res, listAnswer('audit-events', 0, rows, rows.length));
      }
      const count = params.end - params.start + 1;
      const answer = await pages.get(
        JSON.stringify(params),
        async () => {
          const page = await audit.page(params.filter, params.sort.order, params.start, count);
          return listAnswer('audit-events', params.start, page.rows, page.total);
        },
        wantsFresh(req.headers['cache-control']),
      );
      await sendRead(res, answer);
    }),
  );

  routes.add(
    {
      method: 'get',
      path: '/audit-events/stats',
      summary: 'Events per UTC day and event type of the list’s filter, for the chart (admins)',
      tags,
      auth: true,
      response: z.array(z.object({ day: z.string(), type: z.string(), count: z.number() })),
      query: statsQuerySchema.omit({ filter: true }),
      list: { filter: AUDIT_LIST_SPEC.filter, range: false },
      errors: [400, 401, 403],
      description:
        'bucket=day only; from/to as YYYY-MM-DD (default: the filter’s from/to, else the last 90 days); at most 366 days. filter: the list’s, as JSON (its from/to narrow the days further); the counts add up to the list’s total for the same filter over those days.',
    },
    guarded(async (req, res) => {
      const parsed = statsQuerySchema.safeParse(req.query);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue ? fieldMessageOf(issue.message) : auditCodes.badDate;
        throw new ValidationError(message, { [parsed.error.issues[0]?.path.join('.') || 'query']: message });
      }
      const { from: filterFrom, to: filterTo, ...filter } = filterOf(req.query);
      const to = parsed.data.to ?? filterTo ?? clock.now().getTime();
      const from = parsed.data.from ?? filterFrom ?? to - 89 * DAY_MS;
      if (to - from > MAX_STATS_DAYS * DAY_MS)
        throw new ValidationError(auditCodes.rangeTooLong, { from: auditCodes.rangeTooLong });
      // Whole UTC days, narrowed by the filter's own moments as the list reads them.
      const firstMs = Math.max(Date.parse(`${day(from)}T00:00:00.000Z`), filterFrom ?? Number.MIN_SAFE_INTEGER);
      const lastMs = Math.min(Date.parse(`${day(to)}T00:00:00.000Z`) + DAY_MS - 1, filterTo ?? Number.MAX_SAFE_INTEGER);
      res.json(await audit.dailyCounts(filter, firstMs, lastMs));
    }),
  );

  routes.add(
    {
      method: 'get',
      path: '/audit-events/{position}',
      summary: 'One row of the change history (admins)',
      tags,
      auth: true,
      params: { position: z.string().regex(/^\d{1,18}$/) },
      response: auditRowSchema.extend({
        names: z
          .record(z.string(), z.string())
          .describe('people its list items name by id (a team member), as they are called now'),
      }),
      errors: [401, 403, 404],
    },
    guarded(async (req, res) => {
      const position = String(req.params.position);
      const row = /^\d{1,18}$/.test(position) ? ((await audit.row(position)) as AuditRow | null) : null;
      if (!row) throw new NotFoundError(auditCodes.eventNotFound);
      res.json({ ...row, names: await namesInListItems(readModels, [row]) });
    }),
  );

  routes.add(
    {
      method: 'get',
      path: '/event-types',
      summary: 'The event catalogue, generated from the domain (admins)',
      tags,
      auth: true,
      response: catalogueSchema,
      errors: [401, 403],
    },
    guarded(async (_req, res) => void res.json(EVENT_CATALOGUE)),
  );

  routes.add(
    {
      method: 'get',
      path: '/history/{targetType}/{id}',
      summary: 'One record’s timeline: its rows, newest first (admins)',
      tags,
      auth: true,
      params: { targetType: targetTypeParam },
      list: {},
      response: z.array(auditRowSchema),
      errors: [400, 401, 403, 404],
      description: 'range=[start,end]; answers Content-Range: history …',
    },
    guarded(async (req, res) => {
      const targetType = String(req.params.targetType);
      if (!auditTargetOfType(targetType))
        throw new ValidationError(auditCodes.unknownTargetType, { targetType: auditCodes.unknownTargetType });
      const { start, end } = parseListParams(
        { range: req.query.range },
        { filter: z.object({}).strict(), sortFields: [], defaultSort: () => ({ field: 'at', order: 'DESC' }) },
      );
      const page = await audit.history(targetType, String(req.params.id), start, end - start + 1);
      if (page.total === 0) throw new NotFoundError(auditCodes.recordNotFound);
      await sendRead(res, listAnswer('history', start, page.rows, page.total));
    }),
  );

  routes.add(
    {
      method: 'get',
      path: '/history/{targetType}/{id}/as-of',
      summary: 'The record as it was at a moment, rebuilt from the events (admins)',
      tags,
      auth: true,
      params: { targetType: recordTypeParam },
      query: z.object({ at: momentParam.optional() }),
      response: asOfAnswer,
      errors: [400, 401, 403, 404],
      description: 'at: an ISO date-time or an event position (default: now).',
    },
    guarded(async (req, res) => {
      const asOf = await history.asOf(
        String(req.params.targetType),
        String(req.params.id),
        parseMoment(req.query.at, 'at'),
      );
      res.json({ ...asOf, names: await namesInRecord(readModels, asOf.record) });
    }),
  );

  routes.add(
    {
      method: 'get',
      path: '/history/{targetType}/{id}/diff',
      summary: 'The record at one moment against another, field by field (admins)',
      tags,
      auth: true,
      params: { targetType: recordTypeParam },
      query: z.object({ from: momentParam.optional(), to: momentParam.optional() }),
      response: diffSchema,
      errors: [400, 401, 403, 404],
      description:
        'from, to: ISO date-times or event positions (from default: before the first event; to default: now).',
    },
    guarded(async (req, res) => {
      res.json(
        await history.diff(
          String(req.params.targetType),
          String(req.params.id),
          parseMoment(req.query.from, 'from'),
          parseMoment(req.query.to, 'to'),
        ),
      );
    }),
  );
  return routes;
}
