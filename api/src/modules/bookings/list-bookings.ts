import { bookingListQuerySchema, bookingSchema, pageEnvelope } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { withBookingGraph } from '../../bookings/booking-graph.ts';
import { coachedSchedules } from '../../bookings/coached-schedules.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Booking } from '../../models/booking.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentBookingFor } from '../../presenters/present-booking.ts';
import { giveMeetingRooms } from '../../workshops/meeting-links.ts';

/**
 * GET /v1/bookings, newest first. `view=mine`: the caller's bookings wherever they booked (DESIGN.md
 * "Tenancy"). `view=team`: the bookings of the X-Team team's schedules the caller runs (a coach: their
 * own schedules; a super-admin: all), for the coach area.
 */
export const listBookings = defineRoute({
  method: 'get',
  path: '/bookings',
  summary: 'List bookings (mine, or of my schedules in a team)',
  tags: ['Bookings'],
  before: [authenticate()],
  request: { query: bookingListQuerySchema },
  responses: { 200: pageEnvelope(bookingSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { page, perPage, view, status, workshopScheduleId } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    let query: Booking['QueryBuilderType'];
    if (view === 'team') {
      const { tenantId, scheduleIds } = await coachedSchedules(ctx, trx, actor);
      query = Booking.forTenant(tenantId, trx);
      if (scheduleIds) query.whereIn('workshopScheduleId', scheduleIds);
    } else {
      query = Booking.acrossTenants(trx).where('userId', actor.user.id);
    }
    if (status) query.where('status', status);
    if (workshopScheduleId) query.where('workshopScheduleId', workshopScheduleId);
    withBookingGraph(query).orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
    const found = await paginate(query, { page, perPage });
    const schedules = found.items.flatMap((booking) =>
      booking.workshopSchedule ? [booking.workshopSchedule] : [],
    );
    await giveMeetingRooms(ctx.state.trx, ctx.config, schedules);
    return presentPage(found, presentBookingFor(actor));
  },
});
