import { SEATS_PER_BOOKING_RANGE_MESSAGE } from '@exceed/contract';
import { validationFailed } from '../../errors.ts';

/** Message of a workshop whose capacity is below its minimum. */
const MAX_SEATS_MESSAGE = 'Max seats must be at least min seats.';

/**
 * maxSeats >= minSeats and maxSeatsPerBooking <= maxSeats, checked here (on the merged record of an update) so the client gets the message on
 * field rather than the check constraint's generic one.
 */
export function assertCapacityRange(
  minSeats: number,
  maxSeats: number,
  maxSeatsPerBooking: number | null | undefined,
): void {
  if (maxSeats < minSeats) throw validationFailed({ maxSeats: [MAX_SEATS_MESSAGE] });
  if (maxSeatsPerBooking != null && maxSeatsPerBooking > maxSeats) {
    throw validationFailed({ maxSeatsPerBooking: [SEATS_PER_BOOKING_RANGE_MESSAGE] });
  }
}
