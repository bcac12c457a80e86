import { DELETE_CONFIRMED_MESSAGE, idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { takeSeats } from '../../bookings/seat-counter.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { authorize } from '../../policies/authorize.ts';
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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { booking, parties } = await findBooking(ctx, trx, ctx.state.input.params.id, { lock: true });
    authorize(bookingPolicy.editAsBooker(parties));
    if (booking.status === 'CONFIRMED') throw validationFailed({ status: [DELETE_CONFIRMED_MESSAGE] });
    await takeSeats(trx, booking, booking.status, 0);
    await Booking.forTenant(booking.tenantId, trx).findById(booking.id).softDelete();
  },
});
