import { describe, expect, it } from 'vitest';
import { bodyCheck } from './body-check.ts';
import { emailField } from './fields.ts';
import { createValidator } from './validator.ts';

const profileSchema = {
  type: 'object',
  properties: {
    email: emailField,
    profile: {
      type: 'object',
      properties: {
        firstName: { type: 'string', minLength: 1 },
        lastName: { type: 'string', minLength: 1 },
        socialAccounts: {
          type: 'array',
          default: [],
          items: {
            type: 'object',
            properties: {
              platform: { type: 'string', enum: ['github', 'x'] },
              url: { type: 'string', format: 'uri', maxLength: 255 },
              order: { type: 'integer', minimum: 1 },
            },
            required: ['platform', 'url', 'order'],
          },
        },
      },
      required: ['firstName', 'lastName'],
      additionalProperties: false,
      errorMessage: { required: { lastName: 'Last name is needed' } },
    },
  },
  required: ['email', 'profile'],
  additionalProperties: false,
} as const;

const validateProfile = createValidator(profileSchema);

describe('createValidator', () => {
  it('answers the normalised copy: transforms, defaults, unknown properties dropped', () => {
    const input = {
      email: '  Ada@Example.COM ',
      profile: { firstName: 'Ada', lastName: 'L', admin: true },
      role: 'x',
    };
    const result = validateProfile(input);
    expect(result).toEqual({
      valid: true,
      data: { email: 'ada@example.com', profile: { firstName: 'Ada', lastName: 'L', socialAccounts: [] } },
    });
    expect(input.email).toBe('  Ada@Example.COM '); // the input is left as it was
  });

  it("uses the schema's errorMessage (SPEC.md's exact text)", () => {
    expect(validateProfile({ email: 'nope', profile: { firstName: 'A', lastName: 'B' } })).toEqual({
      valid: false,
      errors: { email: ['Please enter a valid email address'] },
    });
  });

  it('puts a missing property on its own path, with its errorMessage or "{field} is required."', () => {
    expect(validateProfile({ profile: {} })).toEqual({
      valid: false,
      errors: {
        email: ['Email is required.'],
        'profile.firstName': ['First name is required.'],
        'profile.lastName': ['Last name is needed'],
      },
    });
  });

  it('gives nested and array paths the default "{field} is not valid."', () => {
    const result = validateProfile({
      email: 'a@b.co',
      profile: {
        firstName: '',
        lastName: 'B',
        socialAccounts: [
          { platform: 'github', url: 'https://github.com/ada', order: 1 },
          { platform: 'myspace', url: 'not a url', order: 0 },
        ],
      },
    });
    expect(result).toEqual({
      valid: false,
      errors: {
        'profile.firstName': ['First name is not valid.'],
        'profile.socialAccounts.1.platform': ['Platform is not valid.'],
        'profile.socialAccounts.1.url': ['URL is not valid.'],
        'profile.socialAccounts.1.order': ['Order is not valid.'],
      },
    });
  });

  it('puts errors of the document itself under "root"', () => {
    expect(validateProfile('text')).toEqual({ valid: false, errors: { root: ['The data is not valid.'] } });
  });

  it('coerces text only when asked (query strings and path parameters)', () => {
    const schema = { type: 'object', properties: { page: { type: 'integer', minimum: 1 } } } as const;
    expect(createValidator(schema, { coerceTypes: true })({ page: '2' })).toEqual({
      valid: true,
      data: { page: 2 },
    });
    expect(createValidator(schema)({ page: '2' })).toMatchObject({
      valid: false,
      errors: { page: ['Page is not valid.'] },
    });
  });
});

describe('bodyCheck', () => {
  it("answers a form's field errors as the API's 422 would, and nothing when it passes", () => {
    const check = bodyCheck({
      type: 'object',
      properties: { seats: { type: 'integer', minimum: 1, errorMessage: 'Seats must be at least 1.' } },
      required: ['seats'],
    });
    expect(check({ seats: 0 })).toEqual({ seats: ['Seats must be at least 1.'] });
    expect(check({ seats: 2 })).toEqual({});
  });
});
