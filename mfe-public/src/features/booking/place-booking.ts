import type { BookingResource, ErrorBag } from '@exceed/contract';
import { ApiError, type SessionUser } from '@exceed/session';
import { createBooking, updateBooking } from './booking-api.ts';
import type { BookingDraft } from './booking-draft.ts';
import { addressBody } from './booking-form-checks.ts';

/**
 * The PENDING booking for a draft. Asked again, the API changes the person's unpaid booking of the session
 * (seats, address, code, answers) and prices it again, its tax by the address; else it makes one. Seats are held
 * by the server for BOOKING_HOLD_MINUTES while the visitor pays.
 */
export async function placeBooking(
  scheduleId: string,
  draft: BookingDraft,
  user: SessionUser,
): Promise<BookingResource> {
  const created = await createBooking({
    userId: user.id,
    workshopScheduleId: scheduleId,
    seats: draft.seats,
    address: addressBody(draft.address),
    inviteesPay: draft.inviteesPay && draft.seats > 1,
    answers: draft.answers,
    ...(draft.code && { code: draft.code }),
  });
  // Nothing to pay (a free workshop): the booker confirms it.
  if (created.data.amountDue === 0) {
    return (await updateBooking(created.data.id, { status: 'CONFIRMED' })).data;
  }
  return created.data;
}

/**
 * A refused booking as messages on the details form: the API's 422 on its fields; a 409 (the seats were
 * sold meanwhile: "Only 1 seat is left.") on seats; anything else above the form.
 */
export function bookingErrors(error: unknown): ErrorBag {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 409) return { seats: [error.message] };
  const { workshopScheduleId, ...fields } = error.errors;
  const root = workshopScheduleId ?? (Object.keys(fields).length === 0 ? [error.message] : undefined);
  return root ? { ...fields, root } : fields;
}
