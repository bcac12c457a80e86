import { type AdminDisputeResource, DISPUTE_STATES, formatMinorUnits } from '@exceed/contract';
import { formatDateTime, formatDay, formatEnum, LoadError, Select, Table } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { DisputeBadge } from '../../lib/dispute-badge.tsx';
import { useListParams } from '../../lib/list-params.ts';
import { useAdminDisputes } from './disputes-api.ts';

type State = (typeof DISPUTE_STATES)[number];

const STATE_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'Any' },
];

/** A person of a dispute: their name, their email beneath it. */
function Person({ person }: { person: AdminDisputeResource['payer'] }) {
  return (
    <>
      {person.name}
      {person.email ? <span className="admin-muted">{person.email}</span> : null}
    </>
  );
}

/**
 * /admin/disputes: cardholders' disputes of booking payments, newest first; open ones unless another
 * choice is made, since those must be answered at Stripe before their evidence is due.
 */
export default function DisputesPage() {
  usePageTitle('Disputes');
  const list = useListParams();
  const chosen = list.get('state') || 'open';
  const state = (DISPUTE_STATES as readonly string[]).includes(chosen) ? (chosen as State) : undefined;
  const disputes = useAdminDisputes({ ...(state ? { state } : {}), page: list.page });

  return (
    <section aria-labelledby="disputes-title" className="admin-page">
      <header className="admin-page__header">
        <h1 id="disputes-title">Disputes</h1>
      </header>
      <p className="admin-muted">
        A client disputed a card payment with their bank. Answer open disputes in the Stripe dashboard before
        their evidence is due; meanwhile the coach's share is held.
      </p>
      <search className="admin-filters">
        <Select
          label="State"
          options={STATE_OPTIONS}
          value={chosen}
          onChange={(value) => list.filter('state', value === 'open' ? '' : value)}
        />
      </search>
      {disputes.error ? (
        <LoadError what="the disputes" retry={() => disputes.mutate()} />
      ) : (
        <Table<AdminDisputeResource>
          aria-labelledby="disputes-title"
          rows={disputes.data?.data ?? []}
          loading={!disputes.data}
          getRowId={(row) => row.id}
          emptyText={state === 'open' ? 'No dispute is open' : 'No disputes'}
          paginated
          pageCount={disputes.data?.meta.lastPage ?? 1}
          pageIndex={list.page - 1}
          onPageChange={(index) => list.change({ page: index + 1 })}
          columns={[
            {
              id: 'booking',
              header: 'Booking',
              cell: (row) => (
                <>
                  <Link to={`/admin/bookings/${row.bookingId}`}>{row.workshopTitle}</Link>
                  <span className="admin-muted">Session of {formatDay(row.sessionStart)}</span>
                </>
              ),
            },
            { id: 'client', header: 'Client', cell: (row) => <Person person={row.payer} /> },
            { id: 'coach', header: 'Coach', cell: (row) => <Person person={row.coach} /> },
            {
              id: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (row) => formatMinorUnits(row.amount, row.currency),
            },
            {
              id: 'status',
              header: 'Status',
              cell: (row) => (
                <>
                  <DisputeBadge status={row.status} />
                  <span className="admin-muted">{formatEnum(row.reason)}</span>
                </>
              ),
            },
            {
              id: 'due',
              header: 'Evidence due',
              cell: (row) => (
                <>
                  {row.closedAt ? `Closed ${formatDay(row.closedAt)}` : formatDateTime(row.evidenceDueBy)}
                  <span className="admin-muted">Opened {formatDay(row.createdAt)}</span>
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
