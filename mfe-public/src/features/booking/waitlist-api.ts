import type {
  BookingResource,
  JoinWaitlistInput,
  One,
  PaymentMethodResource,
  WaitlistEntryResource,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';
import type { BookingDraft } from './booking-draft.ts';

/** GET /v1/payments/payment-methods once signed in (null waits): whether a saved card could pay by itself. */
export function useSavedCards(signedIn: boolean) {
  return useApi<One<PaymentMethodResource[]>>(signedIn ? '/payments/payment-methods' : null);
}

/**
 * POST /v1/waitlist-entries, without a toast (the form shows the API's 422 in its words): joins the line
 * of a full session. Revalidates the cached /waitlist-entries reads.
 */
export function joinWaitlist(
  body: Omit<JoinWaitlistInput, 'address'> & { address?: Partial<BookingDraft['address']> },
) {
  return api.post<One<WaitlistEntryResource>>('/waitlist-entries', body, { notify: false });
}

/**
 * GET /v1/waitlist-entries/{id} once signed in (null waits), without a toast: an entry not theirs is a
 * 404 the offer's page explains.
 */
export function useWaitlistEntry(id: string, signedIn: boolean) {
  return useApi<One<WaitlistEntryResource>>(signedIn ? `/waitlist-entries/${id}` : null, undefined, {
    notify: false,
    revalidateOnFocus: false,
  });
}

/**
 * POST /v1/waitlist-entries/{id}/claim, without a toast (the form shows a refusal): the PENDING booking
 * holding the offered seats, to be paid as on the booking page.
 */
export function claimWaitlistOffer(id: string, address: Partial<BookingDraft['address']>) {
  return api.post<One<BookingResource>>(`/waitlist-entries/${id}/claim`, { address }, { notify: false });
}

/** POST /v1/waitlist-entries/{id}/decline: gives the offered seats to the next in line. */
export function declineWaitlistOffer(id: string) {
  return api.post(`/waitlist-entries/${id}/decline`, {});
}
