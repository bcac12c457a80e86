import type { ApiModule } from '../../http/api-module.ts';
import { createBookingSeat } from './create-booking-seat.ts';
import { deleteBookingSeat } from './delete-booking-seat.ts';
import { acceptInvitation, declineInvitation, showInvitation } from './invitations.ts';
import { listBookingSeats } from './list-booking-seats.ts';
import { restoreBookingSeat } from './restore-booking-seat.ts';
import { sendInvitation } from './send-invitation.ts';
import { showBookingSeat } from './show-booking-seat.ts';
import { transferBookingSeat } from './transfer-booking-seat.ts';
import { replaceBookingSeat, updateBookingSeat } from './update-booking-seat.ts';

/**
 * Booking seats and their invitations: a booker gives seats to people, never more than booked
 * (bookings/attendee-seats.ts); the invitation is mailed, shown, accepted or declined by token, and expires; a seat is handed on
 * (transferred) to another person until the session starts.
 */
export const bookingSeatsModule: ApiModule = {
  name: 'booking-seats',
  routes: [
    listBookingSeats,
    createBookingSeat,
    showBookingSeat,
    updateBookingSeat,
    replaceBookingSeat,
    deleteBookingSeat,
    restoreBookingSeat,
    sendInvitation,
    transferBookingSeat,
    showInvitation,
    acceptInvitation,
    declineInvitation,
  ],
};
