import { ApiError } from '@exceed/session';

const UNSENT = 'Your answer could not be sent. Check your connection and try again.';

/**
 * Why the API refused an answer to an invitation (the field's message: expired, for another account…),
 * else its message, else that the answer was not sent, for the page to say.
 */
export function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return UNSENT;
  return Object.values(error.errors).flat()[0] ?? (error.message || UNSENT);
}
