import { bookingSeatSchema, dataEnvelope, idParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { withSeatHolder } from '../../bookings/booking-graph.ts';
import { findSeat } from '../../bookings/find-booking-seat.ts';
import { bringBackBookingSeat } from '../../bookings/restore-records.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { seatPolicy } from '../../policies/booking-policy.ts';
import { presentFoundSeat } from '../../presenters/present-booking-seat.ts';

/**
 * POST /v1/booking-seats/:id/restore: brings a deleted seat back (the booker or a super-admin), if the
 * booking still has room for it and its holder has not been given another seat meanwhile.
 */
export const restoreBookingSeat = defineRoute({
  method: 'post',
  path: '/booking-seats/:id/restore',
  summary: 'Restore a deleted booking seat',
  tags: ['Booking seats'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(bookingSeatSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findSeat(ctx, db, ctx.state.input.params.id, { deleted: true }),
    allow: ({ parties }) => seatPolicy.manage(parties),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { seat, booking, parties } = ctx.state.loaded;
    await bringBackBookingSeat(trx, booking, seat);
    await recordAudit(trx, ctx, {
      action: 'booking-seat.restore',
      subjectKind: 'booking-seat',
      subjectId: seat.id,
      after: { deletedAt: null },
    });
    const restored = await withSeatHolder(
      BookingSeat.forTenant(seat.tenantId, trx).findById(seat.id),
    ).throwIfNotFound();
    return present({ seat: restored, booking, parties }, presentFoundSeat);
  },
});
