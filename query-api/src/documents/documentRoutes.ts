import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import {
  DOCUMENT_KINDS,
  DOCUMENT_LOCALES,
  PAPER_SIZES,
  ValidationError,
  attachmentHeader,
  documentNames,
  preferredLocale,
  userAgentFamilyOf,
  type DocumentKind,
  type DocumentLocale,
  type DocumentOptions,
  type DocumentRequest,
  documentCodes,
  fieldMessageOf,
  shareGrantHeader,
} from '@dth/domain';
import { DocumentedRouter, clientAddressOf, ipHashOf, principalOf } from '@dth/infrastructure';
import type { ShareLinkReads } from '../shareLinks/shareLinkReads';
import { momentParam, parseMoment } from '../report/recordHistory';
import { DocumentRenderFailed, type DocumentDelivery } from './documentDelivery';
import type { DocumentReads } from './documentReads';
import type { RenderOwner } from './renderSlots';

const tags = ['Documents'];
const optionsSchema = z.object({
  paper: z.enum(PAPER_SIZES, { error: documentCodes.badPaper }).optional(),
  locale: z.enum(DOCUMENT_LOCALES, { error: documentCodes.badLocale }).optional(),
  at: z.string().optional(),
});
const pendingSchema = z
  .object({
    state: z.enum(['waiting', 'rendering']),
    parts: z.number().int().describe('page groups drawn so far: the cover, then one per member'),
    total: z.number().int().nullable(),
  })
  .describe('202: the document is being made; ask again (Retry-After) for the PDF');
/** A document's answers besides its PDF: 202 while a worker makes it. */
const PENDING = {
  202: {
    description: 'The document is being made; ask again after Retry-After seconds',
    body: pendingSchema,
    headers: { 'Retry-After': { description: 'Seconds to wait before asking again', schema: { type: 'string' } } },
  },
};
const PDF_HEADERS = {
  'Content-Disposition': {
    description: 'attachment, with the file’s name',
    schema: { type: 'string', pattern: '^attachment;' },
  },
};
const DESCRIPTION =
  'Query: paper (a4 | letter, default a4), locale (en | fr | ro | zh, default: the first of Accept-Language that is one, else en). ' +
  'Answers application/pdf as an attachment. A team pack or project brief is made by a worker: until it is ready the answer is 202 with its progress and Retry-After; ask again. ' +
  'Two documents at most are made at once for one person (and for one share link): a third not made before answers 429 with Retry-After; 503 when every render process is taken.';

/** The reader's language: the query's, else the first of Accept-Language the documents are written in. */
const localeOf = (req: Request, asked: DocumentLocale | undefined): DocumentLocale =>
  asked ?? preferredLocale(req.get('accept-language'));

function optionsOf(req: Request): DocumentOptions & { at: string | undefined } {
  const parsed = optionsSchema.safeParse(req.query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? 'query');
    const message =
      field === 'paper'
        ? documentCodes.badPaper
        : field === 'locale'
          ? documentCodes.badLocale
          : fieldMessageOf(issue.message);
    throw new ValidationError(message, { [field]: message });
  }
  return { paper: parsed.data.paper ?? 'a4', locale: localeOf(req, parsed.data.locale), at: parsed.data.at };
}

/** Documents to download (docs/api.md, "Documents"): the signed-in reader's, and a share link's with its grant. */
export function documentRoutes(
  reads: DocumentReads,
  shareLinks: ShareLinkReads,
  delivery: DocumentDelivery,
  ipSalt: string,
  authenticate: RequestHandler,
): DocumentedRouter {
  const routes = new DocumentedRouter(authenticate);

  /** The PDF, or 202 while a worker makes it; true when the PDF went out. */
  const send = async (res: Response, request: DocumentRequest, owner: RenderOwner): Promise<boolean> => {
    let answer;
    try {
      answer = await delivery.deliver(request, owner);
    } catch (error) {
      if (!(error instanceof DocumentRenderFailed)) throw error;
      res
        .status(500)
        .json({ error: { code: 'internal', message: error.message, message_code: 'documents.renderFailed' } });
      return false;
    }
    if ('pending' in answer) {
      res.status(202).set({ 'retry-after': '1', 'cache-control': 'no-store' }).json(answer.pending);
      return false;
    }
    const names = documentNames(request, new Date());
    res
      .status(200)
      .set({
        'content-type': 'application/pdf',
        'content-disposition': attachmentHeader(names.fileName, names.displayName),
        'cache-control': 'private, no-store',
        'content-length': String(answer.pdf.length),
      })
      .end(answer.pdf);
    return true;
  };

  const kinds: [DocumentKind, string, string][] = [
    [
      'cv',
      '/documents/cv/{id}',
      'A specialist’s CV (any signed-in reader of the profile; admins: `at`, an ISO date-time or event position, for the CV as it was then)',
    ],
    [
      'team',
      '/documents/team/{id}',
      'A team pack: a cover with the members, then each member’s CV (readers of the team)',
    ],
    [
      'project',
      '/documents/project/{id}',
      'A project brief: the project, its milestones and budget, then its team’s pack (readers of the project)',
    ],
  ];
  for (const [kind, path, summary] of kinds) {
    routes.add(
      {
        method: 'get',
        path,
        summary,
        tags,
        auth: true,
        query: kind === 'cv' ? optionsSchema.extend({ at: momentParam.optional() }) : optionsSchema.omit({ at: true }),
        response: 'application/pdf',
        responseHeaders: PDF_HEADERS,
        answers: PENDING,
        errors: [400, 401, 403, 404, 429, 503],
        description: DESCRIPTION,
      },
      async (req, res) => {
        const { at, ...options } = optionsOf(req);
        const reader = principalOf(req);
        const id = String(req.params.id);
        const ask =
          kind === 'cv'
            ? await reads.cv(reader, id, parseMoment(at, 'at'))
            : kind === 'team'
              ? await reads.team(reader, id)
              : await reads.project(reader, id);
        await send(res, { ...ask, options }, { person: reader.userId });
      },
    );
  }

  const publicDocument = async (req: Request, res: Response) => {
    const kind = String(req.params.kind);
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind))
      throw new ValidationError(documentCodes.badKind, { kind: documentCodes.badKind });
    const { at: _ignored, ...options } = optionsOf(req);
    const grant = req.get('x-share-grant')?.trim() || undefined;
    const profileId = req.params.profileId === undefined ? undefined : String(req.params.profileId);
    const { link, request } = await shareLinks.documentOf(
      String(req.params.token),
      grant,
      kind as DocumentKind,
      profileId,
    );
    if (await send(res, { ...request, options }, { link: link.id })) {
      await delivery.recordDownload(link.id, kind as DocumentKind, {
        ipHash: ipHashOf(clientAddressOf(req), ipSalt),
        userAgentFamily: userAgentFamilyOf(req.get('user-agent')),
      });
    }
  };
  const publicDescription = `${DESCRIPTION} With the grant of an open in X-Share-Grant. A frozen link gives the documents as they were when shared; an anonymised one names people by first name and initial, without pictures. Each PDF handed out is a view in the link's access log, with its kind.`;
  routes.add(
    {
      method: 'get',
      path: '/public/share-links/{token}/documents/{kind}',
      summary: 'The shared team’s pack, project’s brief, or profile’s CV (kind: team, project or cv)',
      tags,
      params: { kind: z.enum(DOCUMENT_KINDS) },
      query: optionsSchema.omit({ at: true }),
      headers: shareGrantHeader,
      response: 'application/pdf',
      responseHeaders: PDF_HEADERS,
      answers: PENDING,
      errors: [400, 403, 404, 410, 429, 503],
      description: publicDescription,
    },
    publicDocument,
  );
  routes.add(
    {
      method: 'get',
      path: '/public/share-links/{token}/documents/{kind}/{profileId}',
      summary: 'The CV of a person of a shared team or project (kind: cv)',
      tags,
      params: { kind: z.enum(['cv']) },
      query: optionsSchema.omit({ at: true }),
      headers: shareGrantHeader,
      response: 'application/pdf',
      responseHeaders: PDF_HEADERS,
      answers: PENDING,
      errors: [400, 403, 404, 410, 429, 503],
      description: publicDescription,
    },
    publicDocument,
  );
  return routes;
}
