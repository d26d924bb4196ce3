import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { savedSection, type SpecialistEvent } from '@dth/domain';
import { requestIdOf, type AccessTokens, type Clock, type Logger, type SignedAccess } from '@dth/infrastructure';
import { commandContextOf, written } from './routes/commandContext';
import type { SectionWrite } from './routes/specialistRoutes';
import type { SpecialistService } from './specialists/specialistService';

/** The JSON body limit of every write (express.json's in buildApp; above it, 413). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** A body taken here: JSON, UTF-8 (the charset only as the jsonBodies middleware takes it), not compressed. */
const PLAIN_JSON = /^application\/json(?:\s*;\s*charset=utf-?8)?$/i;

/** What express' jsonBodies middleware leaves on a request; set here once this path has read the body. */
type ReadRequest = IncomingMessage & { body?: unknown; unreadableBody?: unknown };

export interface FastWritesDeps {
  writes: SectionWrite[];
  specialists: SpecialistService;
  accessTokens: AccessTokens;
  clock: Clock;
  logger: Logger;
}

/**
 * The profile's section writes (`SectionWrite`, the hottest writes: skills, languages, availability…)
 * served before express' per-request work (docs/performance.md), by the same functions as their express
 * routes and the same command handler: parse, authenticate, decide and append, one serialisation, no access
 * line on success. Anything unusual is left to express, which answers and logs it as always: a request this
 * path does not take (another method or path, no bearer token, a body that is not plain JSON, empty or over
 * the limit) before its body is read; after it (JSON that does not parse, not an object, a refused token,
 * a refused body or command: nothing was appended), with the body as read here, which express then
 * decides again.
 */
export function withFastWrites(
  app: RequestListener,
  { writes, specialists, accessTokens, clock, logger }: FastWritesDeps,
): RequestListener {
  const routes = writes.map((write) => ({
    write,
    method: write.method.toUpperCase(),
    // The ids isRecordId takes; any other path (encoded, a trailing slash, a query) is express' to route.
    path: new RegExp(`^${write.path.replace('{id}', '([\\w-]{1,64})')}$`),
  }));

  return (req, res) => {
    if (req.method !== 'POST' && req.method !== 'PUT') return void app(req, res);
    const url = req.url ?? '';
    for (const { write, method, path } of routes) {
      const match = req.method === method ? path.exec(url) : null;
      if (match && takenHere(req))
        return void serve(req, res, write, match[1]).catch((error: unknown) => {
          logger.error({ err: error }, 'unexpected failure');
          res.destroy();
        });
    }
    app(req, res);
  };

  async function serve(req: ReadRequest, res: ServerResponse, write: SectionWrite, specialistId: string) {
    let access: SignedAccess;
    try {
      access = await accessTokens.signedFromHeader(req.headers.authorization);
    } catch {
      return app(req, res);
    }
    const read = await bodyOf(req);
    if ('error' in read) {
      req.unreadableBody = read.error;
      return app(req, res);
    }
    req.body = read.body;
    const body = read.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return app(req, res);
    const requestId = requestIdOf(req);
    let saved: { message: string; decided: SpecialistEvent[]; position?: bigint };
    try {
      const [{ message, command }] = await Promise.all([
        write.command(specialistId, body),
        accessTokens.assertCurrent(access),
      ]);
      const context = commandContextOf(access.principal, requestId, clock);
      const { decided, position } = await specialists.execute(command, access.principal, context);
      saved = { message, decided, position };
    } catch {
      // Refused before anything was appended: express decides it again and answers as always.
      return app(req, res);
    }
    const answer = JSON.stringify(
      written(savedSection(saved.decided.at(-1) as SpecialistEvent), saved.message, saved.position),
    );
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(answer),
      'x-request-id': requestId,
    });
    res.end(answer);
    if (logger.isLevelEnabled('debug'))
      logger.debug(
        { req: { id: requestId, method: req.method, url: req.url }, res: { statusCode: 200 } },
        'request completed',
      );
  }
}

/** Whether this path takes the request: the rest goes to express before anything is read. */
function takenHere(req: IncomingMessage): boolean {
  const { authorization, 'content-type': type, 'content-length': length } = req.headers;
  return (
    authorization !== undefined &&
    type !== undefined &&
    PLAIN_JSON.test(type) &&
    req.headers['content-encoding'] === undefined &&
    req.headers['transfer-encoding'] === undefined &&
    length !== undefined &&
    /^\d{1,7}$/.test(length) &&
    Number(length) > 0 &&
    Number(length) <= JSON_BODY_LIMIT_BYTES
  );
}

/**
 * The body read and parsed as express.json (body-parser) does: UTF-8 without its byte order mark, any JSON
 * value. A failure carries the `type` and `status` body-parser gives it, which errorHandler answers.
 */
function bodyOf(req: IncomingMessage): Promise<{ body: unknown } | { error: unknown }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', (error) => resolve({ error }));
    req.once('close', () => {
      if (!req.complete)
        resolve({ error: Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted' }) });
    });
    req.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ body: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) });
      } catch (error) {
        resolve({ error: Object.assign(error as Error, { status: 400, type: 'entity.parse.failed' }) });
      }
    });
  });
}
