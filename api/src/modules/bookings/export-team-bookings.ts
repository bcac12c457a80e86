import { authenticate } from '../../auth/authenticate.ts';
import { withBookingGraph } from '../../bookings/booking-graph.ts';
import { coachedSchedules } from '../../bookings/coached-schedules.ts';
import { pagesById } from '../../db/pages-by-id.ts';
import { sendCsv } from '../../http/csv-response.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { actorOf } from '../../policies/actor.ts';
import { bookingColumns } from '../../presenters/booking-csv-columns.ts';

/**
 * GET /v1/t/bookings.csv: the bookings GET /v1/bookings?view=team lists, every one of them as a CSV row:
 * those of the X-Team team's schedules the caller coaches (a super-admin: all of the team's); anyone who
 * is no coach of the team: 403.
 */
export const exportTeamBookings = defineRoute({
  method: 'get',
  path: '/t/bookings.csv',
  summary: 'Export the bookings of my schedules in a team (CSV)',
  tags: ['Bookings'],
  before: [authenticate()],
  responses: { 200: null },
  errors: [401, 403],
  // No transaction: the rows stream after the handler (sendCsv).
  handler: async (ctx) => {
    const { knex } = ctx;
    const { tenantId, scheduleIds } = await coachedSchedules(ctx, knex, await actorOf(ctx, knex));
    const bookings = pagesById<Booking>(() => {
      const query = withBookingGraph(Booking.forTenant(tenantId, knex));
      return scheduleIds ? query.whereIn('workshopScheduleId', scheduleIds) : query;
    });
    sendCsv(ctx, `bookings-${new Date().toISOString().slice(0, 10)}.csv`, bookingColumns, bookings);
    return undefined;
  },
});
