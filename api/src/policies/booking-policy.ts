import { type BookingStatus, resourcesOpenFor } from '@exceed/contract';
import type { Booking } from '../models/booking.ts';
import type { BookingSeat } from '../models/booking-seat.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { Actor } from './actor.ts';

/**
 * The parts an actor plays in one booking. Bookings cross teams (a client books anywhere), so the parts
 * come from the booking itself, not from X-Team: its booker; the coach of its schedule, while an ACTIVE
 * member of the booking's team; a super-admin.
 */
export interface BookingParties {
  booker: boolean;
  coach: boolean;
  admin: boolean;
}

export function partiesOf(actor: Actor, booking: Booking, schedule: WorkshopSchedule): BookingParties {
  return {
    booker: booking.userId === actor.user.id,
    coach: schedule.coachId === actor.user.id && actor.activeTenantIds.has(booking.tenantId),
    admin: actor.superAdmin,
  };
}

/** The parts of the platform in every booking: what a super-admin reads in the admin area. */
export const PLATFORM_PARTIES: BookingParties = { booker: false, coach: false, admin: true };

/** The parts an actor plays in a booking's resources: its parties, and holding one of its ACCEPTED seats. */
export interface ResourceParties extends BookingParties {
  attendee: boolean;
}

/**
 * What an actor reads of the resources of a booking's workshop: `all` of them (hidden ones too), those
 * `visible` to the booking, none yet (`closed`: 403 with the reason) or `none` (404, the booking is not
 * theirs to know).
 */
export type ResourceAccess = 'all' | 'visible' | 'closed' | 'none';

/**
 * Who may do what to a booking:
 * - anyone who plays a part sees it (anyone else gets 404: its existence is not theirs to know);
 * - its booker changes their own details (seats, notes, address, preferences), deletes and restores it;
 * - its coach writes coach notes and records what happened (CONFIRMED for a payment taken elsewhere,
 *   COMPLETED, NO_SHOW);
 * - booker and coach may both cancel, all of its seats or some; a super-admin may do everything; the
 *   booker's cancellation refunds as its workshop's policy says, the coach's and the platform's in full;
 * - the workshop's resources: its coach and a super-admin read all of them, whatever the status; its
 *   booker and the attendees who accepted a seat read those the booking shows, once it is paid or held
 *   or over (contract: RESOURCES_OPEN_STATUSES); anyone else nothing.
 */
export const bookingPolicy = {
  view: (parties: BookingParties) => parties.booker || parties.coach || parties.admin,
  editAsBooker: (parties: BookingParties) => parties.booker || parties.admin,
  editAsCoach: (parties: BookingParties) => parties.coach || parties.admin,
  /** The booker confirms only what costs nothing (a paid booking is confirmed by its payment). */
  moveTo: (parties: BookingParties, status: BookingStatus) =>
    parties.admin || parties.coach || (parties.booker && (status === 'CANCELLED' || status === 'CONFIRMED')),
  cancel: (parties: BookingParties) => parties.booker || parties.coach || parties.admin,
  /** Who cancels decides the refund: the coach and the platform give back all that was paid for the seats. */
  refundsInFull: (parties: BookingParties) => parties.coach || parties.admin,
  viewResources: (parties: ResourceParties, status: BookingStatus): ResourceAccess => {
    if (parties.coach || parties.admin) return 'all';
    if (!parties.booker && !parties.attendee) return 'none';
    return resourcesOpenFor(status) ? 'visible' : 'closed';
  },
};

/** The parts an actor plays in a seat: those in its booking, and being the person it was given to. */
export interface SeatParties extends BookingParties {
  holder: boolean;
}

export function seatPartiesOf(actor: Actor, booking: Booking, seat: BookingSeat): SeatParties {
  const schedule = booking.workshopSchedule;
  if (!schedule) throw new Error('seatPartiesOf: fetch the booking with its schedule');
  return {
    ...partiesOf(actor, booking, schedule),
    holder:
      seat.userId === actor.user.id || (seat.email !== null && seat.email === actor.user.email.toLowerCase()),
  };
}

/**
 * Who may do what to a seat: its booking's parties and its holder see it; the booker gives it, changes
 * who it is for, sends the invitation, deletes and restores it; the coach records attendance; the holder
 * accepts or declines it; the booker and the holder hand it on to someone else; a super-admin may do
 * everything.
 */
export const seatPolicy = {
  view: (parties: SeatParties) => bookingPolicy.view(parties) || parties.holder,
  manage: (parties: SeatParties) => bookingPolicy.editAsBooker(parties),
  recordAttendance: (parties: SeatParties) => bookingPolicy.editAsCoach(parties),
  answer: (parties: SeatParties) => parties.holder || parties.admin,
  transfer: (parties: SeatParties) => bookingPolicy.editAsBooker(parties) || parties.holder,
  pay: (parties: SeatParties) => parties.holder,
  /**
   * Whether the seat names its holder to this reader. The privacy policy says the coach "sees your name"
   * and receives "the names and attendance of the people booked": a seat names its holder to whoever may
   * see it, once they accepted it. Not before: a seat given to an account by its id would otherwise tell
   * the booker the name of whoever they typed the id of. Their account's email is named nowhere (the
   * policy promises a coach no one's address); the seat keeps the address it was given to.
   */
  namesHolder: (parties: SeatParties, seat: BookingSeat): boolean =>
    seatPolicy.view(parties) && seat.currentStatus() === 'ACCEPTED',
};
