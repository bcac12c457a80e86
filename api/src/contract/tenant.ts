import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { emailField, nameField, slugField, timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';

/** Plans a tenant can be on (SPEC.md §3 enumerations). */
export const TENANT_PLANS = ['free', 'pro', 'enterprise'] as const;
export type TenantPlan = (typeof TENANT_PLANS)[number];

/** A tenant (Team) as the API shows it. */
export const tenantSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    name: { type: 'string' },
    slug: { type: 'string' },
    email: { type: ['string', 'null'] },
    domain: { type: ['string', 'null'] },
    plan: { type: 'string', enum: TENANT_PLANS },
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  required: ['id', 'name', 'slug', 'email', 'domain', 'plan', 'createdAt', 'updatedAt'],
  additionalProperties: false,
} as const;

export type TenantResource = FromSchema<typeof tenantSchema>;

/** Body of creating a tenant; the domain is kept as https plus host (SPEC.md §5). */
export const createTenantSchema = {
  type: 'object',
  properties: {
    name: nameField,
    slug: slugField,
    email: emailField,
    domain: {
      type: ['string', 'null'],
      transform: ['toHttpsOrigin'],
      maxLength: 255,
      pattern: '^https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
      errorMessage: 'Please enter a valid domain, such as example.com',
    },
    plan: { type: 'string', enum: TENANT_PLANS, default: 'free' },
  },
  required: ['name', 'slug'],
  additionalProperties: false,
} as const;

export type CreateTenantInput = FromSchema<typeof createTenantSchema>;

/** Body of updating a tenant: the create rules, every field optional. */
export const updateTenantSchema = partialSchema(createTenantSchema);

export type UpdateTenantInput = FromSchema<typeof updateTenantSchema>;

/** Statuses of a tenant membership (SPEC.md §3). Only ACTIVE members see a tenant's private data. */
export const MEMBER_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A tenant as a member sees it in their list of tenants, with their membership status. */
export const memberTenantSchema = {
  type: 'object',
  properties: { ...tenantSchema.properties, memberStatus: { type: 'string', enum: MEMBER_STATUSES } },
  required: [...tenantSchema.required, 'memberStatus'],
  additionalProperties: false,
} as const;

/** GET /v1/tenants: pagination and a search over name and slug. */
export const tenantListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, q: searchField },
  additionalProperties: false,
} as const;
