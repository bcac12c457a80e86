/**
 * Building blocks every resource's contract uses: ids, pagination, include, the `{ data }` envelopes and
 * the error bodies of DESIGN.md "API conventions".
 */

import type { FromSchema } from 'json-schema-to-ts';

/** A uuid (every primary key is one). */
export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/**
 * The text of a uuid, for code that tells an id from other text before it queries (a search that takes
 * an id or an email, a path that takes an id or a username): PostgreSQL refuses a malformed uuid.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path parameters of a route on one record: `/things/:id`. */
export const idParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema },
  required: ['id'],
  additionalProperties: false,
} as const;

/** Page size when the client names none (DESIGN.md: page size 10). */
export const DEFAULT_PER_PAGE = 10;
/** Largest page a client may ask for, so one request cannot read a whole table. */
export const MAX_PER_PAGE = 100;
/**
 * Last page a client may ask for: a hundred million rows at the largest page. Beyond it the row offset
 * leaves the integers a double holds exactly, and the database driver would drop the offset and answer
 * the first page under the number asked for.
 */
export const MAX_PAGE = 1_000_000;

/** `page` (1-based) and `perPage` query parameters of every list. */
export const paginationQueryProperties = {
  page: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE,
    default: 1,
    description: `Page number, 1 to ${MAX_PAGE}.`,
    errorMessage: `Page must be a whole number from 1 to ${MAX_PAGE}.`,
  },
  perPage: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PER_PAGE,
    default: DEFAULT_PER_PAGE,
    description: `Items per page, 1 to ${MAX_PER_PAGE}.`,
    errorMessage: `Per page must be a whole number from 1 to ${MAX_PER_PAGE}.`,
  },
} as const;

/** A search term of a list: trimmed, up to 100 characters. */
export const searchField = {
  type: 'string',
  transform: ['trim'],
  maxLength: 100,
  description: 'Text to search for.',
} as const;

/** A query of a list that takes only pagination. */
export const paginationQuerySchema = {
  type: 'object',
  properties: paginationQueryProperties,
  additionalProperties: false,
} as const;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The `include` query parameter of a resource: a comma-separated list of the relations it allows
 * (`include=profile,coachProfile`; a dotted name reaches deeper, `coachProfile.experiences`, when listed).
 * Anything else is a 422 on `include`. The allowed names live in this schema only: the API turns the value
 * into withGraphFetched (http/include.ts) and the OpenAPI document shows them.
 */
export function includeProperty<const T extends readonly string[]>(allowed: T) {
  const name = allowed.map(escapeRegExp).join('|');
  return {
    type: 'string',
    pattern: allowed.length === 0 ? '^$' : `^(${name})(,(${name}))*$`,
    description: `Relations to embed, comma-separated: ${allowed.join(', ') || 'none'}.`,
    errorMessage: `Include must be a comma-separated list of: ${allowed.join(', ') || 'nothing'}.`,
  } as const;
}

/** The query of a list: pagination plus include. */
export function listQuerySchema<const T extends readonly string[]>(allowedIncludes: T) {
  return {
    type: 'object',
    properties: { ...paginationQueryProperties, include: includeProperty(allowedIncludes) },
    additionalProperties: false,
  } as const;
}

/** The query of a show: include only. */
export function showQuerySchema<const T extends readonly string[]>(allowedIncludes: T) {
  return {
    type: 'object',
    properties: { include: includeProperty(allowedIncludes) },
    additionalProperties: false,
  } as const;
}

/** `meta` of a page (DESIGN.md): where the page is and how many there are. */
export const pageMetaSchema = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1 },
    perPage: { type: 'integer', minimum: 1 },
    total: { type: 'integer', minimum: 0 },
    lastPage: { type: 'integer', minimum: 1 },
  },
  required: ['currentPage', 'perPage', 'total', 'lastPage'],
  additionalProperties: false,
} as const;

/** `{ "data": <item> }`: the body of every successful single-item answer. */
export function dataEnvelope<const S extends object>(item: S) {
  return {
    type: 'object',
    properties: { data: item },
    required: ['data'],
    additionalProperties: false,
  } as const;
}

/** `{ "data": [<item>...], "meta": {...} }`: the body of every list. */
export function pageEnvelope<const S extends object>(item: S) {
  return {
    type: 'object',
    properties: { data: { type: 'array', items: item }, meta: pageMetaSchema },
    required: ['data', 'meta'],
    additionalProperties: false,
  } as const;
}

/** `meta` of a page, as a type (pageMetaSchema). */
export type PageMeta = FromSchema<typeof pageMetaSchema>;

/** The body of a single-item answer (dataEnvelope), as the browser reads it. */
export interface One<T> {
  data: T;
}

/** The body of a list answer (pageEnvelope), as the browser reads it. */
export interface Page<T> {
  data: T[];
  meta: PageMeta;
}

/** The body of every error but 422: `{ "message": "Not Found." }`. */
export const messageErrorSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/** The body of a 422: a summary message plus the field bag. */
export const validationErrorSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', examples: ['Please enter a valid email address (and 1 more error)'] },
    errors: {
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      examples: [{ email: ['Please enter a valid email address'], slug: ['Slug is not valid.'] }],
    },
  },
  required: ['message', 'errors'],
} as const;
