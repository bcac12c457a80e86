import { describe, expect, it } from 'vitest';
import { bodyCheck } from './body-check.ts';
import { bookingAddressSchema, STATE_REQUIRED_MESSAGE } from './booking.ts';

const check = bodyCheck(bookingAddressSchema);
const address = { addressLine1: '1 Market Street', city: 'Lisbon', zip: '1100-001', country: 'PT' };

describe('the booker’s address', () => {
  it('names a missing or empty state as its field does ("State or region")', () => {
    expect(check(address).state).toEqual([STATE_REQUIRED_MESSAGE]);
    expect(check({ ...address, state: '  ' }).state).toEqual([STATE_REQUIRED_MESSAGE]);
    expect(check({ ...address, state: 'Lisboa' })).toEqual({});
  });
});
