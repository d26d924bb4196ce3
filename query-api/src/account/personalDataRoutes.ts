import type { RequestHandler } from 'express';
import { z } from 'zod';
import { NotFoundError, accountCodes } from '@dth/domain';
import { DocumentedRouter, principalOf } from '@dth/infrastructure';
import type { PersonalDataExportReads } from './personalDataExportReads';

const tags = ['Account'];
const statusSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  state: z.enum(['waiting', 'running', 'done', 'failed', 'expired']),
  scanned: z.number(),
  total: z.number().nullable(),
  expires_at: z.string().nullable(),
});

/**
 * A person's data archive: its progress, then the file (the person, or the admin who asked for it); and
 * how long a deletion of one's account may be cancelled (`ACCOUNT_ERASURE_GRACE_SECONDS`), which the
 * Account page's dialog words.
 */
export function personalDataRoutes(
  exports: PersonalDataExportReads,
  erasureGraceSeconds: number,
  authenticate: RequestHandler,
): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);
  routes.add(
    {
      method: 'get',
      path: '/account/erasure',
      summary: 'How long a deletion of your account can be cancelled',
      tags,
      auth: true,
      response: z.object({ data: z.object({ grace_seconds: z.number().int().nonnegative() }) }),
      errors: [401],
      description:
        '`POST /account/erasure` erases your account `grace_seconds` after you ask (an admin’s erasure of another account: at once); `GET /auth/me` answers a pending one as `erasure`.',
    },
    (_req, res) => void res.json({ data: { grace_seconds: erasureGraceSeconds } }),
  );
  routes.add(
    {
      method: 'get',
      path: '/account/data-exports/{id}',
      summary: 'A data export you asked for, or of your data: its progress',
      tags,
      auth: true,
      response: z.object({ data: statusSchema }),
      links: {
        archive: {
          operation: 'GET /account/data-exports/{id}/archive',
          parameters: { id: '$request.path.id' },
          description: 'the archive, once `state` is done',
        },
      },
      errors: [401, 404],
    },
    async (req, res) => {
      const status = await exports.status(String(req.params.id), principalOf(req).userId);
      if (!status) throw new NotFoundError(accountCodes.dataExportNotFound);
      res.set('cache-control', 'no-store').json({ data: status });
    },
  );
  routes.add(
    {
      method: 'get',
      path: '/account/data-exports/{id}/archive',
      summary: 'The ZIP archive of a finished data export',
      tags,
      auth: true,
      response: 'application/zip',
      responseHeaders: {
        'Content-Disposition': { description: 'attachment', schema: { type: 'string', pattern: '^attachment;' } },
      },
      errors: [401, 404],
      description:
        'application/zip, as an attachment; 404 before it is built, after it expired (24 hours), or for anyone but the person and the admin who asked for it.',
    },
    async (req, res) => {
      const bytes = await exports.archive(String(req.params.id), principalOf(req).userId);
      if (!bytes) throw new NotFoundError(accountCodes.dataExportNotFound);
      res
        .set({
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="dth-personal-data.zip"',
          'cache-control': 'no-store',
        })
        .send(bytes);
    },
  );
  return routes;
}
