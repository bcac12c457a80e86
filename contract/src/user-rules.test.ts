import { describe, expect, it } from 'vitest';
import { createTenantSchema } from './tenant.ts';
import { createUserSchema, updateUserSchema } from './user.ts';
import { createValidator } from './validator.ts';

const validateUpdate = createValidator(updateUserSchema);
const validateCreate = createValidator(createUserSchema);
const validateTenant = createValidator<{ domain?: string | null }>(createTenantSchema);

const errorsOf = (result: ReturnType<typeof validateUpdate>) => (result.valid ? {} : result.errors);

describe('user rules of SPEC.md §5', () => {
  it('trims and lowercases email and username, and keeps a valid partial update as sent', () => {
    const result = validateUpdate({ email: ' Ada@Example.COM ', username: ' Ada_Love ' });
    expect(result).toEqual({ valid: true, data: { email: 'ada@example.com', username: 'ada_love' } });
  });

  it.each([
    ['abc', 'Username must be at least 4 characters'],
    ['-abc', undefined],
    ['ab cd', undefined],
    ['jobs', 'This username is reserved'],
    [' Jobs ', 'This username is reserved'],
  ])('refuses the username %j', (username, message) => {
    const errors = errorsOf(validateUpdate({ username }));
    expect(errors).toHaveProperty('username');
    if (message) expect(errors.username).toContain(message);
  });

  it.each([
    ['short1A', 'Password must be at least 8 characters'],
    ['alllowercase1', 'Password must contain at least one uppercase and one lowercase letter'],
    ['ALLUPPERCASE1', 'Password must contain at least one uppercase and one lowercase letter'],
  ])('refuses the password %j', (password, message) => {
    expect(errorsOf(validateUpdate({ password })).password).toEqual([message]);
  });

  it('requires first and last name on create, headline 1 to 255, a listed country, valid social URLs', () => {
    const errors = errorsOf(
      validateCreate({
        username: 'valid-user',
        email: 'valid@example.com',
        profile: {
          firstName: ' ',
          headline: 'x'.repeat(256),
          country: 'XX',
          phoneNumber: '',
          socialAccounts: [{ platform: 'linkedin', url: 'not a url', order: 0 }],
        },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'profile.country',
      'profile.firstName',
      'profile.headline',
      'profile.lastName',
      'profile.phoneNumber',
      'profile.socialAccounts.0.order',
      'profile.socialAccounts.0.url',
    ]);
    expect(errors['profile.country']).toEqual(['Please select a valid country']);
  });

  it('holds coach bio to 1..1000 and experiences and certifications to their rules', () => {
    const errors = errorsOf(
      validateUpdate({
        coachProfile: {
          bio: 'x'.repeat(1001),
          experiences: [{ title: 'CTO', company: 'X', order: 0, years: -1 }],
          certifications: [{ title: 'Cert', order: 1 }],
        },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'coachProfile.bio',
      'coachProfile.certifications.0.issuingOrganization',
      'coachProfile.experiences.0.order',
      'coachProfile.experiences.0.years',
    ]);
  });

  it('accepts a country in any case and a partial nested update', () => {
    expect(validateUpdate({ profile: { country: 'de' } })).toEqual({
      valid: true,
      data: { profile: { country: 'DE' } },
    });
  });
});

describe('tenant rules of SPEC.md §5', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['HTTP://Example.com/path?q=1', 'https://example.com'],
    ['https://sub.example.co.uk/', 'https://sub.example.co.uk'],
  ])('reduces the domain %j to %j', (domain, expected) => {
    const result = validateTenant({ name: 'Team', slug: 'team', domain });
    expect(result.valid && result.data.domain).toBe(expected);
  });

  it('refuses a short slug and a domain that is not a host', () => {
    const errors = errorsOf(validateTenant({ name: 'Team', slug: 'ab', domain: 'localhost' }));
    expect(Object.keys(errors).sort()).toEqual(['domain', 'slug']);
  });
});
