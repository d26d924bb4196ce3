import type { Response } from 'express';
import type { ReadAnswer } from './simpleRest';

/** Sends a read's answer (its headers, such as Content-Range, and its JSON text). */
export const sendRead = (res: Response, answer: ReadAnswer) => void res.set(answer.headers).type('application/json').send(answer.body);

export const LIST_DESCRIPTION =
  'ra-data-simple-rest list: `filter` (JSON object), `sort` (["field","ASC|DESC"]), `range` ([start,end], at most 500); answers a JSON array and `Content-Range`. Unknown filter or sort fields are 400. Honours X-Min-Position.';
