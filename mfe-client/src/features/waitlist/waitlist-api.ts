import { api, type WriteOptions } from '@exceed/session';
import { myWaitlistPath } from '../../lib/my-waitlist-api.ts';

/** What leaving or declining changes: my entries, and the entry as its offer's page reads it. */
const changesEntry = (id: string): WriteOptions => ({
  revalidates: [myWaitlistPath, `${myWaitlistPath}/${id}`],
});

/** DELETE /v1/waitlist-entries/{id}: leaves the line. */
export function leaveWaitlist(id: string) {
  return api.delete(`${myWaitlistPath}/${id}`, changesEntry(id));
}

/** POST /v1/waitlist-entries/{id}/decline: turns the offered seats down, for the next in line. */
export function declineWaitlistOffer(id: string) {
  return api.post(`${myWaitlistPath}/${id}/decline`, {}, changesEntry(id));
}
