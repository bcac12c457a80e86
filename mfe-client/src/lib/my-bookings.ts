import type { BookingResource, One, Page } from '@exceed/api/contract';
import { useApi } from '@exceed/session';

/** The most bookings one read brings (the API's page limit); lists page through them in the browser. */
export const MY_BOOKINGS_PER_PAGE = 100;

/** GET /v1/bookings: the signed-in user's own bookings in every team (view=mine), newest first. */
export function useMyBookings() {
  return useApi<Page<BookingResource>>('/bookings', { view: 'mine', perPage: MY_BOOKINGS_PER_PAGE });
}

/** GET /v1/bookings/{id}. */
export function useBooking(id: string) {
  return useApi<One<BookingResource>>(`/bookings/${id}`);
}

/** The title of a booking's workshop. */
export const workshopOf = (booking: BookingResource) =>
  booking.workshopSchedule?.workshop.title ?? 'Workshop';

/** Whether a booking holds its seats for a session still ahead. */
export const isUpcoming = (booking: BookingResource) =>
  (booking.status === 'CONFIRMED' || booking.status === 'PENDING') &&
  booking.workshopSchedule !== undefined &&
  Date.parse(booking.workshopSchedule.startDate) > Date.now();
