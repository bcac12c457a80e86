import { withBookingGraph } from '../../bookings/booking-graph.ts';
import { pagesById } from '../../db/pages-by-id.ts';
import { type CsvColumn, sendCsv } from '../../http/csv-response.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Booking } from '../../models/booking.ts';
import { bookingColumns } from '../../presenters/booking-csv-columns.ts';
import { adminAccess, tags } from './admin-access.ts';

/** A booking with the name of its team, read in the same query. */
type TeamBooking = Booking & { teamName: string };

const columns: readonly CsvColumn<TeamBooking>[] = [
  { header: 'Team', cell: (booking) => booking.teamName },
  { header: 'Team ID', cell: (booking) => booking.tenantId },
  ...bookingColumns,
];

/** GET /v1/admin/bookings.csv: the bookings of every team (GET /v1/admin/bookings's, all of them) as CSV. */
export const exportAdminBookings = defineRoute({
  method: 'get',
  path: '/admin/bookings.csv',
  summary: 'Export the bookings of every team (CSV)',
  tags,
  before: adminAccess,
  responses: { 200: null },
  errors: [401, 403],
  // No transaction: the rows stream after the handler (sendCsv), 500 at a time.
  handler: async (ctx) => {
    const bookings = pagesById<TeamBooking>(
      () =>
        withBookingGraph(Booking.acrossTenants(ctx.knex))
          .join('tenants', 'tenants.id', 'bookings.tenantId')
          .select('bookings.*', 'tenants.name as teamName'),
      'bookings.id',
    );
    sendCsv(ctx, `bookings-${new Date().toISOString().slice(0, 10)}.csv`, columns, bookings);
    return undefined;
  },
});
