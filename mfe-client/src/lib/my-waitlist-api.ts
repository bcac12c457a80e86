/**
 * My waitlist entries, which the waitlist page and the dashboard's notice of an open offer share; leaving
 * and declining are the waitlist feature's own requests.
 */
import type { Page, WaitlistEntryResource } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** The most entries one read brings (the API's page limit); the list pages through them in the browser. */
const MY_ENTRIES_PER_PAGE = 100;

/** The read of my entries, by path, for the waitlist feature's writes to name. */
export const myWaitlistPath = '/waitlist-entries';

/** GET /v1/waitlist-entries: mine, in every team, newest first, each with my place in its line. */
export function useMyWaitlist() {
  return useApi<Page<WaitlistEntryResource>>(myWaitlistPath, { perPage: MY_ENTRIES_PER_PAGE });
}

/** Where an offer is claimed and paid: mfe-public's page, which the offer mail links to as well. */
export const claimPath = (entryId: string) => `/waitlist/${entryId}`;
