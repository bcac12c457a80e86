import type { PayoutResource } from '@exceed/contract';
import { formatDay, formatMoney, StatusBadge, Table } from '@exceed/design-system';
import { DownloadLink } from '../../lib/download-link.tsx';
import { payoutStatementPath } from '../../lib/payouts-api.ts';

/** A payout's bookings by workshop: "Agents in production × 2 ($90.00)". */
function byWorkshop(payout: PayoutResource): string {
  const groups = new Map<string, { count: number; amount: number }>();
  for (const line of payout.bookings) {
    const group = groups.get(line.workshopTitle) ?? { count: 0, amount: 0 };
    groups.set(line.workshopTitle, { count: group.count + 1, amount: group.amount + line.amount });
  }
  return [...groups]
    .map(
      ([title, { count, amount }]) =>
        `${title}${count > 1 ? ` × ${count}` : ''} (${formatMoney(amount, payout.currency)})`,
    )
    .join(', ');
}

/** The coach's payouts, newest first: when, how much, the bookings each paid, and its PDF statement. */
export function PaidPayoutsTable({ rows, loading }: { rows: PayoutResource[]; loading: boolean }) {
  return (
    <Table<PayoutResource>
      aria-label="Payouts made"
      rows={rows}
      loading={loading}
      getRowId={(row) => row.id}
      emptyText="No payouts made yet."
      paginated
      columns={[
        { id: 'date', header: 'Date', cell: (row) => formatDay(row.paidAt ?? row.createdAt) },
        {
          id: 'amount',
          header: 'Amount',
          align: 'end',
          cell: (row) => formatMoney(row.amount, row.currency),
        },
        {
          id: 'status',
          header: 'Status',
          cell: (row) => <StatusBadge status={row.status} />,
        },
        {
          id: 'bookings',
          header: 'Bookings',
          cell: byWorkshop,
        },
        {
          id: 'statement',
          header: 'Statement',
          cell: (row) => (
            <DownloadLink
              path={payoutStatementPath(row.id)}
              fileName={`payout-${row.createdAt.slice(0, 10)}.pdf`}
            >
              PDF
            </DownloadLink>
          ),
        },
      ]}
    />
  );
}
