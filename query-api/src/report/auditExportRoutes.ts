import type { RequestHandler } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError, auditMessages as m, auditCodes, fieldMessageOf } from '@dth/domain';
import { AUDIT_EXPORT_FORMATS, DocumentedRouter, principalOf, type DownloadLinks } from '@dth/infrastructure';
import { parseListParams } from '../routes/simpleRest';
import { guarded } from './adminOnly';
import { AUDIT_LIST_SPEC } from './auditFilter';
import type { AuditExports } from './auditExports';
import type { AuditQuery } from './auditQuery';

const tags = ['Admin report'];
const startSchema = z
  .object({ format: z.enum(AUDIT_EXPORT_FORMATS, { error: auditCodes.exportFormat }), filter: z.unknown().optional() })
  .strict();
const statusSchema = z
  .object({
    id: z.string(),
    format: z.enum(AUDIT_EXPORT_FORMATS),
    state: z.enum(['waiting', 'running', 'done', 'failed', 'expired']),
    rows: z.number(),
    total: z.number().nullable(),
    file_name: z.string(),
    url: z
      .string()
      .nullable()
      .describe('the signed download link, once done; it expires 24 hours after the file was written'),
    expires_at: z.string().nullable(),
  })
  .describe('An export of the report and its progress');

/**
 * The report's exports as jobs: the query API only starts them and tells their progress (the
 * worker writes the file), and answers the gateway's question whether a download link is valid
 * (nginx's auth_request: a 2xx lets the file through, straight from the blob store).
 */
export function auditExportRoutes(
  audit: AuditQuery,
  exports: AuditExports,
  links: DownloadLinks,
  authenticate: RequestHandler,
): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  routes.add(
    {
      method: 'post',
      path: '/audit-exports',
      summary: 'Start an export of the report’s filtered rows as CSV or NDJSON (admins)',
      tags,
      auth: true,
      body: startSchema.extend({ filter: AUDIT_LIST_SPEC.filter.optional() }),
      status: 202,
      response: statusSchema,
      links: {
        progress: {
          operation: 'GET /audit-exports/{id}',
          parameters: { id: '$response.body#/id' },
          description: 'the export’s progress, then its download link',
        },
      },
      errors: [400, 401, 403],
      description:
        'filter: the list’s filter. CSV is newest first (RFC 4180, CRLF, formula-safe); NDJSON and Parquet oldest first in the format of `npm run events:export` (Parquet: one row per event, data and metadata as JSON). Answers 202; follow it with GET /audit-exports/{id}.',
    },
    guarded(async (req, res) => {
      const parsed = startSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue.path[0] === 'format' ? auditCodes.exportFormat : fieldMessageOf(issue.message);
        throw new ValidationError(message, { [issue.path.join('.') || 'body']: message });
      }
      const raw = parsed.data.filter;
      const { filter } = parseListParams(
        { filter: raw === undefined ? undefined : JSON.stringify(raw) },
        AUDIT_LIST_SPEC,
      );
      res.status(202).json(await exports.start(parsed.data.format, filter, audit.version, principalOf(req).userId));
    }),
  );

  routes.add(
    {
      method: 'get',
      path: '/audit-exports/{id}',
      summary: 'One of your exports: its progress, then its download link (admins)',
      tags,
      auth: true,
      response: statusSchema,
      errors: [401, 403, 404],
    },
    guarded(async (req, res) => {
      const status = await exports.status(String(req.params.id), principalOf(req).userId);
      if (!status) throw new NotFoundError(auditCodes.exportNotFound);
      res.set('cache-control', 'no-store').json(status);
    }),
  );

  // Not documented for clients: nginx asks it (auth_request) before it serves /exports/… from the blob store.
  routes.router.get('/audit-exports/downloads/check', (req, res) => {
    const uri = req.get('x-original-uri') ?? '';
    if (links.verify(uri, Date.now() / 1000)) return void res.status(204).end();
    res.status(403).json({ error: { code: 'forbidden', message: m.downloadLinkInvalid } });
  });
  return routes;
}
