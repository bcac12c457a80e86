import type { BookingSeatResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import { presentSeatSession } from './present-seat-session.ts';

/**
 * A seat as the contract shows it, with its status as it stands now (expiry included); never its token.
 * Its `session` when the seat was read with its booking (withSeatSessionGraph).
 */
export function presentBookingSeat(seat: BookingSeat): BookingSeatResource {
  return {
    id: seat.id,
    bookingId: seat.bookingId,
    userId: seat.userId,
    email: seat.email,
    inviterId: seat.inviterId,
    status: seat.currentStatus(),
    attended: seat.attended,
    attendanceNotes: seat.attendanceNotes,
    meta: seat.meta,
    invitationSentAt: isoDate(seat.invitationSentAt),
    invitationExpiresAt: isoDate(seat.invitationExpiresAt),
    respondedAt: isoDate(seat.respondedAt),
    paidAt: isoDate(seat.paidAt),
    createdAt: isoDate(seat.createdAt),
    updatedAt: isoDate(seat.updatedAt),
    deletedAt: isoDate(seat.deletedAt),
    ...(seat.booking ? { session: presentSeatSession(seat.booking) } : {}),
  };
}
