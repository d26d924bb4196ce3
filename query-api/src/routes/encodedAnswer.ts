import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { ReadAnswer } from './simpleRest';

const gzipAsync = promisify(gzip);

/** Below this a body goes as it is: gzip's framing and the work would cost more than the bytes saved. */
export const GZIP_MIN_BYTES = 1024;

/** A cached answer is one object served many times: its gzip is made once (on libuv's pool, off the event loop). */
const gzipped = new WeakMap<ReadAnswer, Promise<Buffer>>();

const acceptsGzip = (acceptEncoding: string | string[] | undefined) =>
  typeof acceptEncoding === 'string' &&
  /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/i.test(acceptEncoding);

/**
 * A read's body as it goes on the wire: gzipped when the client accepts it and the body is large
 * (a report page of 50 rows is ~60 kB of JSON, ~6 kB gzipped: the bytes, not the query, were most of
 * its cost through the gateway), else as it is. `Vary` is set either way so that caches keep both.
 */
export async function encodedAnswer(
  acceptEncoding: string | string[] | undefined,
  answer: ReadAnswer,
): Promise<{ body: string | Buffer; headers: Record<string, string> }> {
  if (answer.body.length < GZIP_MIN_BYTES) return { body: answer.body, headers: answer.headers };
  if (!acceptsGzip(acceptEncoding))
    return { body: answer.body, headers: { ...answer.headers, vary: 'Accept-Encoding' } };
  let body = gzipped.get(answer);
  if (!body) {
    body = gzipAsync(answer.body, { level: constants.Z_DEFAULT_COMPRESSION });
    gzipped.set(answer, body);
  }
  return { body: await body, headers: { ...answer.headers, vary: 'Accept-Encoding', 'content-encoding': 'gzip' } };
}
