import { describe, expect, it } from 'vitest';
import { addressLines } from './postal-address.ts';

describe('addressLines', () => {
  it('writes an American address as Americans do, the country in full', () => {
    expect(
      addressLines({
        addressLine1: '233 S Wacker Dr',
        addressLine2: 'Suite 400',
        city: 'Chicago',
        state: 'IL',
        zip: '60611',
        country: 'US',
      }),
    ).toEqual(['233 S Wacker Dr', 'Suite 400', 'Chicago, IL 60611', 'United States']);
  });

  it('puts the postal code before the town where the country does, and leaves out an empty line', () => {
    expect(
      addressLines({
        addressLine1: 'Unter den Linden 1',
        addressLine2: null,
        city: 'Berlin',
        state: 'Berlin',
        zip: '10117',
        country: 'DE',
      }),
    ).toEqual(['Unter den Linden 1', '10117 Berlin, Berlin', 'Germany']);
  });
});
