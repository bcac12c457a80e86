import type { BookingResource } from '@exceed/contract';

/** The title of a booking's workshop. */
export const workshopOf = (booking: BookingResource) =>
  booking.workshopSchedule?.workshop.title ?? 'Workshop';

/** Whether a session has started. */
export const hasStarted = (iso: string) => Date.parse(iso) <= Date.now();

/** Whether a booking holds its seats for a session still ahead. */
export const isUpcoming = (booking: BookingResource) =>
  (booking.status === 'CONFIRMED' || booking.status === 'PENDING') &&
  booking.workshopSchedule !== undefined &&
  Date.parse(booking.workshopSchedule.startDate) > Date.now();
