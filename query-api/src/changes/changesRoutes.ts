import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import {
  FOLLOWED_RECORD_TYPES,
  ValidationError,
  isFollowedRecordType,
  type FollowedRecordType,
  changesCodes,
} from '@dth/domain';
import { DocumentedRouter, principalOf, type ReadModelStore } from '@dth/infrastructure';
import { auditRowSchema } from '../report/reportRoutes';
import type { AuditQuery } from '../report/auditQuery';
import { FollowedRecords } from './followedRecords';
import { hasChangesSince, recordChangesSince } from './recordChanges';
import { VisitMarks, type VisitStart } from './visitMarks';

const tags = ['Since your last visit'];
const sinceSchema = z.object({ position: z.string(), at: z.string().nullable() });
const changesSchema = z.object({
  since: sinceSchema.describe(
    'the position changes are counted from, and when the reader was there (null for a position given)',
  ),
  position: z
    .string()
    .describe('the read models’ position now: "Mark as seen" with it marks exactly what was answered'),
  count: z.number().int(),
  truncated: z.boolean(),
  changes: z.array(auditRowSchema),
  names: z.record(z.string(), z.string()),
});
const seenBodySchema = z.strictObject({
  position: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
});
const MAX_IDS = 100;
const typeParam = { type: z.enum(FOLLOWED_RECORD_TYPES as [FollowedRecordType, ...FollowedRecordType[]]) };

function recordTypeOf(req: Request): FollowedRecordType {
  const type = String(req.params.type);
  if (!isFollowedRecordType(type))
    throw new ValidationError(changesCodes.unfollowableType, { type: changesCodes.unfollowableType });
  return type;
}

function sinceOf(text: unknown): 'last-seen' | bigint {
  if (text === undefined || text === 'last-seen') return 'last-seen';
  if (typeof text === 'string' && /^\d{1,18}$/.test(text)) return BigInt(text);
  throw new ValidationError(changesCodes.badSince, { since: changesCodes.badSince });
}

function idsOf(text: unknown): string[] {
  const ids = typeof text === 'string' ? text.split(',').filter(Boolean) : [];
  if (ids.length === 0 || ids.length > MAX_IDS || ids.some((id) => id.length > 200))
    throw new ValidationError(changesCodes.badIds, { ids: changesCodes.badIds });
  return [...new Set(ids)];
}

/**
 * "Since your last visit": where each reader was in each record they follow (Redis, ./visitMarks.ts),
 * and the record's changes since then as the report has them, cut down to what that reader may see.
 * The record page's read of `?since=last-seen` is the visit that the marks record.
 */
export function changesRoutes(
  readModels: ReadModelStore,
  audit: AuditQuery,
  authenticate: RequestHandler,
): DocumentedRouter {
  const records = new FollowedRecords(readModels);
  const marks = new VisitMarks(readModels.client);
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'get',
      path: '/changes/{type}/{id}',
      summary: 'A record’s changes by others since the reader last looked, field by field, as they may see them',
      tags,
      auth: true,
      params: typeParam,
      query: z.object({ since: z.union([z.literal('last-seen'), z.string().regex(/^\d{1,18}$/)]).optional() }),
      response: changesSchema,
      errors: [400, 401, 404],
      description: `type: specialist, team, project or network. since: last-seen (default; records this read as a visit, which starts where the last one ended after 30 minutes away) or a position. Others' changes only (the reader's own are not news), newest first, at most 100 (count counts them all). A team's and a network's owner also see their members' card fields change (name, title, level, skills, languages, country).`,
    },
    async (req, res) => {
      const reader = principalOf(req);
      const type = recordTypeOf(req);
      const since = sinceOf(req.query.since);
      const record = await records.of(reader, type, String(req.params.id));
      const position = readModels.currentCheckpoint;
      const start: VisitStart | { position: bigint; at: null } =
        since === 'last-seen'
          ? await marks.visit(reader.userId, type, record.id, position)
          : { position: since, at: null };
      const changes = await recordChangesSince(audit, readModels, record, start.position, reader.userId);
      res.json({
        since: { position: start.position.toString(), at: start.at },
        position: position.toString(),
        ...changes,
      });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/seen/{type}/{id}',
      summary: '“Mark as seen”: the record’s changes up to a position are no longer news to the reader',
      tags,
      auth: true,
      params: typeParam,
      body: seenBodySchema,
      response: z.object({ data: sinceSchema }),
      errors: [400, 401, 404],
      description:
        'position: the `position` of the changes answered (default: now). Marks expire 180 days after the last look.',
    },
    async (req, res) => {
      const reader = principalOf(req);
      const type = recordTypeOf(req);
      const parsed = seenBodySchema.safeParse(req.body ?? {});
      if (!parsed.success) throw new ValidationError(changesCodes.badSeenBody, { position: changesCodes.badSeenBody });
      const record = await records.of(reader, type, String(req.params.id));
      const now = readModels.currentCheckpoint;
      const asked = parsed.data.position === undefined ? now : BigInt(parsed.data.position);
      const seen = await marks.markSeen(reader.userId, type, record.id, asked < now ? asked : now);
      res.json({ data: { position: seen.position.toString(), at: seen.at } });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/changed-since-seen/{type}',
      summary: 'Which of these records others changed since the reader last looked at each (a list’s dots)',
      tags,
      auth: true,
      params: typeParam,
      query: z.object({
        ids: z
          .string()
          .regex(new RegExp(`^,*[^,]{1,200}(,+[^,]{1,200}){0,${MAX_IDS - 1}},*$`))
          .describe(`comma-separated, 1 to ${MAX_IDS}`),
      }),
      response: z.object({ data: z.array(z.string()) }),
      errors: [400, 401],
      description:
        'ids: comma-separated, at most 100. Answers the ids whose page would now show changes since the last visit (GET /changes with since=last-seen counts more than 0: changes by others, in what the reader may see, since the visit a read would be part of); records never read, or that the reader may not read, are left out.',
    },
    async (req, res) => {
      const reader = principalOf(req);
      const type = recordTypeOf(req);
      const ids = idsOf(req.query.ids);
      const starts = await marks.visitStarts(reader.userId, type, ids);
      const changed = await Promise.all(
        ids.map(async (id, i) => {
          const since = starts[i];
          if (since === null || since === undefined) return false;
          const record = await records.of(reader, type, id).catch(() => null);
          return record !== null && (await hasChangesSince(audit, record, since, reader.userId));
        }),
      );
      res.json({ data: ids.filter((_, i) => changed[i]) });
    },
  );
  return routes;
}
