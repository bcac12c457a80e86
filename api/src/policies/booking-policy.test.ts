import { BOOKING_STATUSES, type BookingStatus } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { bookingPolicy, type ResourceAccess, type ResourceParties } from './booking-policy.ts';

const nobody: ResourceParties = { booker: false, coach: false, admin: false, attendee: false };

/** Who reads a booking's resources, by the part they play and the booking's status. */
const table: Array<[keyof ResourceParties | 'nobody', Record<BookingStatus, ResourceAccess>]> = [
  ['coach', { PENDING: 'all', CONFIRMED: 'all', COMPLETED: 'all', NO_SHOW: 'all', CANCELLED: 'all' }],
  ['admin', { PENDING: 'all', CONFIRMED: 'all', COMPLETED: 'all', NO_SHOW: 'all', CANCELLED: 'all' }],
  [
    'booker',
    {
      PENDING: 'closed',
      CONFIRMED: 'visible',
      COMPLETED: 'visible',
      NO_SHOW: 'visible',
      CANCELLED: 'closed',
    },
  ],
  [
    'attendee',
    {
      PENDING: 'closed',
      CONFIRMED: 'visible',
      COMPLETED: 'visible',
      NO_SHOW: 'visible',
      CANCELLED: 'closed',
    },
  ],
  ['nobody', { PENDING: 'none', CONFIRMED: 'none', COMPLETED: 'none', NO_SHOW: 'none', CANCELLED: 'none' }],
];

describe('bookingPolicy.viewResources', () => {
  for (const [part, byStatus] of table) {
    for (const status of BOOKING_STATUSES) {
      it(`gives ${part} "${byStatus[status]}" on a ${status} booking`, () => {
        const parties = part === 'nobody' ? nobody : { ...nobody, [part]: true };
        expect(bookingPolicy.viewResources(parties, status)).toBe(byStatus[status]);
      });
    }
  }
});
