import type {
  BookingQuestionResource,
  BookingResource,
  BookingSeatResource,
  CreateBookingInput,
  CreateBookingSeatInput,
  One,
  PaymentIntentResource,
  PriceBreakdownResource,
  PublicScheduleResource,
  UpdateBookingInput,
} from '@exceed/contract';
import { api, type RequestOptions, useApi } from '@exceed/session';
import type { BuyerOfQuote } from './buyer-of-quote.ts';

/*
 * Booking here changes what the client area reads of the booker's bookings (mfe-client's
 * lib/my-bookings-api.ts): the list, which its payments page shows too, and each booking with its resources.
 */
const myBookingsPath = '/bookings';
const myBookingPath = (id: string) => `/bookings/${id}` as const;
/** The seats the client area reads of a booking. */
const seatsPath = '/booking-seats';

/** GET /v1/public/workshop-schedules/{id}: the session being booked. */
export function usePublicSchedule(id: string) {
  return useApi<One<PublicScheduleResource>>(`/public/workshop-schedules/${id}`);
}

/** GET /v1/public/workshop-schedules/{id}/questions: what booking the session asks, in order. */
export function usePublicQuestions(id: string) {
  return useApi<{ data: BookingQuestionResource[] }>(`/public/workshop-schedules/${id}/questions`);
}

/**
 * GET /v1/public/workshop-schedules/{id}/price: what `seats` seats of the session cost now, line by line
 * (null: not asked). The previous answer stays while the next is asked, so the lines do not flicker.
 */
export function useSessionPrice(id: string | null, seats: number, code?: string, buyer: BuyerOfQuote = {}) {
  return useApi<One<PriceBreakdownResource>>(
    id === null ? null : `/public/workshop-schedules/${id}/price`,
    { seats, ...(code && { code }), ...buyer },
    // A code that does not apply is told beside the code field, not in a toast.
    { keepPreviousData: true, notify: false },
  );
}

/** GET /v1/bookings/{id}, without a toast: a booking made earlier for this draft may be gone or another's. */
export function getBooking(id: string) {
  return api.get<One<BookingResource>>(myBookingPath(id), { notify: false });
}

/**
 * POST /v1/bookings, without a toast (the details form shows a refusal): a PENDING booking holding the
 * seats while the visitor pays. The address leaves out the fields left blank, which the API then says are
 * required. My bookings list gains it.
 */
export function createBooking(
  body: Omit<CreateBookingInput, 'address'> & { address: Partial<CreateBookingInput['address']> },
) {
  return api.post<One<BookingResource>>(myBookingsPath, body, {
    notify: false,
    revalidates: [myBookingsPath],
  });
}

/**
 * PATCH /v1/bookings/{id}: its seats and address, or its status. `notify: false` where the details form
 * shows a refusal. The booking and my bookings list change.
 */
export function updateBooking(
  id: string,
  body: UpdateBookingInput,
  options?: Pick<RequestOptions, 'notify'>,
) {
  return api.patch<One<BookingResource>>(myBookingPath(id), body, {
    ...options,
    revalidates: [myBookingsPath, myBookingPath(id)],
  });
}

/**
 * POST /v1/payments/bookings/{id}/payment-intent, without a toast (the payment step says why): the intent
 * the card confirms, for the amount the server computed. No read shows an intent.
 */
export function createPaymentIntent(bookingId: string, returnUrl: string) {
  return api.post<One<PaymentIntentResource>>(
    `/payments/bookings/${bookingId}/payment-intent`,
    { returnUrl },
    { notify: false, revalidates: [] },
  );
}

/**
 * POST /v1/payments/bookings/{id}/finalize: confirms the booking the intent paid for; the answer is the
 * confirmed booking, which the page shows. My bookings list (and payments), the booking, and the
 * resources its confirmation opens change.
 */
export function finalizeBookingPayment(bookingId: string, paymentIntentId: string) {
  return api.post<One<BookingResource>>(
    `/payments/bookings/${bookingId}/finalize`,
    { paymentIntentId },
    { revalidates: [myBookingsPath, myBookingPath(bookingId), `${myBookingPath(bookingId)}/resources`] },
  );
}

/**
 * POST /v1/booking-seats, without a toast (the seat's row shows a refusal): gives one seat of a booking
 * to an email; the seats change.
 */
export function createSeat(body: CreateBookingSeatInput) {
  return api.post<One<BookingSeatResource>>(seatsPath, body, { notify: false, revalidates: [seatsPath] });
}

/**
 * POST /v1/booking-seats/{id}/send-invitation, without a toast (the seat's row shows a refusal): mails
 * the seat's invitation; its sent date changes.
 */
export function sendSeatInvitation(seatId: string) {
  return api.post(`${seatsPath}/${seatId}/send-invitation`, {}, { notify: false, revalidates: [seatsPath] });
}
