import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  PUBLIC_SHARE_HEADERS,
  requestIdOf,
  type AccessTokens,
  type Logger,
  type Principal,
  type ReadModelStore,
} from '@dth/infrastructure';
import { hiringReadsOf } from './hiring';
import { projectReadsOf } from './projects/projectReads';
import { specialistProfileBody } from './routes/profileResponse';
import type { ShareLinkReads } from './shareLinks/shareLinkReads';
import { encodedAnswer } from './routes/encodedAnswer';
import { wantsFresh, type ReadAnswer } from './routes/simpleRest';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PROFILE_PATH = new RegExp(`^/user/specialist/(${UUID})$`, 'i');
const SHARED_CONTENT_PATH = /^\/public\/share-links\/([\w-]{1,100})\/(?:content|profiles\/([\w-]{1,64}))$/;

type FastRead = (
  reader: Principal,
  params: string[],
  query: Record<string, string | string[]>,
  fresh: boolean,
) => Promise<ReadAnswer>;

/** The query string as express' simple parser gives it: a repeated name becomes an array (which the lists refuse). */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const known = query[name];
    query[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return query;
}

export interface FastReadsDeps {
  readModels: ReadModelStore;
  accessTokens: AccessTokens;
  maxWaitMs: number;
  logger: Logger;
  shareLinks: ShareLinkReads;
}

/**
 * The hottest reads answered before express' middleware pipeline (which costs more than the read
 * itself: docs/performance.md), each by the same function as its express route:
 * `GET /user/specialist/{id}`, the hiring lists under load (specialist search, a team's matches,
 * a network's members, a network), My Projects / Shared Projects, and a share link's public content (a
 * visitor's page, no sign-in). Anything unusual — no or a bad token, an
 * unknown id, bad parameters, any failure — is left to the express route, which answers it with
 * the usual error body and logs.
 */
export function withFastReads(
  app: RequestListener,
  { readModels, accessTokens, maxWaitMs, logger, shareLinks }: FastReadsDeps,
): RequestListener {
  const hiring = hiringReadsOf(readModels);
  const projects = projectReadsOf(readModels);
  const reads: [RegExp, FastRead][] = [
    [/^\/specialists$/, (reader, _, query, fresh) => hiring.search.list(reader, query, { fresh })],
    [/^\/network-members$/, (reader, _, query, fresh) => hiring.networks.listMembers(reader, query, { fresh })],
    [new RegExp(`^/networks/(${UUID})$`, 'i'), (reader, [id]) => hiring.networks.getNetwork(reader, id)],
    [
      new RegExp(`^/teams/(${UUID})/matches$`, 'i'),
      (reader, [id], query, fresh) => hiring.search.matches(reader, id, query, { fresh }),
    ],
    [/^\/projects$/, (reader, _, query, fresh) => projects.list(reader, 'mine', query, { fresh })],
    [/^\/shared-projects$/, (reader, _, query, fresh) => projects.list(reader, 'shared', query, { fresh })],
  ];
  return (req, res) => {
    if (req.method !== 'GET') return void app(req, res);
    const url = req.url ?? '';
    const profile = PROFILE_PATH.exec(url);
    if (profile) return void serveProfile(req, res, profile[1]).catch(() => app(req, res));
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const shared = SHARED_CONTENT_PATH.exec(path);
    if (shared) return void serveShared(req, res, shared[1], shared[2]).catch(() => app(req, res));
    for (const [pattern, read] of reads) {
      const match = pattern.exec(path);
      if (match)
        return void serveRead(req, res, read, match.slice(1), q < 0 ? '' : url.slice(q + 1)).catch(() => app(req, res));
    }
    app(req, res);
  };

  async function serveRead(
    req: IncomingMessage,
    res: ServerResponse,
    read: FastRead,
    params: string[],
    search: string,
  ): Promise<void> {
    const access = await accessTokens.signedFromHeader(req.headers.authorization);
    const headers = await positionHeaders(req);
    const [, answer] = await Promise.all([
      accessTokens.assertCurrent(access),
      read(access.principal, params, queryOf(search), wantsFresh(req.headers['cache-control'])),
    ]);
    const encoded = await encodedAnswer(req.headers['accept-encoding'], answer);
    send(req, res, { ...headers, ...encoded.headers }, encoded.body);
  }

  async function positionHeaders(req: IncomingMessage): Promise<Record<string, string>> {
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const minPosition = req.headers['x-min-position'];
    if (typeof minPosition === 'string' && /^\d{1,20}$/.test(minPosition)) {
      headers['x-position-reached'] = String(await readModels.waitFor(BigInt(minPosition), maxWaitMs));
    }
    return headers;
  }

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    headers: Record<string, string>,
    body: string | Buffer,
  ): void {
    const requestId = requestIdOf(req);
    res.writeHead(200, { ...headers, 'x-request-id': requestId, 'content-length': Buffer.byteLength(body) });
    res.end(body);
    if (logger.isLevelEnabled('debug'))
      logger.debug(
        { req: { id: requestId, method: 'GET', url: req.url }, res: { statusCode: 200 } },
        'request completed',
      );
  }

  async function serveShared(
    req: IncomingMessage,
    res: ServerResponse,
    token: string,
    profileId: string | undefined,
  ): Promise<void> {
    const grant =
      typeof req.headers['x-share-grant'] === 'string' ? req.headers['x-share-grant'].trim() || undefined : undefined;
    const fresh = wantsFresh(req.headers['cache-control']);
    // Like every other read, it waits for X-Min-Position: a live link shows the change its owner just made.
    const { 'content-type': contentType, ...position } = await positionHeaders(req);
    const answer =
      profileId === undefined
        ? await shareLinks.content(token, grant, fresh)
        : await shareLinks.profile(token, grant, profileId, fresh);
    const encoded = await encodedAnswer(req.headers['accept-encoding'], answer);
    send(
      req,
      res,
      { 'content-type': contentType, ...position, ...PUBLIC_SHARE_HEADERS, ...encoded.headers },
      encoded.body,
    );
  }

  async function serveProfile(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const access = await accessTokens.signedFromHeader(req.headers.authorization);
    const headers = await positionHeaders(req);
    // The revocation check and the read go to Redis together; a revoked token falls through to express' 401.
    const [, body] = await Promise.all([
      accessTokens.assertCurrent(access),
      specialistProfileBody(readModels, id, access.principal),
    ]);
    send(req, res, headers, body);
  }
}
