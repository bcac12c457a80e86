import { type InvitationResource, questionsAsked, SEAT_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import { hashSecret } from '../../auth/secrets.ts';
import { presentQuestion, questionsOf } from '../../bookings/booking-answers.ts';
import { withSeatSessionGraph } from '../../bookings/booking-graph.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { NO_SEAT_ABILITIES } from '../../policies/booking-abilities.ts';
import { presentBookingSeat } from '../../presenters/present-booking-seat.ts';
import { presentSeatPerson, presentSeatSession } from '../../presenters/present-seat-session.ts';

/** The seat and booking of an invitation token. */
export interface Invitation {
  seat: BookingSeat;
  booking: Booking;
}

/**
 * The seat whose invitation `token` is (only hashes are stored), on a live booking read with what the
 * invitation shows of it. `field` names where a bad token is reported: the show route has no field (404);
 * accept and decline say it on invitation_token (422).
 */
export async function findInvitation(trx: Knex, token: string, field?: string): Promise<Invitation> {
  const seat = await BookingSeat.acrossTenants(trx).findOne({ invitationTokenHash: hashSecret(token) });
  const booking = seat
    ? await withSeatSessionGraph(Booking.forTenant(seat.tenantId, trx).findById(seat.bookingId), 'booking')
    : undefined;
  if (!seat || !booking) {
    throw field ? validationFailed({ [field]: [SEAT_MESSAGES.invitationInvalid] }) : notFound();
  }
  return { seat, booking };
}

/** The workshop a booking is a seat of (read with the seat session's graph, findInvitation). */
export function workshopIdOf(booking: Booking): string {
  const schedule = booking.workshopSchedule;
  if (!schedule) throw new Error(`booking ${booking.id} was read without its schedule`);
  return schedule.workshopId;
}

/** What an invitation page shows: the seat, who offers it, and what it is a seat of. */
export async function presentInvitation(
  trx: Knex,
  { seat, booking }: Invitation,
): Promise<InvitationResource> {
  const inviter = seat.inviterId
    ? await User.query(trx).withDeleted().findById(seat.inviterId).withGraphFetched('profile')
    : undefined;
  const questions = await questionsOf(trx, booking.tenantId, workshopIdOf(booking));
  return {
    seat: presentBookingSeat(seat, NO_SEAT_ABILITIES),
    ...(inviter ? { inviter: presentSeatPerson(inviter) } : {}),
    ...presentSeatSession(booking),
    questions: questionsAsked(questions, 'attendee').map(presentQuestion),
  };
}
