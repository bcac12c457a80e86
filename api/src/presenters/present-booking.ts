import {
  type BookingResource,
  type CancellationQuoteResource,
  fromMinorUnits,
  personName,
} from '@exceed/contract';
import type { CancellationRefund } from '../bookings/cancellation-refund.ts';
import type { FoundBooking } from '../bookings/find-booking.ts';
import { isoDate } from '../http/presenter.ts';
import type { Booking } from '../models/booking.ts';
import type { Actor } from '../policies/actor.ts';
import { bookingAbilities } from '../policies/booking-abilities.ts';
import { type BookingParties, partiesOf } from '../policies/booking-policy.ts';
import { balanceDueMinor, bookerPrice, bookingPrice } from '../pricing/booking-price.ts';
import { meetingOf } from '../workshops/meeting-links.ts';
import { presentPrice } from './present-price.ts';
import { presentPublicSession } from './present-workshop-schedule.ts';

/**
 * A booking as the contract shows it to one reader: amounts as decimals, dates in ISO 8601, the booker and
 * the schedule as summaries, and what the reader may do with it (`abilities`, from the parts they play).
 * The caller fetches the relations (BOOKING_GRAPH); a missing one is a bug, not a null.
 */
export function presentBooking(booking: Booking, parties: BookingParties): BookingResource {
  const { user, workshopSchedule: schedule } = booking;
  if (!user || user.profile === undefined || !schedule?.workshop) {
    throw new Error('presentBooking: fetch BOOKING_GRAPH first');
  }
  const price = bookingPrice(booking);
  return {
    id: booking.id,
    userId: booking.userId,
    workshopScheduleId: booking.workshopScheduleId,
    seats: booking.seats,
    seatsCancelled: booking.seatsCancelled,
    status: booking.status,
    holdExpiresAt: isoDate(booking.holdExpiresAt),
    price: fromMinorUnits(price.unitMinor, booking.currency),
    priceBreakdown: presentPrice(price),
    amountDue: fromMinorUnits(price.totalMinor, booking.currency),
    bookerDue: fromMinorUnits(bookerPrice(booking).totalMinor, booking.currency),
    balanceDue: fromMinorUnits(balanceDueMinor(booking), booking.currency),
    inviteesPay: booking.inviteesPay,
    inviteeHoldExpiresAt: isoDate(booking.inviteeHoldExpiresAt),
    amountPaid: fromMinorUnits(booking.amountPaidMinor, booking.currency),
    amountRefunded: fromMinorUnits(booking.amountRefundedMinor, booking.currency),
    currency: booking.currency,
    paymentMethod: booking.paymentMethod,
    paymentTransactionId: booking.paymentTransactionId,
    notes: booking.notes,
    coachNotes: booking.coachNotes,
    cancellationReason: booking.cancellationReason,
    address: booking.address,
    meta: booking.meta,
    answers: booking.answers ?? [],
    checkInCode: parties.booker && booking.status === 'CONFIRMED' ? booking.checkInCode : null,
    certificateCode: parties.booker
      ? (booking.certificates?.find((certificate) => certificate.bookingSeatId === null)?.code ?? null)
      : null,
    // Its coach "sees your name" (the privacy policy): the booker attends with their booking.
    user: {
      id: user.id,
      username: user.username,
      name: personName({ ...user.profile, username: user.username }),
      email: user.email,
    },
    workshopSchedule: {
      id: schedule.id,
      startDate: isoDate(schedule.startDate),
      endDate: isoDate(schedule.endDate),
      timezone: schedule.timezone,
      status: schedule.status,
      coachId: schedule.coachId,
      workshop: {
        id: schedule.workshop.id,
        title: schedule.workshop.title,
        cancellationPolicy: schedule.workshop.cancellationPolicy,
      },
      sessionCount: schedule.sessionCount,
      cadence: schedule.cadence,
      ...(schedule.sessions
        ? {
            sessions: schedule.sessions.map((session) => ({
              ...presentPublicSession(session),
              meeting: meetingOf(schedule, session, {
                coach: parties.coach,
                confirmedAttendee: parties.booker && booking.status === 'CONFIRMED',
              }),
            })),
          }
        : {}),
    },
    confirmedAt: isoDate(booking.confirmedAt),
    cancelledAt: isoDate(booking.cancelledAt),
    createdAt: isoDate(booking.createdAt),
    updatedAt: isoDate(booking.updatedAt),
    deletedAt: isoDate(booking.deletedAt),
    abilities: bookingAbilities(parties, booking),
  } as BookingResource;
}

/** A booking a route found for its caller (findBooking), as its caller reads it. */
export const presentFoundBooking = ({ booking, parties }: FoundBooking): BookingResource =>
  presentBooking(booking, parties);

/** A presenter of bookings of a list, each as `actor` reads it (their parts in each booking). */
export const presentBookingFor =
  (actor: Actor) =>
  (booking: Booking): BookingResource => {
    if (!booking.workshopSchedule) throw new Error('presentBookingFor: fetch BOOKING_GRAPH first');
    return presentBooking(booking, partiesOf(actor, booking, booking.workshopSchedule));
  };

/** A cancellation's refund as the quote shows it (cancellationQuoteSchema): the amount as a decimal. */
export function presentCancellationQuote({
  booking,
  refund,
}: {
  booking: Booking;
  refund: CancellationRefund;
}): CancellationQuoteResource {
  return {
    seats: refund.seats,
    refund: fromMinorUnits(refund.refundMinor, booking.currency),
    currency: booking.currency,
    refundPercent: refund.refundPercent,
    tier: refund.tier,
  };
}
