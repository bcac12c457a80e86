import { authenticate } from '../../auth/authenticate.ts';
import { type CsvColumn, money, sendCsv } from '../../http/csv-response.ts';
import { defineRoute } from '../../http/define-route.ts';
import type { Payout } from '../../models/payout.ts';
import { type PayoutWithBookings, payoutsOf } from '../../payouts/coach-payouts.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { teamCoach } from './team-coach.ts';

/** One booking a payout paid; a payout that paid none still has its row, with no booking. */
interface PayoutLine {
  payout: Payout;
  line: PayoutWithBookings['bookings'][number] | null;
}

const payoutColumns: readonly CsvColumn<PayoutLine>[] = [
  { header: 'Payout ID', cell: ({ payout }) => payout.id },
  { header: 'Payout status', cell: ({ payout }) => payout.status },
  { header: 'Created at (UTC)', cell: ({ payout }) => payout.createdAt },
  { header: 'Paid at (UTC)', cell: ({ payout }) => payout.paidAt },
  { header: 'Payout amount', cell: ({ payout }) => money(payout.amountMinor, payout.currency) },
  { header: 'Booking ID', cell: ({ line }) => line?.bookingId },
  { header: 'Workshop', cell: ({ line }) => line?.workshopTitle },
  { header: 'Booking amount', cell: ({ payout, line }) => line && money(line.amountMinor, payout.currency) },
  { header: 'Currency', cell: ({ payout }) => payout.currency },
];

/**
 * GET /v1/payments/transfers.csv: the payouts GET /v1/payments/transfers lists (the caller's, as a coach of
 * the X-Team team), one row per booking each paid, newest payout first.
 */
export const exportPayouts = defineRoute({
  method: 'get',
  path: '/payments/transfers.csv',
  summary: "Export the coach's payouts, a row per booking paid (CSV)",
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  responses: { 200: null },
  errors: [401, 403],
  // No transaction: the rows stream after the handler (sendCsv). A coach's payouts are a few a month, so
  // they are read in one go, as the list reads them.
  handler: async (ctx) => {
    const { tenant, actor } = await teamCoach(ctx, ctx.knex);
    const payouts = await payoutsOf(ctx.knex, tenant.id, actor.user.id);
    const lines = payouts.flatMap(({ payout, bookings }): PayoutLine[] =>
      bookings.length === 0 ? [{ payout, line: null }] : bookings.map((line) => ({ payout, line })),
    );
    sendCsv(ctx, `payouts-${tenant.slug}.csv`, payoutColumns, lines);
    return undefined;
  },
});
