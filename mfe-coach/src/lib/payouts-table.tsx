import type { PayoutSummaryResource } from '@exceed/contract';
import { formatMoney, Table } from '@exceed/design-system';

/** Payouts per workshop and currency (GET /v1/payments/payouts): sales, refunds, fees and the payout. */
export function PayoutsTable({
  label,
  rows,
  loading,
  showWorkshop = true,
}: {
  label: string;
  rows: PayoutSummaryResource[];
  loading: boolean;
  showWorkshop?: boolean;
}) {
  return (
    <Table<PayoutSummaryResource>
      aria-label={label}
      rows={rows}
      loading={loading}
      getRowId={(row) => `${row.workshopId}-${row.currency}`}
      emptyText="No payouts yet. They show here once bookings are paid."
      paginated
      columns={[
        ...(showWorkshop
          ? [{ id: 'workshop', header: 'Workshop', cell: (row: PayoutSummaryResource) => row.workshopTitle }]
          : []),
        { id: 'bookings', header: 'Paid bookings', align: 'end', cell: (row) => row.bookings },
        { id: 'gross', header: 'Sales', align: 'end', cell: (row) => formatMoney(row.gross, row.currency) },
        {
          id: 'refunds',
          header: 'Refunds',
          align: 'end',
          cell: (row) => formatMoney(row.refunds, row.currency),
        },
        {
          id: 'fees',
          header: 'Platform fees',
          align: 'end',
          cell: (row) => formatMoney(row.platformFees, row.currency),
        },
        {
          id: 'payout',
          header: 'Payout',
          align: 'end',
          cell: (row) => formatMoney(row.payout, row.currency),
        },
      ]}
    />
  );
}
