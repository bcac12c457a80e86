import type { BookingResource } from '@exceed/api/contract';
import { describe, expect, it } from 'vitest';
import { groupByWorkshop } from './my-workshops.ts';

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
    expect(Date.parse(a?.nextStart ?? '')).toBeGreaterThan(Date.now() + 19 * DAY);
    expect(a?.pastSessions).toBe(1);
    expect(groups.find((group) => group.id === 'c')).toMatchObject({ nextStart: null, pastSessions: 1 });
  });
});
