import type { BookingAbilities, SeatAbilities } from '@exceed/contract';
import { isDeletable, mayMoveTo, paymentProblem } from '../bookings/booking-lifecycle.ts';
import { givesSeats, handsOnSeats } from '../bookings/booking-seat-checks.ts';
import { isCancellable } from '../bookings/cancel-and-refund.ts';
import { cancelsSomeSeats } from '../bookings/cancel-seats.ts';
import type { Booking } from '../models/booking.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import { type BookingParties, bookingPolicy, type SeatParties, seatPolicy } from './booking-policy.ts';

/**
 * What the reader of a booking may do with it now (its `abilities`), each from the same policy and state
 * rule as the route that does it, so a button the front end shows is one the API lets through:
 * - pay: POST /v1/payments/bookings/:id/payment-intent (the booker's; paymentProblem);
 * - confirm, complete, markNoShow: PATCH /v1/bookings/:id with that status (changeStatus: mayMoveTo);
 * - cancel: POST /v1/bookings/:id/cancellations and PATCH status CANCELLED (isCancellable);
 * - cancelSeats: the same POST with fewer seats than booked (cancelsSomeSeats);
 * - editCoachNotes: PATCH coachNotes; invite: POST /v1/booking-seats (givesSeats);
 * - delete: DELETE /v1/bookings/:id (isDeletable); viewResources: GET /v1/bookings/:id/resources.
 */
export function bookingAbilities(parties: BookingParties, booking: Booking): BookingAbilities {
  const resources = bookingPolicy.viewResources({ ...parties, attendee: false }, booking.status);
  return {
    pay: bookingPolicy.editAsBooker(parties) && paymentProblem(booking) === undefined,
    confirm: mayMoveTo(booking, parties, 'CONFIRMED'),
    complete: mayMoveTo(booking, parties, 'COMPLETED'),
    markNoShow: mayMoveTo(booking, parties, 'NO_SHOW'),
    cancel: bookingPolicy.cancel(parties) && isCancellable(booking),
    cancelSeats: bookingPolicy.cancel(parties) && isCancellable(booking) && cancelsSomeSeats(booking),
    editCoachNotes: bookingPolicy.editAsCoach(parties),
    invite: bookingPolicy.editAsBooker(parties) && givesSeats(booking),
    delete: bookingPolicy.editAsBooker(parties) && isDeletable(booking),
    viewResources: resources === 'all' || resources === 'visible',
  };
}

/**
 * What the reader of a seat may do with it now (its `abilities`), as the seat routes decide:
 * - resend: POST /v1/booking-seats/:id/send-invitation (the booker's, on a booking that gives seats, of
 *   an invitation not yet accepted);
 * - revoke: DELETE /v1/booking-seats/:id (the booker's; a seat its invitee paid for is cancelled instead);
 * - transfer: POST /v1/booking-seats/:id/transfer (the booker's or the holder's, until the session starts);
 * - recordAttendance: PATCH attended and attendanceNotes (the coach's).
 */
export function seatAbilities(parties: SeatParties, seat: BookingSeat, booking: Booking): SeatAbilities {
  return {
    resend: seatPolicy.manage(parties) && givesSeats(booking) && seat.currentStatus() !== 'ACCEPTED',
    revoke: seatPolicy.manage(parties) && !seat.paidAt,
    transfer: seatPolicy.transfer(parties) && givesSeats(booking) && handsOnSeats(booking),
    recordAttendance: seatPolicy.recordAttendance(parties),
  };
}

/** The abilities of someone who plays no part in a seat (an invitation read by its token). */
export const NO_SEAT_ABILITIES: SeatAbilities = {
  resend: false,
  revoke: false,
  transfer: false,
  recordAttendance: false,
};
