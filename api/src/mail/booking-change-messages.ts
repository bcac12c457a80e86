import type { MailMessage } from './mailer.ts';
import { fromCoach, message, type SessionDetails, type Unsubscribe, when } from './messages.ts';

/** Who cancelled seats of a booking, as the domain records it (cancelAndRefund's `by`). */
export type CancelledBy = 'booker' | 'coach' | 'platform' | 'session' | 'refund';

const seatsWord = (seats: number) => `${seats} ${seats === 1 ? 'seat' : 'seats'}`;

/** What a cancellation changed: how many seats went, and whether the booking went with them. */
export interface CancelledSeats {
  seats: number;
  /** The whole booking was cancelled (no seat of it is left). */
  whole: boolean;
  by: CancelledBy;
  reason: string;
}

const BY_WORDS: Record<CancelledBy, string> = {
  booker: 'You cancelled',
  coach: 'The coach cancelled',
  platform: 'Exceed cancelled',
  session: 'The session was cancelled, which cancelled',
  refund: 'Your payment was refunded, which cancelled',
};

/**
 * What a cancellation gives back, as its mail says: an amount being refunded, a refund already made in
 * Stripe (which cancelled the booking), nothing by the policy, a payment made outside Exceed (which the
 * coach settles), or nothing to say of a booking never paid.
 */
export type CancellationRefundWords = { amount: string } | 'made' | 'none' | 'offline' | 'unpaid';

const REFUND_WORDS = {
  made: 'The refund is on its way to the card you paid with.',
  none: 'Nothing is refunded for these seats, as the cancellation policy says.',
  offline:
    'You paid for this booking outside Exceed, so Exceed refunds nothing: your coach settles it with you as it was paid.',
} as const;

/** The booker's mail of a cancellation: what went, by whom and why, and what comes back. */
export function bookingCancelledMail(
  to: string,
  session: SessionDetails,
  cancelled: CancelledSeats,
  refund: CancellationRefundWords,
): MailMessage {
  const what = cancelled.whole ? 'your booking' : `${seatsWord(cancelled.seats)} of your booking`;
  const lines = [
    `${BY_WORDS[cancelled.by]} ${what} at "${session.workshopTitle}", ${when(session)}.`,
    `Reason: ${cancelled.reason}`,
  ];
  if (typeof refund === 'object') {
    lines.push(
      `${refund.amount} is being refunded to the card you paid with; we will mail you once it is made.`,
    );
  } else if (refund !== 'unpaid') lines.push(REFUND_WORDS[refund]);
  return message(
    to,
    `${cancelled.whole ? 'Booking cancelled' : 'Seats cancelled'}: ${session.workshopTitle}`,
    lines,
    { label: 'See your bookings', url: session.url },
    fromCoach(session),
  );
}

/** The coach's mail of a cancellation they did not make themself: whose booking, how many seats, why. */
export function coachBookingCancelledMail(
  to: string,
  session: SessionDetails,
  cancelled: CancelledSeats & { bookerName: string; seatsLeft: number },
  url: string,
): MailMessage {
  const whose = cancelled.by === 'booker' ? 'their' : `${cancelled.bookerName}'s`;
  const what = cancelled.whole
    ? `${whose} booking of ${seatsWord(cancelled.seats)}`
    : `${seatsWord(cancelled.seats)} of ${whose} booking (${seatsWord(cancelled.seatsLeft)} left)`;
  const who =
    cancelled.by === 'booker'
      ? cancelled.bookerName
      : cancelled.by === 'refund'
        ? 'A refund in Stripe'
        : 'Exceed';
  return message(
    to,
    `Booking cancelled: ${session.workshopTitle}`,
    [
      `${who} cancelled ${what} at "${session.workshopTitle}", ${when(session)}.`,
      `Reason: ${cancelled.reason}`,
    ],
    { label: 'See the booking', url },
  );
}

/** The holder of a seat that went with a cancellation of the booking it belonged to. */
export function seatCancelledMail(
  to: string,
  session: SessionDetails,
  bookerName: string,
  by: CancelledBy,
): MailMessage {
  const cause =
    by === 'coach'
      ? 'The coach cancelled it'
      : by === 'booker'
        ? `${bookerName}, who booked it, cancelled it`
        : 'It was cancelled with the booking it belonged to';
  return message(
    to,
    `Your seat is cancelled: ${session.workshopTitle}`,
    [`Your seat at "${session.workshopTitle}", ${when(session)}, is cancelled. ${cause}.`],
    { label: 'Find another session', url: session.url },
    fromCoach(session),
  );
}

/**
 * A seat handed over to someone else (POST /v1/booking-seats/:id/transfer), as its previous holder or the
 * booker reads it: whose it is now, and who handed it over.
 */
export function seatHandedOverMail(
  to: string,
  session: SessionDetails,
  handover: { newHolder: string; by: string; reader: 'holder' | 'booker' },
): MailMessage {
  const seat = handover.reader === 'holder' ? 'Your seat' : 'A seat of your booking';
  return message(
    to,
    `Seat handed over: ${session.workshopTitle}`,
    [
      `${seat} at "${session.workshopTitle}", ${when(session)}, now belongs to ${handover.newHolder}: ${handover.by} handed it over.`,
    ],
    { label: 'See your bookings', url: session.url },
    fromCoach(session),
  );
}

/** A refund Stripe has made: how much, and to which card. */
export function refundMadeMail(
  to: string,
  session: SessionDetails,
  refund: { amount: string; card: string | null },
): MailMessage {
  return message(
    to,
    `Refund on its way: ${session.workshopTitle}`,
    [
      `${refund.amount} for "${session.workshopTitle}" is refunded to ${refund.card ?? 'the card you paid with'}.`,
      'Banks usually show it within 5 to 10 business days.',
    ],
    { label: 'See your payments', url: session.url },
    fromCoach(session),
  );
}

/** The coach's mail of a new confirmed booking of one of their sessions. */
export function newBookingMail(
  to: string,
  session: SessionDetails,
  booking: { bookerName: string; seats: number; amount: string },
  url: string,
): MailMessage {
  return message(
    to,
    `New booking: ${session.workshopTitle}`,
    [
      `${booking.bookerName} booked ${seatsWord(booking.seats)} at "${session.workshopTitle}", ${when(session)}.`,
      `Paid: ${booking.amount}.`,
    ],
    { label: 'See the booking', url },
  );
}

/** One booking of a coach's daily summary: its session, who booked, how many seats, what was paid. */
export interface DigestBooking {
  session: SessionDetails;
  bookerName: string;
  seats: number;
  amount: string;
}

/**
 * The coach's daily summary of new bookings (their choice of bookingMails DAILY, decision 0078): each
 * booking confirmed for their sessions since the last one, its session's time in the session's own zone,
 * named (the one clock). Sent only with at least one booking.
 */
export function bookingDigestMail(
  to: string,
  bookings: readonly DigestBooking[],
  url: string,
  unsubscribe?: Unsubscribe,
): MailMessage {
  const one = bookings.length === 1;
  return message(
    to,
    `Your daily summary: ${one ? '1 new booking' : `${bookings.length} new bookings`}`,
    [
      `${one ? 'One booking was' : `${bookings.length} bookings were`} confirmed for your sessions since your last summary:`,
      ...bookings.map(
        (booking) =>
          `"${booking.session.workshopTitle}", ${when(booking.session)}: ${booking.bookerName} booked ${seatsWord(booking.seats)}. Paid: ${booking.amount}.`,
      ),
      'Cancellations and refunds are still mailed to you at once.',
    ],
    { label: 'See your bookings', url },
    unsubscribe ? { unsubscribe } : {},
  );
}
