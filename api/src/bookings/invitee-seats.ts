import { INVITEE_PAY_MESSAGES } from '@exceed/contract';
import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { Booking } from '../models/booking.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { Workshop } from '../models/workshop.ts';
import { cancelSeats } from './cancel-seats.ts';
import { lockBooking } from './lock-booking.ts';

/**
 * The seats of a booking whose invitees pay for their own (issue 23, item 4): once its booker has paid,
 * the other seats wait for their invitees' payments for the workshop's inviteePayHours (never past the
 * start); then those still unpaid are released, their invitations with them, and the freed seats go to
 * the waitlist first (the seat counter queues its offer).
 */

/** The job that releases a booking's unpaid invitee seats when their hold ends. */
export const RELEASE_UNPAID_SEATS_JOB = 'bookings.release-unpaid-seats';

/**
 * The booker has paid (the booking is just CONFIRMED, under its lock, fetched with its schedule): its
 * invitees' seats are held from now, and their release is queued for the hold's end.
 */
export async function holdInviteeSeats(trx: Knex, booking: Booking): Promise<void> {
  const schedule = booking.workshopSchedule;
  if (!schedule) throw new Error('holdInviteeSeats: fetch the booking with its schedule');
  const workshop = await Workshop.forTenant(booking.tenantId, trx)
    .withDeleted()
    .findById(schedule.workshopId)
    .throwIfNotFound();
  const until = new Date(
    Math.min(Date.now() + workshop.inviteePayHours * 3_600_000, schedule.startDate.getTime()),
  );
  await booking.$query(trx).patch({ inviteeHoldExpiresAt: until });
  booking.inviteeHoldExpiresAt = until;
  await enqueue(trx, {
    name: RELEASE_UNPAID_SEATS_JOB,
    payload: { tenantId: booking.tenantId, bookingId: booking.id },
    runAt: until,
    uniqueKey: `release-unpaid-seats:${booking.id}`,
  });
}

/**
 * Releases a booking's unpaid invitee seats once their hold has ended, under the booking's lock: its
 * seats less the booker's and the paid ones are cancelled (no refund: nobody paid for them), and the
 * attendee seats not paid for go with them. Run again, it finds nothing unpaid.
 */
export async function releaseUnpaidSeats(knex: Knex, tenantId: string, bookingId: string): Promise<void> {
  await knex.transaction(async (trx) => {
    await lockBooking(trx, bookingId);
    const booking = await Booking.forTenant(tenantId, trx).findById(bookingId);
    const unpaid = booking?.unpaidInviteeSeats() ?? 0;
    if (!booking || unpaid === 0) return;
    if (!booking.inviteeHoldExpiresAt || booking.inviteeHoldExpiresAt > new Date()) return;
    const seats = await BookingSeat.forTenant(tenantId, trx)
      .where('bookingId', bookingId)
      .whereNull('paidAt')
      .orderBy('createdAt', 'desc')
      .limit(unpaid);
    await cancelSeats(trx, booking, {
      seats: unpaid,
      seatIds: seats.map((seat) => seat.id),
      reason: INVITEE_PAY_MESSAGES.released,
    });
  });
}

/** The release job, for the runner. */
export const inviteeSeatHandlers = (knex: Knex): Record<string, JobHandler> => ({
  [RELEASE_UNPAID_SEATS_JOB]: async ({ payload }) =>
    releaseUnpaidSeats(knex, String(payload.tenantId), String(payload.bookingId)),
});
