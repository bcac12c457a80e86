import { DELETE_CONFIRMED_MESSAGE, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { isDeletable } from '../../bookings/booking-lifecycle.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { bookingPolicy } from '../../policies/booking-policy.ts';

/**
 * DELETE /v1/bookings/:id: soft delete by its booker or a super-admin. A CONFIRMED booking holds paid
 * seats, so it is cancelled (and refunded) first; a deleted hold frees its seats at once.
 */
export const deleteBooking = defineRoute({
  method: 'delete',
  path: '/bookings/:id',
  summary: 'Delete a booking (soft)',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  // Loaded under its lock (lockBooking's order): the seats it frees are those it holds now.
  access: {
    load: (ctx, db) => findBooking(ctx, db, ctx.state.input.params.id, { lock: true }),
    allow: ({ parties }) => bookingPolicy.editAsBooker(parties),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { booking } = ctx.state.loaded;
    if (!isDeletable(booking)) throw validationFailed({ status: [DELETE_CONFIRMED_MESSAGE] });
    await takeSeats(trx, booking, booking.status, 0);
    await Booking.forTenant(booking.tenantId, trx).findById(booking.id).softDelete();
  },
});
