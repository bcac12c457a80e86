import type { ErrorBag } from '@exceed/contract';
import {
  bodyCheck,
  bookingDetailsSchema,
  claimWaitlistOfferSchema,
  createBookingSeatSchema,
  seatsLeftMessage,
  seatsPerBookingMessage,
  waitlistSeatsSchema,
} from '@exceed/contract';
import type { BookingDraft } from './booking-draft.ts';

const checkDetails = bodyCheck(bookingDetailsSchema);

const checkSeat = bodyCheck(createBookingSeatSchema);

const checkClaim = bodyCheck(claimWaitlistOfferSchema);

const checkSeatCount = bodyCheck(waitlistSeatsSchema);

/** The address as the API takes it: fields left blank are left out, so they read "… is required". */
export function addressBody(address: BookingDraft['address']) {
  return Object.fromEntries(
    Object.entries(address)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as Partial<BookingDraft['address']>;
}

/**
 * The seats and address checked by the contract's booking rules, never more seats than one booking may
 * take (the workshop's maxSeatsPerBooking) nor than are left.
 */
export function checkBookingDetails(draft: BookingDraft, seatsLeft: number, mostSeats: number): ErrorBag {
  const errors = checkDetails({ seats: draft.seats, address: addressBody(draft.address) });
  if (!errors.seats && draft.seats > seatsLeft) errors.seats = [seatsLeftMessage(seatsLeft)];
  if (!errors.seats && draft.seats > mostSeats) errors.seats = [seatsPerBookingMessage(mostSeats)];
  return errors;
}

/** Each filled row of the invitations form checked as the seat route checks it, its messages under that row. */
export function checkInvites(bookingId: string, emails: string[]): ErrorBag {
  const errors: ErrorBag = {};
  emails.forEach((email, index) => {
    if (!email.trim()) return;
    const message = checkSeat({ bookingId, email: email.trim() }).email;
    if (message) errors[`emails.${index}`] = message;
  });
  return errors;
}

/** The seats asked of a waitlist, checked as joining checks them: a count, at most one booking's. */
export function checkWaitlistSeats(seats: number, mostSeats: number): ErrorBag {
  const errors = checkSeatCount({ seats });
  if (!errors.seats && seats > mostSeats) errors.seats = [seatsPerBookingMessage(mostSeats)];
  return errors;
}

/** The address of a waitlist offer's claim, checked by the claim route's rules. */
export function checkClaimAddress(address: BookingDraft['address']): ErrorBag {
  return checkClaim({ address: addressBody(address) });
}
