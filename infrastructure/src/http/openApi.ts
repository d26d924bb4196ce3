import { Router, type RequestHandler } from 'express';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** One documented route: OpenAPI path syntax (`/user/specialist/{id}`), its schemas and answers. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** Needs `Authorization: Bearer …` (401 without it). */
  auth?: boolean;
  /** The request body, as the same zod schema the route parses it with. */
  body?: z.ZodType;
  /** A multipart upload instead: the file field and any text fields beside it. */
  upload?: { file: string; fields?: Record<string, string> };
  /** The success body. */
  response?: z.ZodType;
  /** The success status (200 unless said). */
  status?: number;
  /** Failure statuses this route answers, each with the error body. */
  errors?: number[];
  description?: string;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `fields` maps each field to its message; nothing was stored',
  401: 'No valid bearer token',
  403: 'Not yours, or not your role',
  404: 'Unknown id',
  409: 'Conflict with the current state; reload and try again',
  413: 'The file is larger than 10485760 bytes',
  415: 'The file is not of an accepted type (decided by its bytes)',
  429: 'Too many attempts; try again later',
  503: 'Busy: too many at once; try again after Retry-After',
};

const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

/** `{id}` → `:id`, for express. */
export const toExpressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): object {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as Record<string, unknown>;
  return rest;
}

function multipartSchema({ file, fields = {} }: NonNullable<ApiOperation['upload']>): object {
  const properties: Record<string, object> = {
    [file]: { type: 'string', contentMediaType: 'application/octet-stream' },
  };
  for (const [name, description] of Object.entries(fields)) properties[name] = { type: 'string', description };
  return { type: 'object', required: [file], properties };
}

/** An OpenAPI 3.1 document (JSON Schema 2020-12, as zod 4 emits it) for the given operations. */
export function openApiDocument(
  info: { title: string; version: string; description?: string },
  operations: readonly ApiOperation[],
): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const parameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: {
        description: 'Success',
        ...(op.response ? { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } } : {}),
      },
    };
    for (const status of op.errors ?? []) {
      responses[String(status)] = {
        description: ERROR_DESCRIPTIONS[status] ?? 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    (paths[op.path] ??= {})[op.method] = {
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      tags: op.tags,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(op.auth ? { security: [{ bearer: [] }] } : {}),
      ...(op.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }
        : {}),
      ...(op.upload
        ? {
            requestBody: { required: true, content: { 'multipart/form-data': { schema: multipartSchema(op.upload) } } },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
    },
  };
}

/**
 * An express router that records each route it registers, so the OpenAPI document is built
 * from the very definitions (and zod schemas) that serve the requests.
 */
export class DocumentedRouter {
  readonly router = Router();
  readonly operations: ApiOperation[] = [];

  constructor(private readonly authenticateRequest?: RequestHandler) {}

  add(op: ApiOperation, handler: RequestHandler): this {
    this.operations.push(op);
    const guards = op.auth ? [this.requireAuth()] : [];
    this.router[op.method](toExpressPath(op.path), ...guards, handler);
    return this;
  }

  private requireAuth(): RequestHandler {
    if (!this.authenticateRequest)
      throw new Error('DocumentedRouter: an authenticated route needs the authenticate middleware');
    return this.authenticateRequest;
  }
}
