import { ApiError } from '@exceed/session';
import { describe, expect, it } from 'vitest';
import { refusalOf } from './answer-refusal.ts';

describe("an invitation's refused answer", () => {
  it("says the API's reason, else its message, else that the answer was not sent", () => {
    const expired = new ApiError(422, 'The given data was invalid.', {
      invitation_token: ['This invitation has expired.'],
    });
    expect(refusalOf(expired)).toBe('This invitation has expired.');
    const other = new ApiError(422, 'The given data was invalid.', {
      invitation_token: ['This invitation was sent to another email address: sign in with that one.'],
    });
    expect(refusalOf(other)).toBe(
      'This invitation was sent to another email address: sign in with that one.',
    );
    expect(refusalOf(new ApiError(429, 'Too many attempts.'))).toBe('Too many attempts.');
    expect(refusalOf(new TypeError('fetch failed'))).toBe(
      'Your answer could not be sent. Check your connection and try again.',
    );
  });
});
