import { fromMinorUnits } from '@exceed/contract';
import type { Booking } from '../models/booking.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import type { JobApplication } from '../models/job-application.ts';
import type { Payout } from '../models/payout.ts';
import type { WaitlistEntry } from '../models/waitlist-entry.ts';
import { bookingPrice } from '../pricing/booking-price.ts';

/**
 * The `data` of each event (docs/webhooks.md): a small object that says what happened, in the API's words
 * (ids, statuses, amounts as decimals of their currency, ISO times), stable whatever the API's pages show
 * next. A receiver that needs more reads the record through the API by its id.
 */

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** booking.created, booking.confirmed and booking.cancelled. */
export function bookingData(booking: Booking) {
  const money = (minor: number) => fromMinorUnits(minor, booking.currency);
  return {
    id: booking.id,
    status: booking.status,
    workshopScheduleId: booking.workshopScheduleId,
    userId: booking.userId,
    seats: booking.seats,
    seatsCancelled: booking.seatsCancelled,
    currency: booking.currency,
    total: money(bookingPrice(booking).totalMinor),
    amountPaid: money(booking.amountPaidMinor),
    amountRefunded: money(booking.amountRefundedMinor),
    createdAt: iso(booking.createdAt),
    confirmedAt: iso(booking.confirmedAt),
    cancelledAt: iso(booking.cancelledAt),
    cancellationReason: booking.cancellationReason,
  };
}

/** payment.succeeded and payment.refunded: one payment of a booking (or of one seat, by its invitee). */
export function paymentData(
  booking: Booking,
  payment: { reference: string; amountMinor: number; payerId: string | null },
) {
  return {
    bookingId: booking.id,
    paymentIntentId: payment.reference,
    payerId: payment.payerId ?? booking.userId,
    amount: fromMinorUnits(payment.amountMinor, booking.currency),
    currency: booking.currency,
  };
}

/** seat.invited, seat.accepted and seat.transferred (`previousEmail`: whom it was handed over from). */
export function seatData(seat: Pick<BookingSeat, 'id' | 'bookingId' | 'status' | 'email' | 'userId'>) {
  return {
    id: seat.id,
    bookingId: seat.bookingId,
    status: seat.status,
    email: seat.email,
    userId: seat.userId,
  };
}

/** waitlist.offered: seats held for a person in line, until when, and the booking that holds them. */
export function waitlistOfferData(
  entry: Pick<WaitlistEntry, 'id' | 'workshopScheduleId' | 'userId' | 'seats' | 'autoCharge'>,
  offer: { bookingId: string; expiresAt: Date },
) {
  return {
    id: entry.id,
    workshopScheduleId: entry.workshopScheduleId,
    userId: entry.userId,
    seats: entry.seats,
    bookingId: offer.bookingId,
    offerExpiresAt: offer.expiresAt.toISOString(),
    autoCharge: entry.autoCharge,
  };
}

/** job_application.created: who applied to which posting (their answers and resume stay in the API). */
export function jobApplicationData(application: JobApplication) {
  return {
    id: application.id,
    jobPostingId: application.jobPostingId,
    name: application.name,
    email: application.email,
    status: application.status,
    createdAt: iso(application.createdAt),
  };
}

/** payout.paid: what reached a coach's account. */
export function payoutData(payout: Payout) {
  return {
    id: payout.id,
    coachId: payout.coachId,
    amount: fromMinorUnits(payout.amountMinor, payout.currency),
    currency: payout.currency,
    stripeTransferId: payout.stripeTransferId,
    paidAt: iso(payout.paidAt),
  };
}
