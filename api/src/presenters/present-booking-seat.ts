import { type BookingSeatResource, personName, type SeatAbilities } from '@exceed/contract';
import type { FoundSeat } from '../bookings/find-booking-seat.ts';
import { isoDate } from '../http/presenter.ts';
import type { Booking } from '../models/booking.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import type { Actor } from '../policies/actor.ts';
import { seatAbilities } from '../policies/booking-abilities.ts';
import { type SeatParties, seatPartiesOf, seatPolicy } from '../policies/booking-policy.ts';
import { presentSeatSession } from './present-seat-session.ts';

/**
 * A seat as the contract shows it, with its status as it stands now (expiry included); never its token.
 * Its `session` when the seat was read with its booking (withSeatSessionGraph); `abilities`: what its
 * reader may do with it (seatAbilities, or NO_SEAT_ABILITIES for a reader with no part in it); `name`:
 * its holder's, to the `parties` seatPolicy.namesHolder lets read it (a reader by token has none: a link
 * can be passed on).
 */
export function presentBookingSeat(
  seat: BookingSeat,
  abilities: SeatAbilities,
  parties?: SeatParties,
  booking?: Booking,
): BookingSeatResource {
  return {
    id: seat.id,
    bookingId: seat.bookingId,
    userId: seat.userId,
    email: seat.email,
    name: parties && seatPolicy.namesHolder(parties, seat) ? holderName(seat) : null,
    inviterId: seat.inviterId,
    status: seat.currentStatus(),
    attended: seat.attended,
    attendanceNotes: seat.attendanceNotes,
    checkInCode: parties?.holder && seat.status === 'ACCEPTED' ? (seat.checkInCode ?? null) : null,
    certificateCode: parties?.holder
      ? ((seat.booking ?? booking)?.certificates?.find((certificate) => certificate.bookingSeatId === seat.id)
          ?.code ?? null)
      : null,
    meta: seat.meta,
    // A seat read with some columns only (a list's) has none to show.
    answers: seat.answers ?? [],
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
 * The name of a seat's holder (personName): null when it is held by no account, or by a deleted one.
 * The seat is read with its holder (withSeatHolder); one read without is a bug, not a nameless seat.
 */
function holderName(seat: BookingSeat): string | null {
  if (!seat.userId) return null;
  if (seat.user === undefined) throw new Error('presentBookingSeat: fetch the seat withSeatHolder');
  const { user } = seat;
  return user && personName({ ...user.profile, username: user.username });
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
    const parties = seatPartiesOf(actor, of, seat);
    return presentBookingSeat(seat, seatAbilities(parties, seat, of), parties);
  };

/** A seat a route found for its caller (findSeat), as its caller reads it. */
export const presentFoundSeat = ({ seat, booking, parties }: FoundSeat): BookingSeatResource =>
  presentBookingSeat(seat, seatAbilities(parties, seat, booking), parties, booking);
