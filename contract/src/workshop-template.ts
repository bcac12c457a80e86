import type { FromSchema } from 'json-schema-to-ts';
import { CONTENT_STATUSES } from './catalogue-enums.ts';
import { uuidSchema } from './common.ts';
import { slugField, timestampField } from './fields.ts';
import { currencyField, priceField } from './money.ts';
import { partialSchema } from './partial.ts';
import { mediaUrlField, workshopLevelField, workshopTitleField } from './workshop.ts';

/** A workshop template: the reusable outline coaches start workshops from. */
export const workshopTemplateSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    title: { type: 'string' },
    slug: { type: 'string' },
    description: { type: ['string', 'null'] },
    image: { type: ['string', 'null'] },
    video: { type: ['string', 'null'] },
    level: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    status: { type: 'string', enum: CONTENT_STATUSES },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { type: ['string', 'null'] },
  },
  required: ['id', 'title', 'slug', 'level', 'price', 'currency', 'status'],
  additionalProperties: false,
} as const;
export type WorkshopTemplateResource = FromSchema<typeof workshopTemplateSchema>;

/** Body of creating a template: price at least 0.01 (SPEC.md §5, "Price is required"). */
export const createWorkshopTemplateSchema = {
  type: 'object',
  properties: {
    title: workshopTitleField,
    slug: slugField,
    description: { type: ['string', 'null'], transform: ['trim'], maxLength: 25_000 },
    image: mediaUrlField,
    video: mediaUrlField,
    level: workshopLevelField,
    price: { ...priceField, minimum: 0.01, errorMessage: 'Price is required' },
    currency: currencyField,
    status: {
      type: 'string',
      enum: CONTENT_STATUSES,
      default: 'DRAFT',
      errorMessage: 'Please select a valid status',
    },
  },
  required: ['title', 'level', 'price'],
  additionalProperties: false,
  errorMessage: { required: { price: 'Price is required' } },
} as const;
export type CreateWorkshopTemplateInput = FromSchema<typeof createWorkshopTemplateSchema>;

export const updateWorkshopTemplateSchema = partialSchema(createWorkshopTemplateSchema);
export type UpdateWorkshopTemplateInput = FromSchema<typeof updateWorkshopTemplateSchema>;
