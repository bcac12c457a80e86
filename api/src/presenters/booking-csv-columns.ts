import { personName } from '@exceed/contract';
import { type CsvColumn, money } from '../http/csv-response.ts';
import type { Booking } from '../models/booking.ts';
import type { User } from '../models/user.ts';

/** A person as an export names them; a seat or booking with no account names no one. */
export const nameOf = (user: User | null | undefined): string | null =>
  user ? personName({ ...user.profile, username: user.username }) : null;

/**
 * A booking's columns in an export, the coach's and the platform's alike, read from a booking fetched
 * with its graph (bookings/booking-graph.ts). Money is in the booking's currency, in major units.
 */
export const bookingColumns: readonly CsvColumn<Booking>[] = [
  { header: 'Booking ID', cell: (booking) => booking.id },
  { header: 'Workshop', cell: (booking) => booking.workshopSchedule?.workshop?.title },
  { header: 'Session start (UTC)', cell: (booking) => booking.workshopSchedule?.startDate },
  { header: 'Booker name', cell: (booking) => nameOf(booking.user) },
  { header: 'Booker email', cell: (booking) => booking.user?.email },
  { header: 'Seats', cell: (booking) => booking.seats },
  { header: 'Status', cell: (booking) => booking.status },
  { header: 'Price per seat', cell: (booking) => money(booking.priceMinor, booking.currency) },
  { header: 'Paid', cell: (booking) => money(booking.amountPaidMinor, booking.currency) },
  { header: 'Refunded', cell: (booking) => money(booking.amountRefundedMinor, booking.currency) },
  { header: 'Currency', cell: (booking) => booking.currency },
  { header: 'Payment method', cell: (booking) => booking.paymentMethod },
  { header: "Booker's notes", cell: (booking) => booking.notes },
  { header: 'Booked at (UTC)', cell: (booking) => booking.createdAt },
];
