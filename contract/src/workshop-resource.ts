import type { FromSchema } from 'json-schema-to-ts';
import { RESOURCE_TYPES } from './catalogue-enums.ts';
import { uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';

/** SPEC.md §5: which resources need an address and which a file. */
export const RESOURCE_LOCATION_MESSAGE =
  'URL is required for links and videos, file path is required for files and documents';

/** A resource of a workshop (a file, link, video, document, agent or bundle). */
export const workshopResourceSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    workshopId: uuidSchema,
    title: { type: 'string' },
    description: { type: ['string', 'null'] },
    type: { type: 'string', enum: RESOURCE_TYPES },
    url: { type: ['string', 'null'] },
    filePath: { type: ['string', 'null'] },
    fileSize: { type: ['integer', 'null'] },
    fileType: { type: ['string', 'null'] },
    sortOrder: { type: 'integer' },
    isVisible: { type: 'boolean' },
    isBroadcast: { type: 'boolean' },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { type: ['string', 'null'] },
  },
  required: ['id', 'workshopId', 'title', 'type', 'sortOrder', 'isVisible', 'isBroadcast'],
  additionalProperties: false,
} as const;
export type WorkshopResourceItem = FromSchema<typeof workshopResourceSchema>;

const resourceProperties = {
  title: { type: 'string', transform: ['trim'], minLength: 1, maxLength: 255 },
  description: { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 },
  type: { type: 'string', enum: RESOURCE_TYPES, errorMessage: 'Please select a valid resource type' },
  url: { type: ['string', 'null'], transform: ['trim'], maxLength: 500 },
  filePath: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
  fileSize: { type: ['integer', 'null'], minimum: 0 },
  fileType: { type: ['string', 'null'], transform: ['trim'], maxLength: 100 },
  fileId: {
    ...uuidSchema,
    type: ['string', 'null'],
    description: 'A file from POST /v1/upload-temp: attached, it sets filePath, fileSize and fileType.',
  },
  sortOrder: { type: 'integer', minimum: 0, default: 0 },
  isVisible: { type: 'boolean', default: true },
  isBroadcast: { type: 'boolean', default: false },
} as const;

/**
 * Body of creating a resource. A link or video needs a url, a file or document a filePath (SPEC.md §5);
 * the message lands on the field that is missing.
 */
export const createWorkshopResourceSchema = {
  type: 'object',
  properties: resourceProperties,
  required: ['title', 'type'],
  allOf: [
    {
      if: { properties: { type: { enum: ['link', 'video'] } }, required: ['type'] },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
      then: {
        properties: { url: { type: 'string', minLength: 1, errorMessage: RESOURCE_LOCATION_MESSAGE } },
        required: ['url'],
        errorMessage: { required: { url: RESOURCE_LOCATION_MESSAGE } },
      },
    },
    {
      // An uploaded file (fileId) stands in for the file path, which the API then fills in.
      if: {
        properties: { type: { enum: ['file', 'document'] } },
        required: ['type'],
        not: { properties: { fileId: { type: 'string' } }, required: ['fileId'] },
      },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
      then: {
        properties: { filePath: { type: 'string', minLength: 1, errorMessage: RESOURCE_LOCATION_MESSAGE } },
        required: ['filePath'],
        errorMessage: { required: { filePath: RESOURCE_LOCATION_MESSAGE } },
      },
    },
  ],
  additionalProperties: false,
} as const;
export type CreateWorkshopResourceInput = FromSchema<typeof createWorkshopResourceSchema>;

/** Body of updating a resource: every field optional; the url/filePath rule is checked on the merged record. */
export const updateWorkshopResourceSchema = partialSchema({
  type: 'object',
  properties: resourceProperties,
  additionalProperties: false,
} as const);
export type UpdateWorkshopResourceInput = FromSchema<typeof updateWorkshopResourceSchema>;

/** Why an order of resources was refused: it must name each live resource of the workshop once. */
export const RESOURCE_ORDER_MESSAGE = 'List every resource of this workshop exactly once.';

/**
 * Body of PUT /v1/workshops/{id}/resources/order: the ids of every live resource of the workshop, each
 * once, in their new order (the first gets sortOrder 0). Repeats are refused here; a missing or foreign
 * id by the API, which knows the workshop's resources; both with RESOURCE_ORDER_MESSAGE on `ids`.
 */
export const workshopResourceOrderSchema = {
  type: 'object',
  properties: {
    ids: {
      type: 'array',
      items: { ...uuidSchema, errorMessage: RESOURCE_ORDER_MESSAGE },
      maxItems: 500,
      uniqueItems: true,
      errorMessage: { uniqueItems: RESOURCE_ORDER_MESSAGE, maxItems: RESOURCE_ORDER_MESSAGE },
    },
  },
  required: ['ids'],
  additionalProperties: false,
} as const;
export type WorkshopResourceOrderInput = FromSchema<typeof workshopResourceOrderSchema>;
