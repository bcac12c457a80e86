import type { BookingSeatResource, SeatAbilities } from '@exceed/contract';
import type { FoundSeat } from '../bookings/find-booking-seat.ts';
import { isoDate } from '../http/presenter.ts';
import type { Booking } from '../models/booking.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import type { Actor } from '../policies/actor.ts';
import { seatAbilities } from '../policies/booking-abilities.ts';
import { seatPartiesOf } from '../policies/booking-policy.ts';
import { presentSeatSession } from './present-seat-session.ts';

/**
 * A seat as the contract shows it, with its status as it stands now (expiry included); never its token.
 * Its `session` when the seat was read with its booking (withSeatSessionGraph); `abilities`: what its
 * reader may do with it (seatAbilities, or NO_SEAT_ABILITIES for a reader with no part in it).
 */
export function presentBookingSeat(seat: BookingSeat, abilities: SeatAbilities): BookingSeatResource {
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
    abilities,
  };
}

/**
 * A presenter of seats of `booking` (fetched with its schedule), each as `actor` reads it; a seat read
 * with its own booking (withSeatSessionGraph) is judged on that one.
 */
export const presentSeatFor =
  (actor: Actor, booking?: Booking) =>
  (seat: BookingSeat): BookingSeatResource => {
    const of = booking ?? seat.booking;
    if (!of) throw new Error('presentSeatFor: name the booking or fetch it with the seat');
    return presentBookingSeat(seat, seatAbilities(seatPartiesOf(actor, of, seat), seat, of));
  };

/** A seat a route found for its caller (findSeat), as its caller reads it. */
export const presentFoundSeat = ({ seat, booking, parties }: FoundSeat): BookingSeatResource =>
  presentBookingSeat(seat, seatAbilities(parties, seat, booking));
