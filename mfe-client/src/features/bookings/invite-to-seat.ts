import { api, type RequestOptions } from '@exceed/session';

/**
 * Gives a seat of the booking to an address (POST /v1/booking-seats) and mails the invitation
 * (POST …/send-invitation): the one path of every invitation the client sends, alone or for a group.
 * `options` go to both calls (a group's run says its failures itself: `notify: false`).
 */
export async function inviteToSeat(
  bookingId: string,
  email: string,
  options?: Pick<RequestOptions, 'notify'>,
): Promise<void> {
  const seat = await api.post<{ data: { id: string } }>('/booking-seats', { bookingId, email }, options);
  await api.post(`/booking-seats/${seat.data.id}/send-invitation`, undefined, options);
}
