import type { Response } from 'express';
import type { z } from 'zod';
import { readLink, POSITION_HEADER, type ApiOperation } from '@dth/infrastructure';

/** Answers a write: the record as the write left it, and `X-Position` when the write appended events. */
export function answer(res: Response, status: number, record: unknown, position: bigint | undefined): void {
  if (position !== undefined) res.setHeader('X-Position', position.toString());
  res.status(status).json(record);
}

type WriteOperation = Pick<ApiOperation, 'body' | 'bodyOptional' | 'status' | 'description' | 'errors'> & {
  response?: z.ZodType;
};

/**
 * The OpenAPI description of one resource's write routes: each answers the record (`response`) with
 * `X-Position` and links to its read (`read`, e.g. `GET /teams/{id}`); `extra` changes one route.
 */
export function writeRouteDocs(resource: {
  response: z.ZodType;
  read: string;
  tags: string[];
  description: string;
  errors?: number[];
}) {
  return (method: 'post' | 'put' | 'delete', path: string, summary: string, extra: WriteOperation = {}) => ({
    method,
    path,
    summary,
    response: resource.response,
    responseHeaders: POSITION_HEADER,
    links: readLink(resource.read, '$response.body#/id'),
    tags: resource.tags,
    auth: true,
    errors: resource.errors ?? [400, 401, 403, 404, 409],
    description: resource.description,
    ...extra,
  });
}
