import { ApiError } from '@exceed/session';
import { createSeat, sendSeatInvitation } from './booking-api.ts';

/** Gives one seat to `email` and mails the invitation; the seat's messages come back under its row. */
export async function inviteToSeat(bookingId: string, email: string): Promise<string[] | undefined> {
  try {
    const seat = await createSeat({ bookingId, email });
    await sendSeatInvitation(seat.data.id);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) {
      const messages = Object.values(error.errors).flat();
      return messages.length > 0 ? messages : [error.message];
    }
    throw error;
  }
}
