import type { ApiModule } from '../../http/api-module.ts';
import { cancelBookingSeats } from './cancel-booking-seats.ts';
import { cancellationQuote } from './cancellation-quote.ts';
import { createBooking } from './create-booking.ts';
import { deleteBooking } from './delete-booking.ts';
import { downloadBookingResource } from './download-booking-resource.ts';
import { exportTeamBookings } from './export-team-bookings.ts';
import { listBookingResources } from './list-booking-resources.ts';
import { listBookings } from './list-bookings.ts';
import { restoreBooking } from './restore-booking.ts';
import { showBooking } from './show-booking.ts';
import { replaceBooking, updateBooking } from './update-booking.ts';

/**
 * Bookings: seats on schedules, never oversold (bookings/seat-counter.ts), moved through BOOKING_TRANSITIONS.
 * Who may do what: policies/booking-policy.ts.
 */
export const bookingsModule: ApiModule = {
  name: 'bookings',
  routes: [
    listBookings,
    createBooking,
    showBooking,
    updateBooking,
    replaceBooking,
    deleteBooking,
    restoreBooking,
    cancellationQuote,
    cancelBookingSeats,
    listBookingResources,
    downloadBookingResource,
    exportTeamBookings,
  ],
};
