import { INVITEE_PAY_MESSAGES, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findSeat } from '../../bookings/find-booking-seat.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { notifySeatChanged } from '../../notifications/notify.ts';
import { actorOf } from '../../policies/actor.ts';
import { seatPolicy } from '../../policies/booking-policy.ts';

/**
 * DELETE /v1/booking-seats/:id: soft delete by the booker or a super-admin; the seat is free to give again,
 * and its holder is told.
 * A seat its invitee paid for is not: it goes only by cancelling it (POST /v1/bookings/:id/cancellations),
 * which refunds its payer (422 on id).
 */
export const deleteBookingSeat = defineRoute({
  method: 'delete',
  path: '/booking-seats/:id',
  summary: 'Delete a booking seat (soft)',
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id),
    allow: ({ parties }) => seatPolicy.manage(parties),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { seat, booking } = ctx.state.loaded;
    if (seat.paidAt) throw validationFailed({ id: [INVITEE_PAY_MESSAGES.paidSeatKept] });
    // Its holder is told: a seat given to them is taken back.
    const actorId = (await actorOf(ctx, trx)).user.id;
    await notifySeatChanged(trx, booking, seat, { kind: 'withdrawn', actorId });
    await BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id).softDelete();
  },
});
