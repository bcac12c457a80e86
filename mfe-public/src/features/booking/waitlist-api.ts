import type {
  BookingResource,
  JoinWaitlistInput,
  One,
  PaymentMethodResource,
  WaitlistEntryResource,
} from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';
import type { BookingDraft } from './booking-draft.ts';

/** The entries the client area lists (mine), and one entry as its offer's page reads it. */
const entriesPath = '/waitlist-entries';
const entryPath = (id: string) => `/waitlist-entries/${id}` as const;

/** Claiming or declining an offer changes the entry, in the list and on its page. */
const changesEntry = (id: string): WriteOptions => ({ revalidates: [entriesPath, entryPath(id)] });

/** GET /v1/payments/payment-methods once signed in (null waits): whether a saved card could pay by itself. */
export function useSavedCards(signedIn: boolean) {
  return useApi<One<PaymentMethodResource[]>>(signedIn ? '/payments/payment-methods' : null);
}

/**
 * POST /v1/waitlist-entries, without a toast (the form shows the API's 422 in its words): joins the line
 * of a full session; my entries gain it.
 */
export function joinWaitlist(
  body: Omit<JoinWaitlistInput, 'address'> & { address?: Partial<BookingDraft['address']> },
) {
  return api.post<One<WaitlistEntryResource>>(entriesPath, body, {
    notify: false,
    revalidates: [entriesPath],
  });
}

/**
 * GET /v1/waitlist-entries/{id} once signed in (null waits), without a toast: an entry not theirs is a
 * 404 the offer's page explains.
 */
export function useWaitlistEntry(id: string, signedIn: boolean) {
  return useApi<One<WaitlistEntryResource>>(signedIn ? entryPath(id) : null, undefined, {
    notify: false,
    revalidateOnFocus: false,
  });
}

/**
 * POST /v1/waitlist-entries/{id}/claim, without a toast (the form shows a refusal): the PENDING booking
 * holding the offered seats, to be paid as on the booking page, with the answers to the workshop's questions. The entry changes, and my bookings
 * (the client area's list) gain the booking.
 */
export function claimWaitlistOffer(
  id: string,
  address: Partial<BookingDraft['address']>,
  answers: BookingDraft['answers'],
) {
  return api.post<One<BookingResource>>(
    `${entryPath(id)}/claim`,
    { address, answers },
    { notify: false, revalidates: [entriesPath, entryPath(id), '/bookings'] },
  );
}

/** POST /v1/waitlist-entries/{id}/decline: gives the offered seats to the next in line. */
export function declineWaitlistOffer(id: string) {
  return api.post(`${entryPath(id)}/decline`, {}, changesEntry(id));
}
