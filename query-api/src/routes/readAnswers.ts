import type { Response } from 'express';
import { encodedAnswer } from './encodedAnswer';
import type { ReadAnswer } from './simpleRest';

/** Sends a read's answer (its headers, such as Content-Range, and its JSON text, gzipped when the client accepts it). */
export async function sendRead(res: Response, answer: ReadAnswer): Promise<void> {
  const { body, headers } = await encodedAnswer(res.req.headers['accept-encoding'], answer);
  res.set(headers).type('application/json').send(body);
}

export const LIST_DESCRIPTION =
  'ra-data-simple-rest list: `filter` (JSON object), `sort` (["field","ASC|DESC"]), `range` ([start,end], at most 500); answers a JSON array and `Content-Range`. Unknown filter or sort fields are 400. Honours X-Min-Position.';
