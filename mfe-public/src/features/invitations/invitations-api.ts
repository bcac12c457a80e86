import type {
  BookingAnswersInput,
  BookingSeatResource,
  InvitationAcceptedAnswer,
  InvitationAnswerInput,
  InvitationResource,
  One,
  PaymentIntentResource,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

const path = (token: string) => `/invitations/${encodeURIComponent(token)}` as const;
/** The seats read in the client area: those I accepted, and a booking's. */
const seatsPath = '/booking-seats';

/**
 * GET /v1/invitations/{token}: what the mailed link offers. An unknown link (never sent, sent again since,
 * or its seat taken back) is a 404 the page says in place, so no toast. The route counts against the
 * sign-in rate limit, so it is not read again whenever the tab regains focus.
 */
export function useInvitation(token: string) {
  return useApi<One<InvitationResource>>(path(token), undefined, {
    notify: false,
    revalidateOnFocus: false,
  });
}

const answer = (token: string): Pick<InvitationAnswerInput, 'invitation_token'> => ({
  invitation_token: token,
});

/**
 * POST /v1/invitations/accept: the seat becomes the signed-in account's; a guest whose address has no
 * account is signed up and in (the answer then carries the user); a guest whose address has one gets a
 * 401 and signs in first. Quiet: the page says every refusal itself, and a 401 here asks for a sign-in
 * on the page instead of leaving for /login. The page's invitation (accepted now) and the seats change.
 * `answers`: to the workshop's per-attendee questions, when it asks some.
 */
export function acceptInvitation(token: string, answers?: BookingAnswersInput) {
  return api.post<InvitationAcceptedAnswer>(
    '/invitations/accept',
    { ...answer(token), ...(answers && { answers }) },
    {
      quiet: true,
      revalidates: [path(token), seatsPath],
    },
  );
}

/**
 * POST /v1/invitations/decline: the seat goes back to its booker. Quiet: the page says a refusal itself.
 * The page's invitation (declined now) changes.
 */
export function declineInvitation(token: string) {
  return api.post<One<BookingSeatResource>>('/invitations/decline', answer(token), {
    quiet: true,
    revalidates: [path(token)],
  });
}

/**
 * POST /v1/payments/booking-seats/{id}/payment-intent, without a toast (the page says why): the intent of
 * an invitee paying for their own seat, priced by the server. No read shows an intent.
 */
export function createSeatPaymentIntent(seatId: string, returnUrl: string) {
  return api.post<One<PaymentIntentResource>>(
    `/payments/booking-seats/${seatId}/payment-intent`,
    { returnUrl },
    { notify: false, revalidates: [] },
  );
}

/**
 * POST /v1/payments/booking-seats/{id}/finalize: the seat is paid from what Stripe says of the intent. The
 * seats change; the page reads its invitation again itself (SeatPayment's `onPaid`), as the seat's id
 * does not name it.
 */
export function finalizeSeatPayment(seatId: string, paymentIntentId: string) {
  return api.post<One<BookingSeatResource>>(
    `/payments/booking-seats/${seatId}/finalize`,
    { paymentIntentId },
    { revalidates: [seatsPath] },
  );
}
