import { pagesById } from '../../db/pages-by-id.ts';
import { type CsvColumn, money, sendCsv } from '../../http/csv-response.ts';
import { defineRoute } from '../../http/define-route.ts';
import { LedgerEntry } from '../../models/ledger-entry.ts';
import { adminAccess, tags } from './admin-access.ts';

/** A ledger row with the name of its team, read in the same query. */
type TeamEntry = LedgerEntry & { teamName: string };

/** Every movement as ledger_entries keeps it: gross = fee + payout, refunds negative, tax part of the gross. */
const columns: readonly CsvColumn<TeamEntry>[] = [
  { header: 'Entry ID', cell: (entry) => entry.id },
  { header: 'Created at (UTC)', cell: (entry) => entry.createdAt },
  { header: 'Team', cell: (entry) => entry.teamName },
  { header: 'Team ID', cell: (entry) => entry.tenantId },
  { header: 'Kind', cell: (entry) => entry.kind },
  { header: 'Booking ID', cell: (entry) => entry.bookingId },
  { header: 'Workshop ID', cell: (entry) => entry.workshopId },
  { header: 'Coach ID', cell: (entry) => entry.coachId },
  { header: 'Payer ID', cell: (entry) => entry.payerId },
  { header: 'Payout ID', cell: (entry) => entry.payoutId },
  { header: 'Reference', cell: (entry) => entry.reference },
  { header: 'Gross', cell: (entry) => money(entry.grossMinor, entry.currency) },
  { header: 'Tax', cell: (entry) => money(entry.taxMinor, entry.currency) },
  { header: 'Platform fee', cell: (entry) => money(entry.feeMinor, entry.currency) },
  { header: 'Payout', cell: (entry) => money(entry.payoutMinor, entry.currency) },
  { header: 'Currency', cell: (entry) => entry.currency },
];

/** GET /v1/admin/ledger.csv: the money ledger of every team, every movement, as CSV. */
export const exportLedger = defineRoute({
  method: 'get',
  path: '/admin/ledger.csv',
  summary: 'Export the money ledger of every team (CSV)',
  tags,
  before: adminAccess,
  responses: { 200: null },
  errors: [401, 403],
  // No transaction: the rows stream after the handler (sendCsv), 500 at a time.
  handler: async (ctx) => {
    const entries = pagesById<TeamEntry>(
      () =>
        LedgerEntry.acrossTenants(ctx.knex)
          .join('tenants', 'tenants.id', 'ledger_entries.tenantId')
          .select('ledger_entries.*', 'tenants.name as teamName'),
      'ledger_entries.id',
    );
    sendCsv(ctx, `ledger-${new Date().toISOString().slice(0, 10)}.csv`, columns, entries);
    return undefined;
  },
});
