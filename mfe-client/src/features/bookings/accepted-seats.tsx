import { type BookingSeatResource, seatPaymentOf } from '@exceed/contract';
import {
  formatDateTime,
  formatEnum,
  LoadError,
  StatusBadge,
  Table,
  type TableColumn,
} from '@exceed/design-system';
import { Link } from 'react-router';
import { CheckInPass } from '../../lib/check-in-pass.tsx';
import { certificatePdfHref } from '../../lib/my-bookings-api.ts';
import { useAcceptedSeats } from './bookings-api.ts';
import { TransferSeatDialog } from './transfer-seat-dialog.tsx';

const columns: TableColumn<BookingSeatResource>[] = [
  {
    id: 'workshop',
    header: 'Workshop',
    cell: (seat) => seat.session?.workshop.title,
  },
  {
    id: 'date',
    header: 'Date',
    cell: (seat) => formatDateTime(seat.session?.schedule.startDate, seat.session?.schedule.timezone),
  },
  {
    id: 'format',
    header: 'Format',
    cell: (seat) => (seat.session ? formatEnum(seat.session.schedule.mode) : ''),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (seat) => (seat.session ? <StatusBadge status={seat.session.booking.status} /> : null),
  },
  {
    id: 'payment',
    header: 'Your payment',
    // Only where each person pays for their own seat; the invitation's mailed link is where to pay.
    cell: (seat) => {
      const payment = seat.session ? seatPaymentOf(seat.session.booking, seat) : null;
      return payment ? <StatusBadge status={payment} /> : '—';
    },
  },
  {
    id: 'pass',
    header: 'Check-in pass',
    cell: (seat) =>
      seat.checkInCode ? (
        <details className="client-pass-details">
          <summary>Show the pass</summary>
          <CheckInPass code={seat.checkInCode} size={160} />
          <Link to={`/b/seats/${seat.id}/pass`}>Open the pass full screen</Link>
        </details>
      ) : (
        '—'
      ),
  },
  {
    id: 'certificate',
    header: 'Certificate',
    cell: (seat) =>
      seat.certificateCode ? (
        <span className="client-seat-certificate">
          <a href={certificatePdfHref(seat.certificateCode)} download="certificate.pdf">
            Download (PDF)
          </a>
          <Link to={`/certificates/${seat.certificateCode}`}>Its public page</Link>
        </span>
      ) : (
        '—'
      ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: (seat) => (seat.abilities.transfer ? <TransferSeatDialog seatId={seat.id} /> : null),
  },
];

/**
 * The seats I accepted in other people's bookings (an invitation's link): the sessions I go to on
 * someone else's booking. Their bookings, seats and payments stay their bookers', so a row opens
 * nothing. Shown only once there is one.
 */
export function AcceptedSeats() {
  const { data, error, mutate } = useAcceptedSeats();
  const seats = data?.data ?? [];
  if (!error && seats.length === 0) return null;
  return (
    <section aria-labelledby="accepted-seats-title" className="client-section">
      <h2 id="accepted-seats-title">Seats you accepted</h2>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="the seats you accepted" />
      ) : (
        <>
          <p className="client-muted">Sessions others booked and invited you to.</p>
          <Table
            aria-labelledby="accepted-seats-title"
            columns={
              // Most seats have no certificate (yet): the column shows once one does.
              seats.some((seat) => seat.certificateCode)
                ? columns
                : columns.filter((column) => column.id !== 'certificate')
            }
            rows={seats}
            getRowId={(seat) => seat.id}
            paginated
          />
        </>
      )}
    </section>
  );
}
