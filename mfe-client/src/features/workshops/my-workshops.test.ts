import type { BookingResource } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { groupByWorkshop, resourcesBookingOf } from './my-workshops.ts';

const DAY = 86_400_000;

function booking(id: string, workshop: string, inDays: number, status: BookingResource['status']) {
  return {
    id,
    status,
    seats: 1,
    workshopSchedule: {
      id: `schedule-${id}`,
      startDate: new Date(Date.now() + inDays * DAY).toISOString(),
      workshop: { id: workshop, title: `Workshop ${workshop}` },
    },
  } as unknown as BookingResource;
}

describe('groupByWorkshop', () => {
  it('groups my bookings by workshop, soonest session first, counting sessions already held', () => {
    const groups = groupByWorkshop([
      booking('1', 'a', 20, 'CONFIRMED'),
      booking('2', 'b', 5, 'CONFIRMED'),
      booking('3', 'a', -10, 'COMPLETED'),
      booking('4', 'a', 2, 'CANCELLED'),
      booking('5', 'c', -3, 'COMPLETED'),
    ]);
    expect(groups.map((group) => group.id)).toEqual(['b', 'a', 'c']);
    const a = groups.find((group) => group.id === 'a');
    expect(a?.bookings.map((entry) => entry.id)).toEqual(['1', '3', '4']);
    // The cancelled session in two days is not "next"; the held one counts once.
    expect(Date.parse(a?.next?.startDate ?? '')).toBeGreaterThan(Date.now() + 19 * DAY);
    expect(a?.pastSessions).toBe(1);
    expect(groups.find((group) => group.id === 'c')).toMatchObject({ next: null, pastSessions: 1 });
  });
});

describe('resourcesBookingOf', () => {
  const workshopOf = (...bookings: BookingResource[]) => groupByWorkshop(bookings)[0];

  it('picks the newest booking that opens the resources, over newer holds and cancellations', () => {
    const workshop = workshopOf(
      booking('new-hold', 'a', 9, 'PENDING'),
      booking('cancelled', 'a', 5, 'CANCELLED'),
      booking('paid', 'a', 3, 'CONFIRMED'),
      booking('held', 'a', -3, 'COMPLETED'),
    );
    expect(workshop && resourcesBookingOf(workshop)?.id).toBe('paid');
  });

  it('falls back to the newest hold, then to the newest booking', () => {
    const held = workshopOf(booking('gone', 'a', 9, 'CANCELLED'), booking('hold', 'a', 3, 'PENDING'));
    expect(held && resourcesBookingOf(held)?.id).toBe('hold');
    const gone = workshopOf(booking('newest', 'a', 9, 'CANCELLED'), booking('older', 'a', 3, 'CANCELLED'));
    expect(gone && resourcesBookingOf(gone)?.id).toBe('newest');
  });
});
