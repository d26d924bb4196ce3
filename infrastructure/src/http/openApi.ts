import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { API_DOCUMENTS, API_ROUTES, type ApiName, type RouteMethod } from './apiRoutes';
import { readableBody } from './jsonBodies';

export type HttpMethod = RouteMethod;

/** A header of an answer, as the document describes it. */
export interface ApiHeader {
  description: string;
  /** Sent with every such answer (default true). */
  required?: boolean;
  /** JSON Schema of its value (a string unless said). */
  schema?: object;
}

/** An answer besides the main success one (a 202 while a document is made). */
export interface ApiAnswer {
  description: string;
  /** A JSON body (zod), or the media type of a body of another kind. */
  body?: z.ZodType | string;
  headers?: Record<string, ApiHeader>;
}

/**
 * A link from the success answer to another operation (OpenAPI `links`): `operation` is
 * `METHOD /path` of either API, `parameters` maps its parameters to runtime expressions
 * (`$response.body#/data/id`, `$request.path.id`).
 */
export interface ApiLink {
  operation: string;
  parameters: Record<string, string>;
  description?: string;
}

/** The position header of the hiring side's writes (send it back as `X-Min-Position` to read your own write). */
export const POSITION_HEADER: Record<string, ApiHeader> = {
  'X-Position': {
    description: 'the position of the write’s last event; send it as X-Min-Position to read your own write',
    required: false,
    schema: { type: 'string', pattern: '^\\d+$' },
  },
};

/** A link named `read` to the operation that reads what an answer is about; `id` is a runtime expression. */
export const readLink = (operation: string, id: string): Record<string, ApiLink> => ({
  read: { operation, parameters: { id }, description: 'read it (send X-Min-Position to see this write)' },
});

/**
 * The query of a ra-data-simple-rest list: `filter` (a JSON object) and `sort` where given, and
 * `range` unless told otherwise (then the answer carries Content-Range).
 */
export interface ListQuery {
  filter?: z.ZodType;
  sortFields?: readonly string[];
  range?: boolean;
}

/** One documented route: OpenAPI path syntax (`/user/specialist/{id}`), its schemas and answers. */
export interface ApiOperation {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: string[];
  /** Needs `Authorization: Bearer …` (401 without it). */
  auth?: boolean;
  /** Path parameters that are more than any text: their zod schemas by name (an enum, digits). */
  params?: Record<string, z.ZodType>;
  /** Query parameters: each key of the object is one; a key that is not optional is required. */
  query?: z.ZodObject;
  /** The query of a list (`filter`, `sort`, `range`); the answer carries Content-Range. */
  list?: ListQuery;
  /** Request headers the route reads (`X-Share-Grant`): each key one; a key not optional is required. */
  headers?: z.ZodObject;
  /** The request body, as the same zod schema the route parses it with. */
  body?: z.ZodType;
  /** A multipart upload instead: the file field and any text fields beside it. */
  upload?: { file: string; fields?: Record<string, string> };
  /** The success body: JSON (zod), or the media type(s) of a body of another kind (`application/pdf`). */
  response?: z.ZodType | string | string[];
  /** Headers of the success answer. */
  responseHeaders?: Record<string, ApiHeader>;
  /** The success status (200 unless said). */
  status?: number;
  /** Further answers that are not errors, by status. */
  answers?: Record<number, ApiAnswer>;
  /** Failure statuses this route answers, each with the error body (400, 401, 413 and 415 are added where they apply). */
  errors?: number[];
  /** Operations a client can follow from the success answer. */
  links?: Record<string, ApiLink>;
  description?: string;
}

/** Each failure status: what it means and the `code`s its body carries. */
const ERROR_ANSWERS: Record<number, { description: string; codes: string[]; headers?: Record<string, ApiHeader> }> = {
  400: {
    description:
      'Invalid input: `fields` maps each field to its message; nothing was stored. Also the gateway’s answer (`bad_request`) to a path it does not route: an encoded `/`, `\\` or `.`, or a dot segment',
    codes: ['validation', 'bad_request'],
  },
  401: { description: 'No valid bearer token, or wrong credentials', codes: ['unauthorized'] },
  403: { description: 'Not yours, or not your role', codes: ['forbidden'] },
  404: { description: 'Unknown id', codes: ['not_found'] },
  405: {
    description: 'The path does not take this method (any operation: `Allow` lists the methods it takes)',
    codes: ['method_not_allowed'],
    headers: { Allow: { description: 'Every method the path takes, in either API', schema: { type: 'string' } } },
  },
  409: { description: 'Conflict with the current state; reload and try again', codes: ['conflict', 'concurrency'] },
  410: { description: 'Gone: expired, revoked or used up', codes: ['gone'] },
  413: {
    description:
      'The body is too large: over 1 MB of JSON (64 kB for an export’s filter, 1 kB for "seen"), over 10 MB (10485760 bytes) for a file, or over 11 MB for any request (the gateway)',
    codes: ['payload_too_large'],
  },
  414: {
    description: 'The gateway’s answer to an address (path and query) over 8 kB',
    codes: ['uri_too_long'],
  },
  415: {
    description:
      'The body is not of an accepted type: a file not an accepted image or recording (decided by its bytes), or JSON not in UTF-8 or in an unknown content encoding',
    codes: ['unsupported_media_type'],
  },
  429: {
    description: 'Too many attempts; try again later',
    codes: ['too_many_requests'],
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'string', pattern: '^\\d+$' } } },
  },
  503: {
    description: 'Busy: too many at once (render processes, held streams); try again after Retry-After when given',
    codes: ['unavailable'],
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'string', pattern: '^\\d+$' } } },
  },
};

/** The error body of ARCHITECTURE.md, as `errorHandler` (./errors.ts) and the gateway write it. */
const errorBodySchema = z.strictObject({
  error: z.strictObject({
    code: z.string(),
    message: z.string().describe('English; translate by `message_code` where there is one'),
    message_code: z.string().optional().describe('the stable code of a domain message (`account.emailTaken`)'),
    fields: z.record(z.string(), z.string()).optional().describe('each invalid field (dotted) and its message'),
    field_codes: z.record(z.string(), z.string()).optional().describe('each field’s message code, where it has one'),
    details: z.record(z.string(), z.unknown()).optional().describe('what a client needs to act on a conflict'),
  }),
});

/** `{id}` → `:id`, for express. */
export const toExpressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** `GET /networks/{id}` → `getNetworksById`: an operation's id, the same in both documents' links. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by-$1'))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
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

/** One parameter per property of a zod object (query or header). */
function parametersOf(where: 'query' | 'header', schema: z.ZodObject | undefined): object[] {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input') as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** A JSON-valued query parameter (the simple-rest dialect's filter, sort and range). */
const jsonParameter = (name: string, required: boolean, schema: object, description: string) => ({
  name,
  in: 'query',
  required,
  description,
  content: { 'application/json': { schema } },
});

function listParameters({ filter, sortFields, range = true }: ListQuery): object[] {
  const parameters: object[] = [];
  if (filter) {
    const schema = jsonSchema(filter, 'input');
    // A filter that must name something (`network_id`) makes the parameter required.
    const required = Array.isArray(schema.required) || Array.isArray(schema.anyOf);
    parameters.push(jsonParameter('filter', required, schema, 'a JSON object; unknown fields are 400'));
  }
  if (sortFields) {
    const sort = {
      type: 'array',
      prefixItems: [{ enum: [...sortFields] }, { enum: ['ASC', 'DESC', 'asc', 'desc'] }],
      items: false,
      minItems: 2,
    };
    parameters.push(jsonParameter('sort', false, sort, '["field", "ASC" | "DESC"]'));
  }
  if (range) {
    const schema = {
      type: 'array',
      prefixItems: [
        { type: 'integer', minimum: 0 },
        { type: 'integer', minimum: 0 },
      ],
      items: false,
      minItems: 2,
    };
    parameters.push(
      jsonParameter(
        'range',
        false,
        schema,
        '[start, end], inclusive, end ≥ start, at most 500 records (default [0, 24])',
      ),
    );
  }
  return parameters;
}

const CONTENT_RANGE: Record<string, ApiHeader> = {
  'Content-Range': {
    description: '`{resource} {start}-{end}/{total}`, or `{resource} */{total}` past the end',
    schema: { type: 'string', pattern: '^[a-z-]+ (\\d+-\\d+|\\*)/\\d+$' },
  },
};

function headersOf(headers: Record<string, ApiHeader> | undefined): object | undefined {
  if (!headers) return undefined;
  return Object.fromEntries(
    Object.entries(headers).map(([name, { description, required = true, schema = { type: 'string' } }]) => [
      name,
      { description, required, schema },
    ]),
  );
}

function contentOf(body: z.ZodType | string | string[] | undefined): object | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || Array.isArray(body))
    return Object.fromEntries(
      [body].flat().map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    );
  return { 'application/json': { schema: jsonSchema(body, 'output') } };
}

const JSON_POINTER_ESCAPES: Record<string, string> = { '~': '~0', '/': '~1' };

/** The link's target: an operationId in the same document, else a reference into the other one. */
function linkTarget(api: ApiName, link: ApiLink): object {
  const [method, path] = link.operation.split(' ') as [string, string];
  const served = API_ROUTES[path]?.[method.toLowerCase() as RouteMethod];
  if (!served) throw new Error(`OpenAPI link to ${link.operation}, which no API serves (apiRoutes.ts)`);
  if (served === api) return { operationId: operationIdOf(method, path) };
  const pointer = `/paths/${path.replace(/[~/]/g, (c) => JSON_POINTER_ESCAPES[c])}/${method.toLowerCase()}`;
  return { operationRef: `${API_DOCUMENTS[served]}#${encodeURI(pointer).replace(/[{}]/g, encodeURIComponent)}` };
}

/** The failure statuses an operation answers: its own, and those every such operation can meet. */
function errorStatusesOf(op: ApiOperation): number[] {
  // Any path: the gateway's 400 for a path it does not route, 413 for a body over 11 MB, 414 for an address over 8 kB.
  const statuses = new Set([...(op.errors ?? []), 400, 413, 414]);
  if (op.auth) statuses.add(401);
  if (op.body || op.upload) statuses.add(415);
  for (const status of statuses)
    if (!ERROR_ANSWERS[status]) throw new Error(`${op.method} ${op.path}: no error answer ${status} (openApi.ts)`);
  return [...statuses].sort();
}

const GENERIC_ANSWERS =
  'OPTIONS on any path answers 204 with `Allow`: every method the path serves, in either API. Any other method ' +
  'answers 405 with `Allow` and the error body. An unknown path answers 404 with the error body.';

/** An OpenAPI 3.1 document (JSON Schema 2020-12, as zod 4 emits it) of one API's operations. */
export function openApiDocument(
  api: ApiName,
  info: { title: string; version: string; description?: string },
  operations: readonly ApiOperation[],
): object {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const pathParameters = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name: name,
      in: 'path',
      required: true,
      schema: op.params?.[name] ? jsonSchema(op.params[name], 'input') : { type: 'string' },
    }));
    const parameters = [
      ...pathParameters,
      ...parametersOf('query', op.query),
      ...(op.list ? listParameters(op.list) : []),
      ...parametersOf('header', op.headers),
    ];
    const links = op.links
      ? Object.fromEntries(
          Object.entries(op.links).map(([name, link]) => [
            name,
            {
              ...linkTarget(api, link),
              parameters: link.parameters,
              ...(link.description ? { description: link.description } : {}),
            },
          ]),
        )
      : undefined;
    const paged = op.list && op.list.range !== false;
    const success = {
      description: 'Success',
      ...(op.response ? { content: contentOf(op.response) } : {}),
      ...(op.responseHeaders || paged
        ? { headers: headersOf({ ...op.responseHeaders, ...(paged && CONTENT_RANGE) }) }
        : {}),
      ...(links ? { links } : {}),
    };
    const responses: Record<string, unknown> = { [String(op.status ?? 200)]: success };
    for (const [status, answer] of Object.entries(op.answers ?? {})) {
      responses[status] = {
        description: answer.description,
        ...(answer.body ? { content: contentOf(answer.body) } : {}),
        ...(answer.headers ? { headers: headersOf(answer.headers) } : {}),
      };
    }
    for (const status of errorStatusesOf(op)) responses[String(status)] = { $ref: `#/components/responses/${status}` };
    (paths[op.path] ??= {})[op.method] = {
      operationId: operationIdOf(op.method, op.path),
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
  const errorResponses = Object.fromEntries(
    Object.entries(ERROR_ANSWERS).map(([status, { description, codes, headers }]) => [
      status,
      {
        description,
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Error' },
                { properties: { error: { properties: { code: { enum: codes } } } } },
              ],
            },
          },
        },
        ...(headers ? { headers: headersOf(headers) } : {}),
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { ...info, description: [info.description, GENERIC_ANSWERS].filter(Boolean).join(' ') },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorBodySchema, 'output') },
      responses: errorResponses,
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
    // A body is refused only after the token is checked: without one the answer is 401, whatever was sent.
    const guards = op.auth ? [this.requireAuth(), readableBody] : [readableBody];
    this.router[op.method](toExpressPath(op.path), ...guards, handler);
    return this;
  }

  private requireAuth(): RequestHandler {
    if (!this.authenticateRequest)
      throw new Error('DocumentedRouter: an authenticated route needs the authenticate middleware');
    return this.authenticateRequest;
  }
}
