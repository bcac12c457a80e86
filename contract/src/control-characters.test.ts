import { describe, expect, it } from 'vitest';
import { controlCharacterErrors } from './control-characters.ts';

describe('controlCharacterErrors', () => {
  it('names every field, nested or in a list, whose text holds a control character', () => {
    expect(
      controlCharacterErrors({
        email: 'a\u0000@example.com',
        profile: { socialAccounts: [{ url: 'ok' }, { url: 'x\u001b[31m' }] },
        meta: { 'key\u0000': 'value' },
        notes: 'tab\there\r\nand a new line',
        count: 3,
      }),
    ).toEqual({
      email: ['Email is not valid.'],
      'profile.socialAccounts.1.url': ['URL is not valid.'],
      'meta.key\u0000': ['Key\u0000 is not valid.'],
    });
  });

  it('finds nothing in clean data, and puts a bare string on root', () => {
    expect(controlCharacterErrors({ a: ['b', { c: 'd' }], e: null })).toEqual({});
    expect(controlCharacterErrors('\u007f')).toEqual({ root: ['The data is not valid.'] });
  });
});
