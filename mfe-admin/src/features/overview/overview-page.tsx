import { BOOKING_STATUSES, formatMinorUnits, fromMinorUnits, type OverviewMonth } from '@exceed/contract';
import {
  BarChart,
  Card,
  EmptyState,
  formatEnum,
  formatMoney,
  formatMonth,
  Input,
  LoadError,
  Skeleton,
  Table,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useListParams } from '../../lib/list-params.ts';
import { useOverview } from './overview-api.ts';
import { byCurrency, byMonth, type PeopleMonth } from './overview-figures.ts';

/** The money columns of a month, in the order a reader follows the money: sold, kept, returned, paid on. */
const MONEY = [
  { key: 'sales', label: 'Sales' },
  { key: 'platformFees', label: 'Platform fees' },
  { key: 'refunds', label: 'Refunds' },
  { key: 'payoutsOwed', label: 'Payouts owed' },
  { key: 'payoutsPaid', label: 'Payouts paid' },
] as const satisfies ReadonlyArray<{ key: keyof OverviewMonth; label: string }>;

/** /admin: the marketplace's figures by month (GET /v1/admin/overview), a chart and a table per currency. */
export default function OverviewPage() {
  usePageTitle('Overview');
  const list = useListParams();
  const from = list.get('from');
  const to = list.get('to');
  const overview = useOverview({ from: from || undefined, to: to || undefined });
  const rows = overview.data?.data.months ?? [];

  return (
    <section aria-labelledby="overview-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="overview-title">Overview</h1>
      </header>
      <search className="admin-filters" aria-label="Months shown">
        <Input
          label="From"
          type="month"
          value={from}
          onChange={(event) => list.filter('from', event.target.value)}
        />
        <Input
          label="To"
          type="month"
          value={to}
          onChange={(event) => list.filter('to', event.target.value)}
        />
      </search>
      {overview.error ? (
        <LoadError what="the overview" retry={() => overview.mutate()} />
      ) : !overview.data ? (
        <div role="status" aria-label="Loading the overview" className="admin-section">
          <Skeleton style={{ height: '14rem' }} />
          <Skeleton style={{ height: '10rem' }} />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState title="Nothing in these months" description="No sales, bookings or sign-ups yet." />
      ) : (
        <>
          {byCurrency(rows).map(({ currency, months }) => (
            <MoneySection key={currency} currency={currency} months={months} />
          ))}
          <PeopleSection months={byMonth(rows)} />
        </>
      )}
    </section>
  );
}

function MoneySection({ currency, months }: { currency: string; months: OverviewMonth[] }) {
  const titleId = `money-${currency}`;
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title id={titleId} as="h2">
            Money in {currency}
          </Card.Title>
        </Card.Header>
        <Card.Content className="admin-section">
          <BarChart
            title={`Sales, fees and refunds in ${currency}`}
            hideTitle
            series={MONEY.slice(0, 3).map(({ key, label }) => ({
              name: label,
              data: months.map((row) => ({
                label: formatMonth(row.month),
                value: fromMinorUnits(row[key], currency),
              })),
            }))}
            formatValue={(amount) => formatMoney(amount, currency)}
            labelHeader="Month"
          />
          <Table<OverviewMonth>
            caption={`Money by month in ${currency}`}
            rows={months}
            getRowId={(row) => row.month}
            columns={[
              { id: 'month', header: 'Month', cell: (row) => formatMonth(row.month) },
              ...MONEY.map(({ key, label }) => ({
                id: key,
                header: label,
                align: 'end' as const,
                cell: (row: OverviewMonth) => formatMinorUnits(row[key], currency),
              })),
            ]}
          />
        </Card.Content>
      </section>
    </Card>
  );
}

function PeopleSection({ months }: { months: PeopleMonth[] }) {
  return (
    <Card asChild>
      <section aria-labelledby="people-title">
        <Card.Header>
          <Card.Title id="people-title" as="h2">
            Bookings and sign-ups
          </Card.Title>
        </Card.Header>
        <Card.Content className="admin-section">
          <BarChart
            title="New users and coaches"
            hideTitle
            series={[
              {
                name: 'New users',
                data: months.map((row) => ({ label: formatMonth(row.month), value: row.newUsers })),
              },
              {
                name: 'New coaches',
                data: months.map((row) => ({ label: formatMonth(row.month), value: row.newCoaches })),
              },
            ]}
            labelHeader="Month"
          />
          <Table<PeopleMonth>
            caption="Bookings by status and new people by month"
            rows={months}
            getRowId={(row) => row.month}
            columns={[
              { id: 'month', header: 'Month', cell: (row) => formatMonth(row.month) },
              ...BOOKING_STATUSES.map((status) => ({
                id: status,
                header: formatEnum(status),
                align: 'end' as const,
                cell: (row: PeopleMonth) => row.bookingsByStatus[status] ?? 0,
              })),
              { id: 'newUsers', header: 'New users', align: 'end', cell: (row) => row.newUsers },
              { id: 'newCoaches', header: 'New coaches', align: 'end', cell: (row) => row.newCoaches },
            ]}
          />
        </Card.Content>
      </section>
    </Card>
  );
}
