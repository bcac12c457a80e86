import { fromMinorUnits, type SeatSessionResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Booking } from '../models/booking.ts';
import type { User } from '../models/user.ts';
import { seatPrice } from '../pricing/booking-price.ts';

/** A person as a seat names them (its inviter, its coach): the username, and the name if they gave one. */
export function presentSeatPerson(user: User): SeatSessionResource['coach'] {
  return {
    username: user.username,
    ...(user.profile ? { firstName: user.profile.firstName, lastName: user.profile.lastName } : {}),
  };
}

/**
 * What a seat is a seat of, as the person it was given to sees it: the booking's status, the workshop,
 * the session in its own time zone and its coach. The booking is read with withSeatSessionGraph.
 */
export function presentSeatSession(booking: Booking): SeatSessionResource {
  const schedule = booking.workshopSchedule;
  if (!schedule?.workshop || !schedule.coach) {
    throw new Error('presentSeatSession: fetch the booking with withSeatSessionGraph');
  }
  return {
    booking: {
      id: booking.id,
      status: booking.status,
      inviteesPay: booking.inviteesPay,
      price: fromMinorUnits(seatPrice(booking).totalMinor, booking.currency),
      currency: booking.currency,
      inviteeHoldExpiresAt: isoDate(booking.inviteeHoldExpiresAt),
    },
    workshop: { id: schedule.workshop.id, title: schedule.workshop.title },
    schedule: {
      id: schedule.id,
      startDate: isoDate(schedule.startDate),
      endDate: isoDate(schedule.endDate),
      timezone: schedule.timezone,
      mode: schedule.mode,
      location: schedule.location,
    },
    coach: presentSeatPerson(schedule.coach),
  };
}
