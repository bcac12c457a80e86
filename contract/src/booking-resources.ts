import type { BookingStatus } from './booking.ts';

/**
 * The statuses in which a booking's booker and attendees read the booked workshop's resources: once it is
 * paid or held (CONFIRMED) and after the session (COMPLETED, NO_SHOW); not while it is a hold (PENDING)
 * nor once it is CANCELLED. The coach and a super-admin read them whatever the status.
 */
export const RESOURCES_OPEN_STATUSES: readonly BookingStatus[] = ['CONFIRMED', 'COMPLETED', 'NO_SHOW'];

/** Whether a booking in `status` opens the workshop's resources to its booker and attendees. */
export const resourcesOpenFor = (status: BookingStatus): boolean => RESOURCES_OPEN_STATUSES.includes(status);

/** Why a booker or attendee cannot read the resources yet (403), by the booking's status. */
export const resourcesClosedMessage = (status: BookingStatus): string =>
  status === 'CANCELLED'
    ? 'Resources are not available for a cancelled booking.'
    : 'Resources open once the booking is confirmed.';

/** Where the uploaded file of a resource is downloaded by a booking's parties. */
export const bookingResourceFilePath = (bookingId: string, resourceId: string): string =>
  `/v1/bookings/${bookingId}/resources/${resourceId}/file`;
