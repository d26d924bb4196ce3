import { describe, expect, it } from 'vitest';
import { OpenApiValidator, type Exchange, type OpenApiDocument } from './openApiValidator';

const error = (codes: string[]) => ({
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
});
const thing = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
};

/** Two documents as the APIs write them, cut down: a read in one, its write in the other. */
const query: OpenApiDocument = {
  paths: {
    '/things/{id}': {
      get: {
        operationId: 'getThingsById',
        security: [{ bearer: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
          { name: 'paper', in: 'query', required: false, schema: { enum: ['a4', 'letter'] } },
        ],
        responses: {
          '200': {
            content: { 'application/json': { schema: thing } },
            headers: { 'Content-Range': { required: true, schema: { type: 'string', pattern: '^things ' } } },
          },
          '400': { $ref: '#/components/responses/400' },
          '401': { $ref: '#/components/responses/401' },
          '404': { $ref: '#/components/responses/404' },
        },
      },
    },
    '/things/{id}/file': {
      get: {
        operationId: 'getThingsByIdFile',
        responses: { '200': { content: { 'application/pdf': { schema: { type: 'string' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        additionalProperties: false,
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            additionalProperties: false,
            properties: {
              code: { type: 'string' },
              message: { type: 'string' },
              fields: { type: 'object' },
              field_codes: { type: 'object' },
            },
          },
        },
      },
    },
    responses: {
      '400': error(['validation', 'bad_request']),
      '401': error(['unauthorized']),
      '404': error(['not_found']),
      '405': { ...error(['method_not_allowed']), headers: { Allow: { required: true, schema: { type: 'string' } } } },
    },
  },
};
const command: OpenApiDocument = {
  paths: {
    '/things': {
      post: {
        operationId: 'postThings',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
            },
          },
        },
        responses: {
          '201': {
            content: { 'application/json': { schema: thing } },
            links: {
              read: {
                operationRef: '/openapi.json#/paths/~1things~1%7Bid%7D/get',
                parameters: { id: '$response.body#/id' },
              },
            },
          },
          '400': { $ref: '#/components/responses/400' },
        },
      },
    },
  },
  components: query.components,
};

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const read: Exchange = {
  method: 'GET',
  path: '/things/7?paper=a4',
  requestHeaders: { authorization: 'Bearer t' },
  status: 200,
  responseHeaders: { 'content-type': 'application/json; charset=utf-8', 'content-range': 'things 0-0/1' },
  responseBody: json({ id: '7', name: 'Seven' }),
};
const write: Exchange = {
  method: 'POST',
  path: '/things',
  requestHeaders: { 'content-type': 'application/json' },
  requestBody: json({ name: 'Seven' }),
  status: 201,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: json({ id: '7', name: 'Seven' }),
};
const notFound = (status: number, code = 'not_found') => ({
  status,
  responseHeaders: { 'content-type': 'application/json' },
  responseBody: json({ error: { code, message: 'No' } }),
});

describe('OpenApiValidator', () => {
  const documents = () => new OpenApiValidator([query, command]);

  it('takes exchanges as documented, and counts them', () => {
    const validator = documents();
    expect(validator.check(read)).toEqual([]);
    expect(validator.check(write)).toEqual([]);
    expect(validator.check({ ...read, method: 'HEAD', responseBody: Buffer.alloc(0) })).toEqual([]);
    expect(validator.check({ ...read, ...notFound(404) })).toEqual([]);
    expect(validator.validated).toBe(4);
  });

  it('refuses an undocumented status, media type, body or missing header', () => {
    const validator = documents();
    expect(validator.check({ ...read, ...notFound(403, 'forbidden') })[0]).toMatch(/answered 403, not documented/);
    expect(
      validator.check({ ...read, responseHeaders: { ...read.responseHeaders, 'content-type': 'text/html' } })[0],
    ).toMatch(/content type text\/html/);
    expect(validator.check({ ...read, responseBody: json({ id: '7', name: 'Seven', extra: 1 }) })[0]).toMatch(
      /additional properties/,
    );
    expect(validator.check({ ...read, responseHeaders: { 'content-type': 'application/json' } })).toEqual([
      'header Content-Range is missing',
    ]);
    expect(
      validator.check({
        ...read,
        path: '/things/7/file',
        responseHeaders: { 'content-type': 'application/pdf' },
        responseBody: Buffer.from('<html>'),
      }),
    ).toEqual(['the body is not application/pdf']);
  });

  it('wants 401 first from a protected operation asked without a token', () => {
    expect(documents().check({ ...read, requestHeaders: {}, ...notFound(400, 'validation') })).toEqual([
      'answered 400 without a token; the document requires a bearer token (401 first)',
    ]);
  });

  it('refuses an answer that takes a request the document refuses, and a refusal of one it takes', () => {
    const validator = documents();
    expect(validator.check({ ...read, path: '/things/seven' })[0]).toMatch(/a request the document refuses: path id/);
    expect(validator.check({ ...read, path: '/things/7?paper=a5' })[0]).toMatch(/query paper/);
    expect(validator.check({ ...write, requestBody: json({}) })[0]).toMatch(/body must have required property 'name'/);
    expect(validator.check({ ...write, requestBody: json({}), ...notFound(400, 'validation') })).toEqual([]);
    const refused = {
      status: 400,
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: json({
        error: { code: 'validation', message: 'Bad', fields: { name: 'Bad' }, field_codes: { name: 'x.bad' } },
      }),
    };
    expect(validator.check({ ...write, ...refused })[0]).toMatch(/looser than the validation/);
    expect(new OpenApiValidator([query, command], new Set(['x.bad'])).check({ ...write, ...refused })).toEqual([]);
  });

  it('follows links: each parameter must find its value in the answer', () => {
    expect(documents().check({ ...write, responseBody: json({ id: 7, name: 'Seven' }) })[0]).toMatch(/string/);
    const linkless = structuredClone(command);
    linkless.paths['/things'].post.responses['201'].links = {
      read: { operationRef: '/openapi.json#/paths/~1nowhere/get', parameters: {} },
    };
    expect(() => new OpenApiValidator([query, linkless])).toThrow(/link read leads nowhere/);
  });

  it('knows the answers of every path: OPTIONS and 405 with Allow across both documents, 404, the gateway’s 400', () => {
    const validator = documents();
    const options = { ...read, method: 'OPTIONS', path: '/things', responseBody: Buffer.alloc(0), status: 204 };
    expect(validator.check({ ...options, responseHeaders: { allow: 'POST' } })).toEqual([]);
    expect(validator.check({ ...options, path: '/things/1', responseHeaders: { allow: 'GET' } })).toEqual([
      'Allow is "GET", the documents give "GET, HEAD"',
    ]);
    const refused = {
      ...notFound(405, 'method_not_allowed'),
      responseHeaders: { 'content-type': 'application/json', allow: 'POST' },
    };
    expect(validator.check({ ...read, method: 'DELETE', path: '/things', ...refused })).toEqual([]);
    expect(validator.check({ ...read, method: 'DELETE', path: '/things', ...notFound(404) })[0]).toMatch(
      /the documents give 405/,
    );
    expect(validator.check({ ...read, path: '/elsewhere', ...notFound(404) })).toEqual([]);
    expect(validator.check({ ...read, path: '/things/%2e%2e', ...notFound(400, 'bad_request') })).toEqual([]);
    expect(validator.check({ ...read, path: '/things/%2e%2e' })[0]).toMatch(/the documents give 400/);
  });
});
