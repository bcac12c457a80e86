import { type BookingResource, fromMinorUnits } from '../contract/index.ts';
import { isoDate } from '../http/presenter.ts';
import type { Booking } from '../models/booking.ts';

/** A booking as the contract shows it: the amount as a decimal, dates in ISO 8601. */
export function presentBooking(booking: Booking): BookingResource {
  return {
    id: booking.id,
    userId: booking.userId,
    workshopScheduleId: booking.workshopScheduleId,
    seats: booking.seats,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt ? isoDate(booking.holdExpiresAt) : null,
    amountPaid: fromMinorUnits(booking.amountPaidMinor),
    currency: booking.currency,
    paymentMethod: booking.paymentMethod,
    paymentTransactionId: booking.paymentTransactionId,
    notes: booking.notes,
    coachNotes: booking.coachNotes,
    cancellationReason: booking.cancellationReason,
    address: booking.address,
    meta: booking.meta,
    createdAt: isoDate(booking.createdAt),
    updatedAt: isoDate(booking.updatedAt),
    deletedAt: booking.deletedAt ? isoDate(booking.deletedAt) : null,
  } as BookingResource;
}
