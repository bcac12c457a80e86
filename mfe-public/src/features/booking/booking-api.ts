import type {
  BookingResource,
  BookingSeatResource,
  CreateBookingInput,
  CreateBookingSeatInput,
  One,
  PaymentIntentResource,
  PublicScheduleResource,
  UpdateBookingInput,
} from '@exceed/contract';
import { api, type RequestOptions, useApi } from '@exceed/session';

/** GET /v1/public/workshop-schedules/{id}: the session being booked. */
export function usePublicSchedule(id: string) {
  return useApi<One<PublicScheduleResource>>(`/public/workshop-schedules/${id}`);
}

/** GET /v1/bookings/{id}, without a toast: a booking made earlier for this draft may be gone or another's. */
export function getBooking(id: string) {
  return api.get<One<BookingResource>>(`/bookings/${id}`, { notify: false });
}

/**
 * POST /v1/bookings, without a toast (the details form shows a refusal): a PENDING booking holding the
 * seats while the visitor pays. The address leaves out the fields left blank, which the API then says are
 * required. Revalidates the cached /bookings reads (the client area's bookings).
 */
export function createBooking(
  body: Omit<CreateBookingInput, 'address'> & { address: Partial<CreateBookingInput['address']> },
) {
  return api.post<One<BookingResource>>('/bookings', body, { notify: false });
}

/**
 * PATCH /v1/bookings/{id}: its seats and address, or its status. `notify: false` where the details form
 * shows a refusal. Revalidates the cached /bookings reads (the client area's bookings).
 */
export function updateBooking(
  id: string,
  body: UpdateBookingInput,
  options?: Pick<RequestOptions, 'notify'>,
) {
  return api.patch<One<BookingResource>>(`/bookings/${id}`, body, options);
}

/**
 * POST /v1/payments/bookings/{id}/payment-intent, without a toast (the payment step says why): the intent
 * the card confirms, for the amount the server computed. Revalidates the cached /payments reads.
 */
export function createPaymentIntent(bookingId: string, returnUrl: string) {
  return api.post<One<PaymentIntentResource>>(
    `/payments/bookings/${bookingId}/payment-intent`,
    { returnUrl },
    { notify: false },
  );
}

/**
 * POST /v1/payments/bookings/{id}/finalize: confirms the booking the intent paid for; the answer is the
 * confirmed booking, which the page shows. Revalidates the cached /payments reads (the client area's
 * payment history).
 */
export function finalizeBookingPayment(bookingId: string, paymentIntentId: string) {
  return api.post<One<BookingResource>>(`/payments/bookings/${bookingId}/finalize`, { paymentIntentId });
}

/**
 * POST /v1/booking-seats, without a toast (the seat's row shows a refusal): gives one seat of a booking
 * to an email. Revalidates the cached /booking-seats reads.
 */
export function createSeat(body: CreateBookingSeatInput) {
  return api.post<One<BookingSeatResource>>('/booking-seats', body, { notify: false });
}

/**
 * POST /v1/booking-seats/{id}/send-invitation, without a toast (the seat's row shows a refusal): mails
 * the seat's invitation. Revalidates the cached /booking-seats reads.
 */
export function sendSeatInvitation(seatId: string) {
  return api.post(`/booking-seats/${seatId}/send-invitation`, {}, { notify: false });
}
