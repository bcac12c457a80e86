import { bookingSchema, dataEnvelope, idParamsSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { bringBackBooking } from '../../bookings/restore-records.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';
import { presentFoundBooking } from '../../presenters/present-booking.ts';

/**
 * POST /v1/bookings/:id/restore: brings a deleted booking back (its booker or a super-admin). A hold that
 * is still live (or seats sold) takes its seats again, if they are still free (409 when they were sold
 * meanwhile), and an unpaid one comes back only while its booker has no other unpaid booking of the
 * schedule (409).
 */
export const restoreBooking = defineRoute({
  method: 'post',
  path: '/bookings/:id/restore',
  summary: 'Restore a deleted booking',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(bookingSchema) },
  errors: [400, 401, 403, 404, 409, 419],
  transaction: true,
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id, { deleted: true, lock: true }),
    allow: ({ parties }) => bookingPolicy.editAsBooker(parties),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const id = ctx.state.input.params.id;
    const { booking } = ctx.state.loaded;
    await bringBackBooking(trx, booking);
    await recordAudit(trx, ctx, {
      action: 'booking.restore',
      subjectKind: 'booking',
      subjectId: id,
      after: { deletedAt: null },
    });
    return present(await findBooking(ctx, trx, id), presentFoundBooking);
  },
});
