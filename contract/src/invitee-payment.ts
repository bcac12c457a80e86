/**
 * Invitees who pay for their own seats (issue 23, item 4): the booker pays for one seat, and each other
 * seat waits for its invitee's payment for the workshop's inviteePayHours (never past the start).
 */

/** How long an invitee's seat waits for their payment by default (the workshop's inviteePayHours). */
export const INVITEE_PAY_HOURS = 48;

/**
 * Messages of invitees' payments (SPEC leaves them open:
 * docs/decisions/0065-invitees-who-pay-for-their-own-seats.md).
 */
export const INVITEE_PAY_MESSAGES = {
  payHours: 'An invitee has from 1 to 336 hours to pay for their seat.',
  fixed: 'Who pays can only be changed while the booking is pending.',
  severalSeats: 'Each person can pay for their own seat only when booking more than one seat.',
  notPayable: 'This seat has nothing to pay.',
  bookerFirst: 'This seat can be paid for once the booker has paid for theirs.',
  holdEnded: 'The time to pay for this seat has ended.',
  released: 'Seats released: their invitees did not pay in time.',
  paidSeatKept: "A paid seat is cancelled with the booking's seats, which refunds its payer.",
  namePaidSeats: 'Name the paid seats to cancel: their invitees are refunded.',
} as const;

/** Whether a seat's invitee has paid for it: only on a booking whose invitees pay (null otherwise). */
export const seatPaymentOf = (
  booking: { inviteesPay: boolean },
  seat: { paidAt?: string | null },
): 'PAID' | 'UNPAID' | null => (booking.inviteesPay ? (seat.paidAt ? 'PAID' : 'UNPAID') : null);
