import type { BookingResource, BookingSeatResource, InvitationStatus } from '@exceed/contract';

/** Invitation statuses that hold one of the booking's seats (the API counts the same ones). */
const TAKING: ReadonlySet<InvitationStatus> = new Set(['PENDING', 'ACCEPTED']);

/** How many of the booking's seats are given (a pending or accepted invitation holds one). */
export const givenSeats = (seats: readonly Pick<BookingSeatResource, 'status'>[]): number =>
  seats.filter((seat) => TAKING.has(seat.status)).length;

/** How many seats can still be given. */
export const freeSeats = (
  booking: Pick<BookingResource, 'seats'>,
  seats: readonly Pick<BookingSeatResource, 'status'>[],
) => Math.max(0, booking.seats - givenSeats(seats));
