import { SEAT_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import type { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { User } from '../models/user.ts';

/**
 * Who a seat is for, checked: a userId names an existing account (422 otherwise), and nobody holds two
 * live seats of one booking, and its booker none by their address (422 on the field that repeats).
 */
export async function assertHolder(
  trx: Knex,
  booking: Booking,
  holder: { userId?: string | null | undefined; email?: string | null | undefined },
  exceptSeatId?: string,
): Promise<void> {
  if (holder.userId && !(await User.query(trx).findById(holder.userId))) {
    throw validationFailed({ userId: [SEAT_MESSAGES.invalidUser] });
  }
  // The booker attends with their booking (they are among its attendees): a seat of it is not for them.
  const booker = holder.email ? await User.query(trx).withDeleted().findById(booking.userId) : undefined;
  if (holder.email && booker && holder.email.toLowerCase() === booker.email.toLowerCase()) {
    throw validationFailed({ email: [SEAT_MESSAGES.booker] });
  }
  for (const field of ['userId', 'email'] as const) {
    const value = holder[field];
    if (!value) continue;
    const same = BookingSeat.forTenant(booking.tenantId, trx)
      .where('bookingId', booking.id)
      .where(field, value);
    if (exceptSeatId) same.whereNot('id', exceptSeatId);
    if ((await same.resultSize()) > 0) throw validationFailed({ [field]: [SEAT_MESSAGES.taken] });
  }
}

/** Whether the booking still gives seats (PENDING or CONFIRMED). */
export const givesSeats = (booking: Pick<Booking, 'status'>): boolean =>
  booking.status === 'PENDING' || booking.status === 'CONFIRMED';

/** Whether a seat of the booking can still be handed on: until its session starts. */
export const handsOnSeats = (booking: Booking): boolean =>
  !!booking.workshopSchedule && booking.workshopSchedule.startDate > new Date();

/** 422 unless the booking still gives seats (givesSeats). */
export function assertBookingOpen(booking: Booking): void {
  if (!givesSeats(booking)) {
    throw validationFailed({ bookingId: [SEAT_MESSAGES.bookingClosed] });
  }
}
