import {
  bookingSeatSchema,
  dataEnvelope,
  idParamsSchema,
  SEAT_MESSAGES,
  transferBookingSeatSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { assertRoomForAttendee, countsAgainstBooking } from '../../bookings/attendee-seats.ts';
import { withSeatHolder } from '../../bookings/booking-graph.ts';
import { assertBookingOpen, assertHolder, handsOnSeats } from '../../bookings/booking-seat-checks.ts';
import { findSeat } from '../../bookings/find-booking-seat.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { notifyInvitation, notifySeatChanged } from '../../notifications/notify.ts';
import { actorOf } from '../../policies/actor.ts';
import { seatPartiesOf, seatPolicy } from '../../policies/booking-policy.ts';
import { presentFoundSeat } from '../../presenters/present-booking-seat.ts';
import { seatData } from '../../webhooks/event-data.ts';
import { publishWebhookEvent } from '../../webhooks/publish.ts';

/**
 * POST /v1/booking-seats/:id/transfer: the booker, or the person the seat is for, hands it on to someone
 * else until the session starts (issue 23, docs/decisions/0062-seat-transfer.md), whatever its invitation's
 * status (an accepted seat too, which a plain change of holder refuses). The seat is the new person's,
 * PENDING, and they are mailed an invitation (the earlier link stops working at once); the previous
 * holder's account lets go of it, so the attendee list, the coach's view and the calendar feeds follow.
 */
export const transferBookingSeat = defineRoute({
  method: 'post',
  path: '/booking-seats/:id/transfer',
  summary: 'Hand a seat on to another person',
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { params: idParamsSchema, body: transferBookingSeatSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => seatPolicy.transfer(parties),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { email } = ctx.state.input.body;
    const { seat, booking } = ctx.state.loaded;
    assertBookingOpen(booking);
    if (!handsOnSeats(booking)) {
      throw validationFailed({ email: [SEAT_MESSAGES.transferStarted] });
    }
    const holder = seat.userId ? await User.query(trx).findById(seat.userId) : undefined;
    if (email === seat.email || email === holder?.email.toLowerCase()) {
      throw validationFailed({ email: [SEAT_MESSAGES.transferSame] });
    }
    await assertHolder(trx, booking, { email }, seat.id);
    // Their account may hold another seat of the booking by its id: one seat per person still.
    const account = await User.query(trx).whereRaw('lower(email) = ?', [email]).first();
    if (account) {
      const held = await BookingSeat.forTenant(booking.tenantId, trx)
        .where({ bookingId: booking.id, userId: account.id })
        .whereNot('id', seat.id)
        .first();
      if (held) throw validationFailed({ email: [SEAT_MESSAGES.taken] });
    }
    if (!countsAgainstBooking(seat.status)) await assertRoomForAttendee(trx, booking, seat.id);
    const actorId = (await actorOf(ctx, trx)).user.id;
    await notifySeatChanged(trx, booking, seat, { kind: 'handed-over', newHolder: email, actorId });
    await seat.$query(trx).patch({
      email,
      userId: null,
      status: 'PENDING',
      invitationTokenHash: null,
      invitationSentAt: null,
      invitationExpiresAt: null,
      respondedAt: null,
      // The answers were the last holder's: the new one gives theirs on accepting.
      answers: [],
    });
    await notifyInvitation(trx, seat.id, seat.tenantId, actorId);
    const handed = await withSeatHolder(
      BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id),
    ).throwIfNotFound();
    await publishWebhookEvent(trx, {
      tenantId: seat.tenantId,
      type: 'seat.transferred',
      data: { ...seatData(handed), previousEmail: holder?.email ?? seat.email },
    });
    // Handed on: the caller reads it as they now stand (a holder who gave it away no longer holds it).
    const actor = await actorOf(ctx, trx);
    return present(
      { seat: handed, booking, parties: seatPartiesOf(actor, booking, handed) },
      presentFoundSeat,
    );
  },
});
