import {
  type AdminBookingResource,
  type BookingSeatResource,
  type DisputeResource,
  formatMinorUnits,
  type MoneyMovement,
  type SeatLedgerRow,
  seatHolderOf,
} from '@exceed/contract';
import {
  Button,
  Card,
  formatDateTime,
  formatEnum,
  formatMoney,
  LoadError,
  Skeleton,
  StatusBadge,
  Table,
} from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DisputeBadge } from '../../lib/dispute-badge.tsx';
import { useAdminBooking } from './bookings-api.ts';
import { LedgerCheck } from './ledger-check.tsx';
import { RefundDialog, refundable } from './refund-dialog.tsx';

/** /admin/bookings/:id: a booking with its seats, payments, refunds and seat ledger; refund it; check its ledger. */
export default function BookingPage() {
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);
  const data = booking.data?.data;
  usePageTitle('Booking');

  return (
    <section aria-labelledby="booking-title" className="admin-page">
      <Link className="admin-back" to="/admin/bookings">
        Back to bookings
      </Link>
      {booking.error ? (
        <>
          <h1 id="booking-title">Booking</h1>
          <LoadError what="the booking" retry={() => booking.mutate()} />
        </>
      ) : !data ? (
        <div role="status" aria-label="Loading the booking">
          <Skeleton style={{ height: '10rem' }} />
        </div>
      ) : (
        <BookingDetails details={data} />
      )}
    </section>
  );
}

function BookingDetails({ details }: { details: AdminBookingResource }) {
  const [refunding, setRefunding] = useState(false);
  const { booking } = details;
  const openDispute = details.disputes.find((dispute) => !dispute.closedAt);
  const money = (amount: number) => formatMoney(amount, booking.currency);
  return (
    <>
      <header className="admin-page__header">
        <h1 id="booking-title">{booking.workshopSchedule?.workshop.title ?? 'Booking'}</h1>
        {refundable(booking) > 0 && !openDispute ? (
          <Button onClick={() => setRefunding(true)}>Refund</Button>
        ) : null}
      </header>
      <Card>
        <Card.Content>
          <dl className="admin-meta">
            <div>
              <dt>Booking id</dt>
              <dd className="admin-code">{booking.id}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={booking.status} />
              </dd>
            </div>
            {details.disputes.some((dispute) => !dispute.closedAt) ? (
              <div>
                <dt>Dispute</dt>
                <dd>
                  <DisputeBadge
                    status={details.disputes.find((dispute) => !dispute.closedAt)?.status ?? ''}
                  />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Booker</dt>
              <dd>
                {booking.user ? (
                  <Link to={`/admin/users/${booking.user.id}`}>{booking.user.email}</Link>
                ) : (
                  '—'
                )}
              </dd>
            </div>
            <div>
              <dt>Session</dt>
              <dd>
                {booking.workshopSchedule
                  ? formatDateTime(booking.workshopSchedule.startDate, booking.workshopSchedule.timezone)
                  : '—'}
              </dd>
            </div>
            <div>
              <dt>Schedule id</dt>
              <dd className="admin-code">{booking.workshopScheduleId}</dd>
            </div>
            <div>
              <dt>Seats</dt>
              <dd>{booking.seats}</dd>
            </div>
            <div>
              <dt>Due</dt>
              <dd>{money(booking.amountDue)}</dd>
            </div>
            <div>
              <dt>Paid</dt>
              <dd>{money(booking.amountPaid)}</dd>
            </div>
            <div>
              <dt>Refunded</dt>
              <dd>{money(booking.amountRefunded)}</dd>
            </div>
          </dl>
        </Card.Content>
      </Card>
      <SeatsTable seats={details.seats} />
      <MoneyTable id="payments" title="Payments" rows={details.payments} empty="No payments" />
      <MoneyTable id="refunds" title="Refunds" rows={details.refunds} empty="No refunds" />
      <MoneyTable
        id="payouts"
        title="Payouts and disputes"
        rows={details.payouts}
        empty="Nothing paid out or disputed"
      />
      <DisputesTable disputes={details.disputes} />
      <LedgerTable rows={details.seatLedger} />
      <LedgerCheck scheduleId={booking.workshopScheduleId} />
      <RefundDialog booking={booking} open={refunding} onOpenChange={setRefunding} />
    </>
  );
}

function SeatsTable({ seats }: { seats: BookingSeatResource[] }) {
  return (
    <section aria-labelledby="seats-title" className="admin-section">
      <h2 id="seats-title">Seats</h2>
      <Table<BookingSeatResource>
        aria-labelledby="seats-title"
        rows={seats}
        getRowId={(row) => row.id}
        emptyText="No seats given out"
        columns={[
          { id: 'attendee', header: 'Attendee', cell: (row) => seatHolderOf(row) },
          { id: 'status', header: 'Invitation', cell: (row) => <StatusBadge status={row.status} /> },
          { id: 'attended', header: 'Attended', cell: (row) => (row.attended ? 'Yes' : 'No') },
        ]}
      />
    </section>
  );
}

function MoneyTable({
  id,
  title,
  rows,
  empty,
}: {
  id: string;
  title: string;
  rows: MoneyMovement[];
  empty: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="admin-section">
      <h2 id={`${id}-title`}>{title}</h2>
      <Table<MoneyMovement>
        aria-labelledby={`${id}-title`}
        rows={rows}
        getRowId={(row) => row.id}
        emptyText={empty}
        columns={[
          { id: 'when', header: 'When', cell: (row) => formatDateTime(row.createdAt) },
          { id: 'kind', header: 'Kind', cell: (row) => formatEnum(row.kind) },
          {
            id: 'reference',
            header: 'Reference',
            cell: (row) => <span className="admin-code">{row.reference}</span>,
          },
          {
            id: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => formatMinorUnits(row.gross, row.currency),
          },
          {
            id: 'fee',
            header: 'Platform fee',
            align: 'end',
            cell: (row) => formatMinorUnits(row.fee, row.currency),
          },
          {
            id: 'payout',
            header: 'Coach payout',
            align: 'end',
            cell: (row) => formatMinorUnits(row.payout, row.currency),
          },
        ]}
      />
    </section>
  );
}

/** The booking's charge disputed by its cardholder: Stripe's status, and by when evidence is due. */
function DisputesTable({ disputes }: { disputes: DisputeResource[] }) {
  if (disputes.length === 0) return null;
  return (
    <section aria-labelledby="disputes-title" className="admin-section">
      <h2 id="disputes-title">Disputes</h2>
      <Table<DisputeResource>
        aria-labelledby="disputes-title"
        rows={disputes}
        getRowId={(row) => row.id}
        emptyText="No disputes"
        columns={[
          { id: 'opened', header: 'Opened', cell: (row) => formatDateTime(row.createdAt) },
          { id: 'reason', header: 'Reason', cell: (row) => formatEnum(row.reason) },
          {
            id: 'amount',
            header: 'Amount',
            align: 'end',
            cell: (row) => formatMinorUnits(row.amount, row.currency),
          },
          { id: 'status', header: 'Status', cell: (row) => <DisputeBadge status={row.status} /> },
          { id: 'due', header: 'Evidence due', cell: (row) => formatDateTime(row.evidenceDueBy) },
          { id: 'closed', header: 'Closed', cell: (row) => formatDateTime(row.closedAt) },
        ]}
      />
    </section>
  );
}

function LedgerTable({ rows }: { rows: SeatLedgerRow[] }) {
  return (
    <section aria-labelledby="ledger-title" className="admin-section">
      <h2 id="ledger-title">Seat ledger of the schedule</h2>
      <Table<SeatLedgerRow>
        aria-labelledby="ledger-title"
        rows={rows}
        getRowId={(row) => row.id}
        emptyText="No seat ledger rows"
        paginated
        columns={[
          { id: 'when', header: 'When', cell: (row) => formatDateTime(row.createdAt) },
          { id: 'kind', header: 'Kind', cell: (row) => formatEnum(row.kind) },
          { id: 'seats', header: 'Seats', align: 'end', cell: (row) => row.seats },
          {
            id: 'booking',
            header: 'Booking',
            cell: (row) => <span className="admin-code">{row.bookingId ?? '—'}</span>,
          },
        ]}
      />
    </section>
  );
}
