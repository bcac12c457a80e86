import { authenticate } from '../../auth/authenticate.ts';
import { assertSeatsPerBooking, bookOnce, newHoldExpiry } from '../../bookings/booking-limits.ts';
import { reserveCapacity } from '../../bookings/capacity.ts';
import { findBooking } from '../../bookings/find-booking.ts';
import { bookingSchema, createBookingSchema, dataEnvelope } from '../../contract/index.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { paymentContextOf } from '../../payments/booking-payments.ts';
import { linkQuoteIntent } from '../../payments/quote-intents.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentBooking } from '../../presenters/present-booking.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';

/**
 * POST /v1/bookings: a user books seats on a schedule of any team (the marketplace crosses teams). The
 * booking is PENDING and holds its seats for BOOKING_HOLD_MINUTES; seats are reserved under the
 * schedule's row lock in the same transaction as the insert (201). A person who already has an unpaid
 * booking of the schedule gets that one back, changed to this attempt (200; bookOnce).
 */
export const createBooking = defineRoute({
  method: 'post',
  path: '/bookings',
  summary: 'Book seats on a workshop schedule',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { body: createBookingSchema },
  responses: { 200: dataEnvelope(bookingSchema), 201: dataEnvelope(bookingSchema) },
  errors: [401, 403, 409, 419],
  transaction: true,
  status: 201,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { userId, workshopScheduleId, seats, notes, address, meta, paymentIntentId } = ctx.state.input.body;
    const actor = await actorOf(ctx, trx);
    // People book for themselves; an administrator may book for anyone.
    authorize(actor.superAdmin || userId === actor.user.id);
    const found = await WorkshopSchedule.acrossTenants(trx).findById(workshopScheduleId);
    // A schedule the caller may not reach (the visibility rule) answers as one that does not exist.
    if (!found || !(await mayReachSchedule(trx, found, actor)))
      throw validationFailed({ workshopScheduleId: ['The selected workshop schedule is invalid.'] });
    const bookedWorkshop = await Workshop.forTenant(found.tenantId, trx).findById(found.workshopId);
    if (bookedWorkshop) assertSeatsPerBooking(bookedWorkshop, seats);
    const key = { tenantId: found.tenantId, workshopScheduleId: found.id, userId };
    const { id, created } = await bookOnce(trx, key, { seats, notes, address, meta }, async (savepoint) => {
      const { schedule, workshop } = await reserveCapacity(savepoint, found.tenantId, found.id, seats);
      const inserted = await Booking.forTenant(schedule.tenantId, savepoint).insert({
        workshopScheduleId: schedule.id,
        userId,
        seats,
        status: 'PENDING',
        holdExpiresAt: newHoldExpiry(),
        priceMinor: workshop.priceMinor,
        currency: workshop.currency,
        notes: notes ?? null,
        address,
        meta: meta ?? {},
      });
      return inserted.id;
    });
    // A second attempt changed the person's unpaid booking: nothing new was made.
    if (!created) ctx.status = 200;
    const { booking } = await findBooking(ctx, trx, id);
    if (paymentIntentId) await linkQuoteIntent(trx, paymentContextOf(ctx), booking, paymentIntentId);
    return present(booking, presentBooking);
  },
});
