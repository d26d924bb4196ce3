import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';

/*
 * Every request and answer the gateway suites exchange, held against the two OpenAPI documents
 * (ajv, already the project's JSON Schema validator, over the documents' JSON Schema 2020-12).
 * Formats are annotations only: each format zod writes comes with its pattern, and a trimmed field's
 * pattern allows the whitespace the API trims, which a format check would refuse.
 *
 * An answer must be documented for its operation (status, media type, body, required headers, links
 * that resolve). A request is held against the document too: one the document refuses must be refused
 * (4xx; without a token on a protected operation, 401), and one it takes must not be refused as
 * invalid, unless for a rule that JSON Schema cannot state (RULES_BEYOND_SCHEMA).
 */

/**
 * Paths outside both APIs: the gateway's own (the app, media, export files), the documents themselves, and
 * the services' health checks.
 */
const OUTSIDE_THE_APIS =
  /^(\/|\/stage(\/.*)?|\/media\/.*|\/exports\/.*|\/openapi\.json|\/openapi\/command-api\.json|\/health)$/;
/** What the gateway refuses before routing (deploy/nginx.conf, `$malformed_path`). */
const MALFORMED_PATH = /(%2f|%5c|%2e|\/\.\.?(\/|$))/i;
/** Rules of the validation that JSON Schema cannot state: a request the documents take may still break them. */
export const RULES_BEYOND_SCHEMA = new Set<string>([
  // Moved by the clock: the 30 years offered end this year; an expiry must be in the future.
  'specialist.invalidYear',
  'shareLink.expiryInPast',
  // A phone number real under its country's code (libphonenumber's metadata).
  'specialist.phoneNumberInvalid',
  // A day that exists (2026-02-30 has the pattern of one).
  'audit.badDate',
  'audit.badMoment',
  'engagement.dateInvalid',
  'offer.startsOnInvalid',
  // One field against another, or against the account: a phone code for a phone number, a passcode or a list of
  // addresses, a budget shown only for a project, at most 366 days between from and to, the account's own
  // address typed and its proof (a password, or a recent Google sign-in) to confirm an erasure.
  'specialist.phoneCodeRequired',
  'shareLink.oneGate',
  'shareLink.budgetOnlyForProjects',
  'shareLink.ratesOnlyForTeams',
  'audit.rangeTooLong',
  'account.erasureConfirmationMismatch',
  'account.erasureNeedsProof',
  // The password policy's word lists and the account's own names; a password checked against the account's.
  'account.passwordTooCommon',
  'account.passwordPersonal',
  'account.wrongPassword',
  // A link's token that is not, or no longer, one the platform issued.
  'account.linkInvalid',
  // The sign-in flow's state (its cookie, the provider's answer), not the body.
  'account.googleSignInExpired',
  'account.googleSignInFailed',
  // What the account behind an id is: an offer is made to a specialist's, and so is a shortlist's seat; a
  // shortlist is for a team of its owner's.
  'offer.notASpecialist',
  'shortlist.notASpecialist',
  'shortlist.teamInvalid',
]);
/** Bytes a body of these media types starts with. */
const MAGIC: Record<string, string> = { 'application/pdf': '%PDF-', 'application/zip': 'PK\u0003\u0004' };

interface Schema {
  [key: string]: unknown;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
  content?: Record<string, { schema: Schema }>;
}
export interface Answer {
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
  headers?: Record<string, { required?: boolean; schema: Schema }>;
  links?: Record<string, { operationId?: string; operationRef?: string; parameters: Record<string, string> }>;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Answer>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, Answer> };
}

export interface Exchange {
  method: string;
  /** The path as sent, query string included. */
  path: string;
  requestHeaders: Record<string, string>;
  requestBody?: Buffer;
  status: number;
  responseHeaders: IncomingHttpHeaders;
  responseBody: Buffer;
}

/** The error body of a refusal (infrastructure/src/http/errors.ts). */
interface RefusalBody {
  code?: string;
  message?: string;
  message_code?: string;
  fields?: Record<string, string>;
  field_codes?: Record<string, string>;
}

interface Route {
  path: string;
  pattern: RegExp;
  names: string[];
  literals: number;
  operations: Record<string, { operation: Operation; document: OpenApiDocument }>;
}

const METHOD_ORDER = ['get', 'post', 'put', 'delete'];
const UNREAD_BODY = 'a body the document does not describe';

export class OpenApiValidator {
  // Unoptimised code compiles in half the time (each test file compiles the schemas it meets afresh); validating
  // an answer stays a matter of microseconds.
  private readonly ajv = new Ajv2020({
    strict: false,
    validateFormats: false,
    allErrors: false,
    code: { optimize: false },
  });
  private readonly compiled = new Map<Schema, ValidateFunction>();
  private readonly routes: Route[];
  /** Answers checked against an operation (or the generic OPTIONS, 404, 405 and malformed-path answers). */
  validated = 0;

  constructor(
    private readonly documents: readonly OpenApiDocument[],
    private readonly rulesBeyondSchema: ReadonlySet<string> = RULES_BEYOND_SCHEMA,
  ) {
    const byPath = new Map<string, Route>();
    for (const document of documents) {
      for (const [path, operations] of Object.entries(document.paths)) {
        const route = byPath.get(path) ?? routeOf(path);
        byPath.set(path, route);
        for (const [method, operation] of Object.entries(operations)) {
          if (route.operations[method]) throw new Error(`${method.toUpperCase()} ${path} is in both documents`);
          route.operations[method] = { operation, document };
        }
      }
    }
    this.routes = [...byPath.values()].sort((a, b) => b.literals - a.literals);
    this.checkLinks();
  }

  /** What differs between an exchange and the documents: nothing when it is as documented. */
  check(exchange: Exchange): string[] {
    const url = new URL(exchange.path, 'http://gateway');
    const rawPath = exchange.path.split('?')[0];
    if (MALFORMED_PATH.test(rawPath)) return this.generic(exchange, 400);
    // The gateway's answer to an address over its buffers, before any route: on every path.
    if (exchange.status === 414) return this.generic(exchange, 414);
    if (OUTSIDE_THE_APIS.test(url.pathname)) return [];
    const match = this.match(url.pathname);
    if (!match) return this.generic(exchange, 404);
    const method = exchange.method.toLowerCase();
    const allow = METHOD_ORDER.filter((m) => match.route.operations[m])
      .flatMap((m) => (m === 'get' ? ['GET', 'HEAD'] : [m.toUpperCase()]))
      .join(', ');
    if (method === 'options') {
      const problems = this.generic(exchange, 204);
      if (exchange.responseHeaders.allow !== allow)
        problems.push(`Allow is "${exchange.responseHeaders.allow}", the documents give "${allow}"`);
      return problems;
    }
    const served = match.route.operations[method === 'head' ? 'get' : method];
    if (!served) {
      const problems = this.generic(exchange, 405);
      if (exchange.responseHeaders.allow !== allow)
        problems.push(`Allow is "${exchange.responseHeaders.allow}", the documents give "${allow}"`);
      return problems;
    }
    this.validated++;
    const { operation, document } = served;
    const invalid = this.requestProblems(operation, match.params, url.searchParams, exchange);
    // A body the operation does not read, or a form the validator does not take apart: only its refusals are checked.
    const unread = invalid.includes(UNREAD_BODY);
    if (unread) invalid.splice(invalid.indexOf(UNREAD_BODY), 1);
    const problems = this.answerProblems(operation, document, exchange, match.params);
    const unauthenticated = operation.security && !exchange.requestHeaders.authorization;
    if (unauthenticated && exchange.status !== 401)
      problems.push(`answered ${exchange.status} without a token; the document requires a bearer token (401 first)`);
    else if (invalid.length > 0 && exchange.status < 400)
      problems.push(`answered ${exchange.status} to a request the document refuses: ${invalid.join('; ')}`);
    else if (invalid.length === 0 && !unread && exchange.status === 400)
      problems.push(...this.refusedAlthoughValid(exchange));
    return problems;
  }

  /** An answer every path can give (the gateway's 400, an unknown path's 404, OPTIONS, 405): its components' shape. */
  private generic(exchange: Exchange, expected: number): string[] {
    this.validated++;
    if (exchange.status !== expected) return [`answered ${exchange.status}, the documents give ${expected} here`];
    if (expected === 204) return exchange.responseBody.length > 0 ? ['a 204 with a body'] : [];
    return this.answerAgainst(this.documents[0].components.responses[String(expected)], this.documents[0], exchange);
  }

  private match(pathname: string): { route: Route; params: Record<string, string> } | undefined {
    for (const route of this.routes) {
      const found = route.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = safeDecode(found[i + 1])));
      return { route, params };
    }
    return undefined;
  }

  private requestProblems(
    operation: Operation,
    params: Record<string, string>,
    query: URLSearchParams,
    exchange: Exchange,
  ): string[] {
    const problems: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      const values =
        parameter.in === 'path'
          ? [params[parameter.name]]
          : parameter.in === 'query'
            ? query.getAll(parameter.name)
            : headerValues(exchange.requestHeaders, parameter.name);
      if (values.length === 0) {
        if (parameter.required) problems.push(`${parameter.in} parameter ${parameter.name} is missing`);
        continue;
      }
      if (values.length > 1) {
        problems.push(`${parameter.in} parameter ${parameter.name} is given ${values.length} times`);
        continue;
      }
      const [value] = values as [string];
      if (parameter.content) {
        const parsed = parseJson(value);
        if (parsed === undefined) problems.push(`${parameter.in} parameter ${parameter.name} is not JSON`);
        else
          problems.push(...this.schemaProblems(parameter.content['application/json'].schema, parsed, parameter.name));
      } else if (parameter.schema) {
        problems.push(...this.schemaProblems(parameter.schema, value, `${parameter.in} ${parameter.name}`));
      }
    }
    const body = exchange.requestBody;
    if (!operation.requestBody) {
      if (body && body.length > 0) problems.push(UNREAD_BODY);
      return problems;
    }
    const mediaType = mediaTypeOf(exchange.requestHeaders['content-type']);
    // A body the document says may be left out, left out.
    if (!operation.requestBody.required && !mediaType && (!body || body.length === 0)) return problems;
    const content = mediaType ? operation.requestBody.content[mediaType] : undefined;
    if (!content) {
      problems.push(
        `a body of type ${mediaType ?? 'none'}, the document takes ${Object.keys(operation.requestBody.content).join(',')}`,
      );
      return problems;
    }
    if (mediaType !== 'application/json') return [...problems, UNREAD_BODY];
    if (/charset=(?!"?utf-?8)/i.test(exchange.requestHeaders['content-type'] ?? '')) problems.push('not UTF-8');
    const text = decoded(body ?? Buffer.alloc(0), exchange.requestHeaders['content-encoding']);
    const parsed = text === undefined ? undefined : parseJson(text);
    if (parsed === undefined) problems.push('the body is not JSON');
    else problems.push(...this.schemaProblems(content.schema, parsed, 'body'));
    return problems;
  }

  /** A 400 to a request the documents take: only for a rule JSON Schema cannot state. */
  private refusedAlthoughValid(exchange: Exchange): string[] {
    const error = (parseJson(exchange.responseBody.toString()) as { error?: RefusalBody } | undefined)?.error;
    if (!error || error.code !== 'validation') return [];
    const worded = error.fields ?? {};
    const fields = Object.keys(worded);
    const codes =
      fields.length > 0
        ? fields.map((field) => error.field_codes?.[field] ?? worded[field])
        : [error.message_code ?? error.message];
    const beyond = codes.length > 0 && codes.every((code) => code !== undefined && this.rulesBeyondSchema.has(code));
    return beyond
      ? []
      : [
          `refused as invalid (${JSON.stringify(error)}) a request the document takes: the document is looser than the validation`,
        ];
  }

  private answerProblems(
    operation: Operation,
    document: OpenApiDocument,
    exchange: Exchange,
    params: Record<string, string>,
  ): string[] {
    const documented = operation.responses[String(exchange.status)];
    if (!documented)
      return [
        `answered ${exchange.status}, not documented (documented: ${Object.keys(operation.responses).join(', ')}): ${exchange.responseBody.toString().slice(0, 300)}`,
      ];
    const answer = this.resolve(documented, document);
    const problems = this.answerAgainst(answer, document, exchange);
    if (problems.length === 0 && answer.links && exchange.method !== 'HEAD')
      problems.push(...this.linkProblems(answer, exchange, params));
    return problems;
  }

  private answerAgainst(documented: Answer, document: OpenApiDocument, exchange: Exchange): string[] {
    const answer = this.resolve(documented, document);
    const problems: string[] = [];
    for (const [name, header] of Object.entries(answer.headers ?? {})) {
      const value = exchange.responseHeaders[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`header ${name} is missing`);
      } else problems.push(...this.schemaProblems(header.schema, String(value), `header ${name}`));
    }
    const body = exchange.responseBody;
    if (exchange.method === 'HEAD') return problems;
    if (!answer.content) {
      if (body.length > 0) problems.push(`a body, where the document has none: ${body.toString().slice(0, 200)}`);
      return problems;
    }
    const mediaType = mediaTypeOf(exchange.responseHeaders['content-type']);
    const content = mediaType ? answer.content[mediaType] : undefined;
    if (!content) {
      problems.push(`content type ${mediaType}, the document gives ${Object.keys(answer.content).join(', ')}`);
      return problems;
    }
    const text = decoded(body, exchange.responseHeaders['content-encoding']);
    if (mediaType === 'application/json') {
      const parsed = text === undefined ? undefined : parseJson(text);
      if (parsed === undefined) problems.push('the body is not JSON');
      else problems.push(...this.schemaProblems(content.schema, parsed, 'body', document));
    } else if (MAGIC[mediaType!] && !body.subarray(0, 8).toString('latin1').startsWith(MAGIC[mediaType!])) {
      problems.push(`the body is not ${mediaType}`);
    }
    return problems;
  }

  /** Each link of the answer can be followed: its parameters resolve to a value. */
  private linkProblems(answer: Answer, exchange: Exchange, params: Record<string, string>): string[] {
    const body = parseJson(decoded(exchange.responseBody, exchange.responseHeaders['content-encoding']) ?? '');
    const problems: string[] = [];
    for (const [name, link] of Object.entries(answer.links ?? {})) {
      for (const [parameter, expression] of Object.entries(link.parameters)) {
        const value = evaluate(expression, body, params, exchange.responseHeaders);
        if (typeof value !== 'string' && typeof value !== 'number')
          problems.push(`link ${name}: ${parameter} = ${expression} finds nothing in the answer`);
      }
    }
    return problems;
  }

  /** Every link names an operation of the documents, by parameters it takes. */
  private checkLinks(): void {
    const byId = new Map<string, Operation>();
    for (const route of this.routes)
      for (const { operation } of Object.values(route.operations)) byId.set(operation.operationId, operation);
    for (const route of this.routes) {
      for (const [method, { operation, document }] of Object.entries(route.operations)) {
        for (const documented of Object.values(operation.responses)) {
          for (const [name, link] of Object.entries(this.resolve(documented, document).links ?? {})) {
            const target = linkTargetOf(link, this.documents, byId);
            if (!target) throw new Error(`${method.toUpperCase()} ${route.path}: link ${name} leads nowhere`);
            const names = new Set((target.parameters ?? []).map((p) => p.name));
            for (const parameter of Object.keys(link.parameters))
              if (!names.has(parameter))
                throw new Error(
                  `${method.toUpperCase()} ${route.path}: link ${name} sets ${parameter}, not a parameter`,
                );
          }
        }
      }
    }
  }

  private resolve(answer: Answer, document: OpenApiDocument): Answer {
    return answer.$ref ? document.components.responses[answer.$ref.split('/').pop()!] : answer;
  }

  private schemaProblems(schema: Schema, value: unknown, where: string, document = this.documents[0]): string[] {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(withComponents(schema, document));
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e: ErrorObject) => `${where}${e.instancePath} ${e.message} (${e.schemaPath})`);
  }
}

function routeOf(path: string): Route {
  const names: string[] = [];
  const segments = path.split('/');
  const pattern = segments
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return { path, pattern: new RegExp(`^${pattern}$`), names, literals: segments.length - names.length, operations: {} };
}

/** `#/components/schemas/Error` made resolvable inside the one schema ajv compiles. */
function withComponents(schema: Schema, document: OpenApiDocument): Schema {
  const text = JSON.stringify(schema);
  if (!text.includes('#/components/schemas/')) return schema;
  return {
    ...(JSON.parse(text.replaceAll('#/components/schemas/', '#/$defs/')) as Schema),
    $defs: document.components.schemas,
  };
}

function linkTargetOf(
  link: { operationId?: string; operationRef?: string },
  documents: readonly OpenApiDocument[],
  byId: Map<string, Operation>,
): Operation | undefined {
  if (link.operationId) return byId.get(link.operationId);
  const pointer = decodeURIComponent(link.operationRef?.split('#')[1] ?? '');
  const [, , path, method] = pointer.split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  return documents.map((d) => d.paths[path]?.[method]).find(Boolean);
}

function evaluate(
  expression: string,
  body: unknown,
  params: Record<string, string>,
  headers: IncomingHttpHeaders,
): unknown {
  if (expression.startsWith('$request.path.')) return params[expression.slice('$request.path.'.length)];
  if (expression.startsWith('$response.header.'))
    return headers[expression.slice('$response.header.'.length).toLowerCase()];
  if (!expression.startsWith('$response.body#')) return undefined;
  return expression
    .slice('$response.body#'.length)
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      body,
    );
}

function headerValues(headers: Record<string, string>, name: string): string[] {
  const value = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return value === undefined ? [] : [value];
}

const mediaTypeOf = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase() || undefined;

function decoded(body: Buffer, encoding: string | undefined): string | undefined {
  try {
    if (!encoding || encoding === 'identity') return body.toString();
    if (encoding === 'gzip') return gunzipSync(body).toString();
    if (encoding === 'br') return brotliDecompressSync(body).toString();
  } catch {
    return undefined;
  }
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
