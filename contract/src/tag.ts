import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';

/** A tag that labels workshops and coaches (SPEC.md §7: GET /v1/tags). */
export const tagSchema = {
  type: 'object',
  properties: { id: uuidSchema, name: { type: 'string' }, slug: { type: 'string' } },
  required: ['id', 'name', 'slug'],
  additionalProperties: false,
} as const;

/** GET /v1/tags: pagination and a search over names (the tag picker types ahead). */
export const tagListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, q: searchField },
  additionalProperties: false,
} as const;
