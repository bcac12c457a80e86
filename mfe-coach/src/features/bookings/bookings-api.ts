import {
  type BookingResource,
  type BookingSeatResource,
  type CancelSeatsInput,
  MAX_PER_PAGE,
  type One,
  type Page,
  type UpdateBookingInput,
  type UpdateBookingSeatInput,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/* Every read and write of the bookings of the coach's sessions. */

const bookingsPath = '/bookings';
const bookingPath = (id: string) => `/bookings/${id}` as const;
const seatsPath = '/booking-seats';

/**
 * GET /v1/bookings?view=team: the bookings of the coach's sessions in the team, of one status when given,
 * a page at a time.
 */
export function useTeamBookings(query: { status?: string; page: number; perPage: number }) {
  return useApi<Page<BookingResource>>(bookingsPath, { view: 'team', ...query });
}

/** GET /v1/bookings/{id}. */
export function useBooking(id: string) {
  return useApi<One<BookingResource>>(bookingPath(id));
}

/**
 * PATCH /v1/bookings/{id}: its status (with a cancellation reason) or the coach's notes. The booking and
 * the list change, and so do its seats when its status does.
 */
export function updateBooking(id: string, body: UpdateBookingInput) {
  return api.patch<One<BookingResource>>(bookingPath(id), body, {
    revalidates: [bookingsPath, bookingPath(id), seatsPath],
  });
}

/**
 * POST /v1/bookings/{id}/cancellations: the coach cancels some or all of a booking's seats, each refunded
 * in full to whoever paid for it; the booker and the seats' holders are mailed.
 */
export function cancelBookingSeats(id: string, body: CancelSeatsInput) {
  return api.post<One<BookingResource>>(`${bookingPath(id)}/cancellations`, body, {
    revalidates: [bookingsPath, bookingPath(id), seatsPath],
  });
}

/** GET /v1/booking-seats?bookingId=: every seat of a booking (one page of the API's largest size). */
export function useBookingSeats(bookingId: string) {
  return useApi<Page<BookingSeatResource>>(seatsPath, { bookingId, perPage: MAX_PER_PAGE });
}

/** PATCH /v1/booking-seats/{id}: the holder's attendance or its notes; the seats change. */
export function updateBookingSeat(id: string, body: UpdateBookingSeatInput) {
  return api.patch<One<BookingSeatResource>>(`${seatsPath}/${id}`, body, { revalidates: [seatsPath] });
}

/** GET /v1/t/bookings.csv: every booking of the coach's sessions in the team (the list's), for DownloadLink. */
export const bookingsCsvPath = '/t/bookings.csv';

/** GET /v1/payments/bookings/{id}/invoice: a paid booking's invoice (PDF), the path DownloadLink fetches. */
export const invoicePath = (bookingId: string) => `/payments/bookings/${bookingId}/invoice`;
