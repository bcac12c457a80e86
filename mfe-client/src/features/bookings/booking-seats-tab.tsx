import {
  type BookingResource,
  type BookingSeatResource,
  seatHolderOf,
  seatPaymentOf,
} from '@exceed/contract';
import {
  Button,
  Card,
  Dialog,
  formatDateTime,
  formatDay,
  formatMoney,
  LoadError,
  StatusBadge,
  Table,
  type TableColumn,
  toast,
  VisuallyHidden,
} from '@exceed/design-system';
import { api } from '@exceed/session';
import { useState } from 'react';
import { restoreSeat, revokeSeat, sendSeatInvitation, useBookingSeats } from './bookings-api.ts';
import { InviteGroupForm } from './invite-group-form.tsx';
import { InviteSeatForm } from './invite-seat-form.tsx';
import { givenSeats } from './seat-room.ts';
import { TransferSeatDialog } from './transfer-seat-dialog.tsx';

/** Who has paid for their seat, when each person pays for their own. */
function paymentColumn(booking: BookingResource): TableColumn<BookingSeatResource> {
  return {
    id: 'payment',
    header: 'Payment',
    cell: (seat) => {
      const payment = seatPaymentOf(booking, seat);
      return payment ? <StatusBadge status={payment} /> : null;
    },
  };
}

/**
 * The seats tab: who has a seat, their invitation's state, and inviting, resending, handing on and
 * revoking, each offered as the API's `abilities` of the booking and of each seat say.
 */
export function BookingSeatsTab({ booking }: { booking: BookingResource }) {
  const seats = useBookingSeats(booking.id);
  const open = booking.abilities.invite;
  const rows = seats.data?.data ?? [];
  const given = givenSeats(rows);
  const columns: TableColumn<BookingSeatResource>[] = [
    { id: 'who', header: 'Person', cell: (seat) => seatHolderOf(seat) },
    { id: 'status', header: 'Invitation', cell: (seat) => <StatusBadge status={seat.status} /> },
    ...(booking.inviteesPay ? [paymentColumn(booking)] : []),
    {
      id: 'sent',
      header: 'Sent',
      cell: (seat) => (seat.invitationSentAt ? formatDay(seat.invitationSentAt) : 'Not sent'),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (seat) => <SeatActions seat={seat} />,
    },
  ];
  return (
    <>
      {open ? (
        <Card asChild>
          <section aria-labelledby="invite-title">
            <Card.Header>
              <Card.Title as="h2" id="invite-title">
                Invite someone
              </Card.Title>
              <Card.Description>
                {given} of {booking.seats} {booking.seats === 1 ? 'seat' : 'seats'} given.{' '}
                {booking.inviteesPay
                  ? `Each person gets an email with a link to pay ${formatMoney(booking.price, booking.currency)} for their seat${booking.inviteeHoldExpiresAt ? ` by ${formatDateTime(booking.inviteeHoldExpiresAt)}` : ''}; a seat not paid for by then is released.`
                  : 'Each person gets an email with a link to accept their seat.'}
              </Card.Description>
            </Card.Header>
            <Card.Content>
              <InviteSeatForm bookingId={booking.id} />
            </Card.Content>
          </section>
        </Card>
      ) : null}
      {open && seats.data ? (
        <Card asChild>
          <section aria-labelledby="invite-group-title">
            <Card.Header>
              <Card.Title as="h2" id="invite-group-title">
                Invite a group
              </Card.Title>
              <Card.Description>
                The free seats go to the group's people in its order; anyone already in this booking is
                skipped.
              </Card.Description>
            </Card.Header>
            <Card.Content>
              <InviteGroupForm booking={booking} seats={rows} />
            </Card.Content>
          </section>
        </Card>
      ) : null}
      <section aria-labelledby="seats-title" className="client-section">
        <h2 id="seats-title">Seats</h2>
        {seats.error ? (
          <LoadError error={seats.error} retry={() => seats.mutate()} what="the seats" />
        ) : (
          <Table
            aria-labelledby="seats-title"
            columns={columns}
            rows={rows}
            getRowId={(seat) => seat.id}
            loading={!seats.data}
            emptyText="No one has been invited yet."
            paginated
          />
        )}
      </section>
    </>
  );
}

/** What can be done with one seat: each button exactly when the seat's abilities grant it. */
function SeatActions({ seat }: { seat: BookingSeatResource }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'resend' | 'revoke' | null>(null);
  const who = seatHolderOf(seat);
  const resend = async () => {
    setBusy('resend');
    try {
      await sendSeatInvitation(seat.id);
      toast({ title: 'Invitation sent', description: `We emailed ${who} a new link.`, variant: 'success' });
    } catch (error) {
      api.notifyFailure('The invitation was not sent', error);
    } finally {
      setBusy(null);
    }
  };
  const revoke = async () => {
    setBusy('revoke');
    try {
      await revokeSeat(seat.id);
      setConfirming(false);
      toast({
        title: 'Seat revoked',
        description: `${who} no longer has a seat.`,
        variant: 'success',
        action: {
          label: 'Undo',
          altText: 'Invite them again from the seats tab',
          onClick: () => {
            void restoreSeat(seat.id)
              .then(() => toast({ title: 'Seat restored', variant: 'success' }))
              .catch((error: unknown) => api.notifyFailure('The seat could not be restored', error));
          },
        },
      });
    } catch (error) {
      api.notifyFailure('The seat was not revoked', error);
    } finally {
      setBusy(null);
    }
  };
  const { abilities } = seat;
  if (!abilities.resend && !abilities.transfer && !abilities.revoke) return null;
  return (
    <div className="client-actions booking-seat-actions">
      {abilities.resend ? (
        <Button size="sm" variant="outline" loading={busy === 'resend'} onClick={() => void resend()}>
          Resend<VisuallyHidden> invitation to {who}</VisuallyHidden>
        </Button>
      ) : null}
      {abilities.transfer ? <TransferSeatDialog seatId={seat.id} holder={who} /> : null}
      {abilities.revoke ? (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          size="sm"
          title="Revoke this seat?"
          description={`${who} loses their seat and their invitation link stops working.`}
          trigger={
            <Button size="sm" variant="ghost">
              Revoke<VisuallyHidden> seat of {who}</VisuallyHidden>
            </Button>
          }
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Keep seat
              </Button>
              <Button variant="destructive" loading={busy === 'revoke'} onClick={() => void revoke()}>
                Revoke seat
              </Button>
            </>
          }
        />
      ) : null}
    </div>
  );
}
