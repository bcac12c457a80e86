import { messageErrorSchema, validationErrorSchema } from '@exceed/contract';
import type { Route } from '../http/define-route.ts';

/** Keywords of our AJV set-up that are not JSON Schema: left out of the document. */
const AJV_ONLY_KEYWORDS = new Set(['errorMessage', 'transform', 'descendingBy']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A contract schema as OpenAPI 3.1 (JSON Schema 2020-12) shows it: our AJV-only keywords removed. */
export function toOpenApiSchema(schema: unknown): Json {
  if (Array.isArray(schema)) return schema.map(toOpenApiSchema);
  if (schema === null || typeof schema !== 'object') return schema as Json;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!AJV_ONLY_KEYWORDS.has(key)) result[key] = toOpenApiSchema(value);
  }
  return result;
}

/** Reasons of the standard error answers, each pointing at one shared response. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'Malformed JSON.' },
  401: { name: 'Unauthenticated', description: 'Unauthenticated.' },
  403: { name: 'Forbidden', description: 'This action is unauthorized.' },
  404: { name: 'NotFound', description: 'Not Found.' },
  409: { name: 'Conflict', description: 'The request clashes with the current state.' },
  419: { name: 'CsrfMismatch', description: 'CSRF token mismatch.' },
  422: { name: 'ValidationFailed', description: 'The data breaks the contract: a message per field.' },
  429: { name: 'TooManyRequests', description: 'Too Many Attempts. Retry-After says when to try again.' },
  500: { name: 'ServerError', description: 'Server Error.' },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database does not answer (restarting or unreachable). Retry-After says when to try again.',
  },
};

const json = (schema: unknown) => ({ 'application/json': { schema: toOpenApiSchema(schema) } });

/** Descriptions of the answers a route declares itself (`responses`). */
const DECLARED_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  503: 'Service Unavailable',
};

function parameters(route: Route): Json[] {
  const list: Json[] = [];
  for (const location of ['params', 'query'] as const) {
    const schema = route.request[location] as
      | { properties?: Record<string, { description?: string }>; required?: readonly string[] }
      | undefined;
    for (const [name, property] of Object.entries(schema?.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: location === 'params' ? 'path' : 'query',
        required: location === 'params' || (schema?.required ?? []).includes(name),
        ...(description ? { description } : {}),
        schema: toOpenApiSchema(rest),
      });
    }
  }
  // Path parameters with no schema are still parameters.
  for (const [, name] of route.path.matchAll(/:([A-Za-z0-9_]+)/g)) {
    if (name && !list.some((p) => (p as JsonObject).name === name && (p as JsonObject).in === 'path')) {
      list.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return list;
}

/**
 * What an API key needs for the operation: the scope as the bearer scheme's (OpenAPI 3.1 lets any scheme
 * list roles), and in words, since Swagger UI shows scopes for OAuth only.
 */
function keyAccess(route: Route): JsonObject {
  const access = route.apiKeyAccess;
  if (access.kind === 'open') return {};
  const line =
    access.kind === 'scope'
      ? `API key scope: \`${access.scope}\`.`
      : 'Not for API keys: sign in (cookie or token mode).';
  return {
    description: [route.description, line].filter(Boolean).join('\n\n'),
    'x-api-key-scope': access.kind === 'scope' ? access.scope : null,
    ...(access.kind === 'scope' ? { security: [{ bearer: [access.scope] }] } : {}),
  };
}

function operation(route: Route): JsonObject {
  const responses: JsonObject = {};
  for (const [status, schema] of Object.entries(route.responses)) {
    const description = DECLARED_DESCRIPTIONS[Number(status)] ?? `Status ${status}`;
    responses[status] = schema ? { description, content: json(schema) } : { description };
  }
  const errorStatuses = new Set<number>(route.errors);
  if (route.request.query || route.request.body) errorStatuses.add(422);
  if (route.request.params) errorStatuses.add(404);
  if (route.request.body) errorStatuses.add(400);
  errorStatuses.add(500);
  errorStatuses.add(503);
  for (const status of [...errorStatuses].sort()) {
    const known = ERROR_RESPONSES[status];
    if (known) responses[String(status)] = { $ref: `#/components/responses/${known.name}` };
  }
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    operationId: `${route.method}${route.path.replace(/[:/{}-]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    parameters: parameters(route),
    ...keyAccess(route),
    ...(route.request.body ? { requestBody: { required: true, content: json(route.request.body) } } : {}),
    responses,
  };
}

/** Facts of the document that are not routes. */
export interface DocumentInfo {
  version: string;
  description?: string;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes as declared (defineRoute), so it always
 * says what the server does: paths under /v1, parameters and bodies from the contract schemas, success
 * answers as declared, and the standard error answers of DESIGN.md as shared components.
 */
export function buildOpenApiDocument(routes: readonly Route[], info: DocumentInfo): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const path = `/v1${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  const responses: JsonObject = {};
  for (const [status, { name, description }] of Object.entries(ERROR_RESPONSES)) {
    const schema = status === '422' ? 'ValidationError' : 'Message';
    const headers =
      status === '429' || status === '503'
        ? { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } }
        : undefined;
    responses[name] = {
      description,
      ...(headers ? { headers } : {}),
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
    };
  }
  const tags = [...new Set(routes.flatMap((route) => route.tags))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Exceed API',
      version: info.version,
      ...(info.description ? { description: info.description } : {}),
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: {
        Message: toOpenApiSchema(messageErrorSchema),
        ValidationError: toOpenApiSchema(validationErrorSchema),
      },
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (`exk_…`, made in Settings → Account; each operation names the scope it needs) or a session token from a sign-in in token mode. Browsers signed in to Exceed send their session cookie instead.',
        },
      },
    },
  };
}
