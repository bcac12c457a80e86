import type { FromSchema } from 'json-schema-to-ts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { partialSchema } from './partial.ts';
import { createTenantSchema, updateTenantSchema } from './tenant.ts';
import { createValidator } from './validator.ts';

describe('partialSchema', () => {
  it('makes every field optional, keeps the rules and drops defaults', () => {
    const validate = createValidator(updateTenantSchema);
    expect(validate({})).toEqual({ valid: true, data: {} }); // no plan: 'free' sneaking into an update
    expect(validate({ slug: 'ab' })).toEqual({ valid: false, errors: { slug: ['Slug is not valid.'] } });
    expect(validate({ email: ' X@Y.IO ' })).toEqual({ valid: true, data: { email: 'x@y.io' } });
  });

  it('leaves the create schema as it was', () => {
    expect(createTenantSchema.required).toEqual(['name', 'slug']);
    expect(createTenantSchema.properties.plan.default).toBe('free');
  });

  it('makes nested objects partial too, but not array items', () => {
    const schema = {
      type: 'object',
      properties: {
        profile: {
          type: 'object',
          properties: {
            firstName: { type: 'string' },
            accounts: {
              type: 'array',
              items: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
            },
          },
          required: ['firstName'],
          errorMessage: { required: { firstName: 'First name please' } },
        },
      },
      required: ['profile'],
    } as const;
    const partial = partialSchema(schema);
    const validate = createValidator(partial);
    expect(validate({ profile: { accounts: [] } })).toEqual({
      valid: true,
      data: { profile: { accounts: [] } },
    });
    expect(validate({ profile: { accounts: [{}] } })).toEqual({
      valid: false,
      errors: { 'profile.accounts.0.url': ['URL is required.'] },
    });
    expectTypeOf<FromSchema<typeof partial>>().toEqualTypeOf<{
      profile?: {
        firstName?: string;
        accounts?: { url: string; [k: string]: unknown }[];
        [k: string]: unknown;
      };
      [k: string]: unknown;
    }>();
  });
});
