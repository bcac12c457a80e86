import {
  bookingSeatSchema,
  dataEnvelope,
  idParamsSchema,
  illegalInvitationMessage,
  SEAT_MESSAGES,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { assertRoomForAttendee, countsAgainstBooking } from '../../bookings/attendee-seats.ts';
import { withSeatHolder } from '../../bookings/booking-graph.ts';
import { assertBookingOpen } from '../../bookings/booking-seat-checks.ts';
import { findSeat } from '../../bookings/find-booking-seat.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { User } from '../../models/user.ts';
import { notifyInvitation } from '../../notifications/notify.ts';
import { actorOf } from '../../policies/actor.ts';
import { seatPolicy } from '../../policies/booking-policy.ts';
import { presentFoundSeat } from '../../presenters/present-booking-seat.ts';
import { seatData } from '../../webhooks/event-data.ts';
import { publishWebhookEvent } from '../../webhooks/publish.ts';

/**
 * POST /v1/booking-seats/:id/send-invitation: the booker has the seat's holder mailed a link with a
 * fresh token (by the job queue, which keeps only its hash; an earlier link stops working at once). A
 * declined or expired invitation becomes PENDING again if the booking still has room; an accepted one
 * needs no invitation.
 */
export const sendInvitation = defineRoute({
  method: 'post',
  path: '/booking-seats/:id/send-invitation',
  summary: "Mail the seat's holder an invitation link",
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => seatPolicy.manage(parties),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { seat, booking, parties } = ctx.state.loaded;
    assertBookingOpen(booking);
    if (seat.currentStatus() === 'ACCEPTED') {
      throw validationFailed({ status: [illegalInvitationMessage('ACCEPTED', 'PENDING')] });
    }
    if (!countsAgainstBooking(seat.status)) await assertRoomForAttendee(trx, booking, seat.id);
    const holder = seat.userId ? await User.query(trx).findById(seat.userId) : undefined;
    if (!seat.email && !holder?.email) throw validationFailed({ email: [SEAT_MESSAGES.noEmail] });
    // The earlier link stops working now; the job makes the new token and mails it.
    await seat.$query(trx).patch({
      status: 'PENDING',
      invitationTokenHash: null,
      invitationSentAt: null,
      invitationExpiresAt: null,
      respondedAt: null,
    });
    await notifyInvitation(trx, seat.id, seat.tenantId, (await actorOf(ctx, trx)).user.id);
    const sent = await withSeatHolder(
      BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id),
    ).throwIfNotFound();
    await publishWebhookEvent(trx, { tenantId: seat.tenantId, type: 'seat.invited', data: seatData(sent) });
    return present({ seat: sent, booking, parties }, presentFoundSeat);
  },
});
