import {
  type BookingResource,
  type BookingSeatResource,
  MAX_PER_PAGE,
  type One,
  type Page,
  type UpdateBookingInput,
  type UpdateBookingSeatInput,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the bookings of the coach's sessions. A write refreshes the cached reads of its
 * own first path segment (the session client's revalidateReads): one under /bookings the bookings list and
 * the booking page, one under /booking-seats the seats.
 */

/**
 * GET /v1/bookings?view=team: the bookings of the coach's sessions in the team, of one status when given,
 * a page at a time.
 */
export function useTeamBookings(query: { status?: string; page: number; perPage: number }) {
  return useApi<Page<BookingResource>>('/bookings', { view: 'team', ...query });
}

/** GET /v1/bookings/{id}. */
export function useBooking(id: string) {
  return useApi<One<BookingResource>>(`/bookings/${id}`);
}

/**
 * PATCH /v1/bookings/{id}: its status (with a cancellation reason) or the coach's notes; refreshes the
 * bookings list and page.
 */
export function updateBooking(id: string, body: UpdateBookingInput) {
  return api.patch<One<BookingResource>>(`/bookings/${id}`, body);
}

/** GET /v1/booking-seats?bookingId=: every seat of a booking (one page of the API's largest size). */
export function useBookingSeats(bookingId: string) {
  return useApi<Page<BookingSeatResource>>('/booking-seats', { bookingId, perPage: MAX_PER_PAGE });
}

/** PATCH /v1/booking-seats/{id}: the holder's attendance or its notes; refreshes the seats. */
export function updateBookingSeat(id: string, body: UpdateBookingSeatInput) {
  return api.patch<One<BookingSeatResource>>(`/booking-seats/${id}`, body);
}

/** GET /v1/payments/bookings/{id}/invoice: a paid booking's invoice (PDF), the path DownloadLink fetches. */
export const invoicePath = (bookingId: string) => `/payments/bookings/${bookingId}/invoice`;
