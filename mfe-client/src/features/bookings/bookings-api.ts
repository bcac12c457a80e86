import type {
  BookingResource,
  BookingSeatResource,
  CancellationQuoteResource,
  CancelSeatsInput,
  CreateBookingSeatInput,
  One,
  Page,
  TransferBookingSeatInput,
} from '@exceed/contract';
import { api, type RequestOptions, useApi, type WriteOptions } from '@exceed/session';
import { bookingInvoicesPath, bookingPath, bookingsPath, myInvoicesPath } from '../../lib/my-bookings-api.ts';

/** Whether a write's failure shows the API client's error toast (a group's run says its failures itself). */
type Notify = Pick<RequestOptions, 'notify'>;

/** The read of seats, by path: a booking's seats and the seats I accepted are answers of it. */
const seatsPath = '/booking-seats';

/** A seat's writes change the seats (their holders, statuses and sent dates), and no booking's figures. */
const changesSeats: WriteOptions = { revalidates: [seatsPath] };

/** GET /v1/booking-seats?bookingId=…: every seat of one booking, whatever its invitation's status. */
export function useBookingSeats(bookingId: string) {
  return useApi<Page<BookingSeatResource>>(seatsPath, { bookingId, perPage: 100 });
}

/**
 * GET /v1/booking-seats?status=ACCEPTED without a booking: the seats I accepted in other people's
 * bookings, each with its `session`, since those bookings are their bookers' and not mine to read.
 */
export function useAcceptedSeats() {
  return useApi<Page<BookingSeatResource>>(seatsPath, { status: 'ACCEPTED', perPage: 100 });
}

/** POST /v1/booking-seats/{id}/send-invitation: mails the seat's invitation link (again), dating it. */
export function sendSeatInvitation(seatId: string, options?: Notify) {
  return api.post(`${seatsPath}/${seatId}/send-invitation`, undefined, { ...options, ...changesSeats });
}

/**
 * Gives a seat of the booking to an address (POST /v1/booking-seats) and mails the invitation
 * (sendSeatInvitation): the one path of every invitation the client sends, alone or for a group.
 * `options` go to both calls.
 */
export async function inviteToSeat(bookingId: string, email: string, options?: Notify): Promise<void> {
  const body: CreateBookingSeatInput = { bookingId, email };
  const seat = await api.post<One<BookingSeatResource>>(seatsPath, body, { ...options, ...changesSeats });
  await sendSeatInvitation(seat.data.id, options);
}

/** POST /v1/booking-seats/{id}/transfer: hands the seat on to `email`, who is mailed an invitation. */
export function transferSeat(seatId: string, email: string) {
  const body: TransferBookingSeatInput = { email };
  return api.post<One<BookingSeatResource>>(`${seatsPath}/${seatId}/transfer`, body, changesSeats);
}

/** DELETE /v1/booking-seats/{id}: revokes a seat (soft). */
export function revokeSeat(seatId: string) {
  return api.delete(`${seatsPath}/${seatId}`, changesSeats);
}

/** POST /v1/booking-seats/{id}/restore: undoes revokeSeat. */
export function restoreSeat(seatId: string) {
  return api.post(`${seatsPath}/${seatId}/restore`, undefined, changesSeats);
}

/**
 * GET /v1/bookings/{id}/cancellation-quote?seats=…: what cancelling that many seats gives back now, by
 * the workshop's policy (null seats: no read, the dialog is closed).
 */
export function useCancellationQuote(bookingId: string, seats: number | null) {
  return useApi<One<CancellationQuoteResource>>(
    seats === null ? null : `/bookings/${bookingId}/cancellation-quote`,
    { seats: seats ?? undefined },
  );
}

/**
 * POST /v1/bookings/{id}/cancellations: cancels that many seats (all: the booking). The booking, its
 * seats (those picked go with it), the bookings list and, with a refund's credit note, the invoices
 * change.
 */
export function cancelBookingSeats(bookingId: string, body: CancelSeatsInput) {
  return api.post<One<BookingResource>>(`${bookingPath(bookingId)}/cancellations`, body, {
    revalidates: [
      bookingsPath,
      bookingPath(bookingId),
      seatsPath,
      bookingInvoicesPath(bookingId),
      myInvoicesPath,
    ],
  });
}
