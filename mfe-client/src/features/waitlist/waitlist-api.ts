import { api } from '@exceed/session';

/** DELETE /v1/waitlist-entries/{id}: leaves the line. Revalidates the /waitlist-entries reads. */
export function leaveWaitlist(id: string) {
  return api.delete(`/waitlist-entries/${id}`);
}

/**
 * POST /v1/waitlist-entries/{id}/decline: turns the offered seats down, for the next in line. Revalidates
 * the /waitlist-entries reads.
 */
export function declineWaitlistOffer(id: string) {
  return api.post(`/waitlist-entries/${id}/decline`, {});
}
