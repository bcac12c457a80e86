import { validationFailed } from '../../errors.ts';

/** Message of a workshop whose capacity is below its minimum. */
const MAX_SEATS_MESSAGE = 'Max seats must be at least min seats.';

/**
 * maxSeats >= minSeats, checked here (on the merged record of an update) so the client gets the message on
 * maxSeats rather than the check constraint's generic one.
 */
export function assertCapacityRange(minSeats: number, maxSeats: number): void {
  if (maxSeats < minSeats) throw validationFailed({ maxSeats: [MAX_SEATS_MESSAGE] });
}
