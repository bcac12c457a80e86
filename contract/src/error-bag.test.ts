import { describe, expect, it } from 'vitest';
import { defaultMessage, humanizeField, pointerToPath } from './error-bag.ts';

describe('humanizeField', () => {
  it.each([
    ['firstName', 'First name'],
    ['profile.firstName', 'First name'],
    ['profile.socialAccounts.0', 'Social accounts'],
    ['addressLine1', 'Address line 1'],
    ['userId', 'User ID'],
    ['certificateUrl', 'Certificate URL'],
    ['issuing_organization', 'Issuing organization'],
    ['', 'The data'],
  ])('%s → %s', (path, label) => {
    expect(humanizeField(path)).toBe(label);
  });
});

describe('defaultMessage', () => {
  it('is SPEC.md\'s "{field} is not valid.", and "{field} is required." for a missing field', () => {
    expect(defaultMessage('minLength', 'profile.headline')).toBe('Headline is not valid.');
    expect(defaultMessage('required', 'profile.headline')).toBe('Headline is required.');
  });
});

describe('pointerToPath', () => {
  it('turns a JSON pointer into a dotted path, unescaping ~1 and ~0', () => {
    expect(pointerToPath('/profile/socialAccounts/0/url')).toBe('profile.socialAccounts.0.url');
    expect(pointerToPath('/a~1b/c~0d')).toBe('a/b.c~d');
    expect(pointerToPath('')).toBe('');
  });
});
