import type { FromSchema } from 'json-schema-to-ts';
import { uuidSchema } from './common.ts';
import { timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';

const permissionName = {
  type: 'string',
  transform: ['trim', 'toLowerCase'],
  minLength: 3,
  maxLength: 100,
  pattern: '^[a-z0-9]+([.:_-][a-z0-9]+)*$',
} as const;
const description = { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 } as const;

/** A permission (SPEC.md §3): a name such as `users.update` and what it allows. */
export const permissionSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  required: ['id', 'name', 'description'],
  additionalProperties: false,
} as const;
export type PermissionResource = FromSchema<typeof permissionSchema>;

export const createPermissionSchema = {
  type: 'object',
  properties: { name: permissionName, description },
  required: ['name'],
  additionalProperties: false,
} as const;
export const updatePermissionSchema = partialSchema(createPermissionSchema);

/** A role (SPEC.md §3): a name, what it is for and the names of its permissions. */
export const roleSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    permissions: { type: 'array', items: { type: 'string' } },
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  required: ['id', 'name', 'description', 'permissions'],
  additionalProperties: false,
} as const;
export type RoleResource = FromSchema<typeof roleSchema>;

export const createRoleSchema = {
  type: 'object',
  properties: {
    name: { ...permissionName, minLength: 2 },
    description,
    permissions: { type: 'array', items: permissionName, uniqueItems: true, default: [] },
  },
  required: ['name'],
  additionalProperties: false,
} as const;
export const updateRoleSchema = partialSchema(createRoleSchema);
