import { bookingSeatSchema, createBookingSeatSchema, dataEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { assertRoomForAttendee } from '../../bookings/attendee-seats.ts';
import { assertBookingOpen, assertHolder } from '../../bookings/booking-seat-checks.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { actorOf } from '../../policies/actor.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { presentSeatFor } from '../../presenters/present-booking-seat.ts';

/**
 * POST /v1/booking-seats: the booker gives one of the booking's seats to someone, by account or by
 * email; the invitation is mailed by send-invitation. Never more seats than booked (the booking's row is
 * locked while they are counted).
 */
export const createBookingSeat = defineRoute({
  method: 'post',
  path: '/booking-seats',
  summary: 'Give a seat of a booking to someone',
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { body: createBookingSeatSchema },
  responses: { 201: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  status: 201,
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.body.bookingId),
    allow: ({ parties }, { body }) =>
      bookingPolicy.editAsBooker(parties) &&
      ((body.attended === undefined && body.attendanceNotes === undefined) ||
        bookingPolicy.editAsCoach(parties)),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { userId, email, attended, attendanceNotes, meta } = ctx.state.input.body;
    const { booking } = ctx.state.loaded;
    assertBookingOpen(booking);
    await assertRoomForAttendee(trx, booking);
    await assertHolder(trx, booking, { userId, email });
    const { id } = await BookingSeat.forTenant(booking.tenantId, trx).insert({
      bookingId: booking.id,
      userId: userId ?? null,
      email: email ?? null,
      inviterId: (await actorOf(ctx, trx)).user.id,
      status: 'PENDING',
      attended: attended ?? false,
      attendanceNotes: attendanceNotes ?? null,
      meta: meta ?? {},
    });
    const seat = await BookingSeat.forTenant(booking.tenantId, trx).findById(id).throwIfNotFound();
    return present(seat, presentSeatFor(await actorOf(ctx, trx), booking));
  },
});
