import { describe, expect, it } from 'vitest';
import { canMoveScheduleTo, movedDates } from './schedule-dates.ts';

describe('schedule dates', () => {
  it('moves a schedule by whole days in its own zone, keeping its times across the clocks going forward', () => {
    // 10:00–12:00 in Lisbon on Friday 27 March 2026 (WET, UTC+0); clocks go forward on the 29th.
    const schedule = {
      startDate: '2026-03-27T10:00:00.000Z',
      endDate: '2026-03-27T12:00:00.000Z',
      timezone: 'Europe/Lisbon',
    };
    expect(movedDates(schedule, '2026-04-03')).toEqual({
      startDate: '2026-04-03T09:00:00.000Z',
      endDate: '2026-04-03T11:00:00.000Z',
    });
    // And back again, as Undo does.
    expect(movedDates({ ...schedule, ...movedDates(schedule, '2026-04-03') }, '2026-03-27')).toEqual({
      startDate: schedule.startDate,
      endDate: schedule.endDate,
    });
  });

  it('keeps a two-day schedule two days long, across the clocks going back in New York', () => {
    const schedule = {
      startDate: '2026-10-30T13:00:00.000Z', // Fri 30 Oct 09:00 EDT
      endDate: '2026-10-31T21:00:00.000Z', // Sat 31 Oct 17:00 EDT
      timezone: 'America/New_York',
    };
    expect(movedDates(schedule, '2026-11-06')).toEqual({
      startDate: '2026-11-06T14:00:00.000Z', // Fri 6 Nov 09:00 EST
      endDate: '2026-11-07T22:00:00.000Z', // Sat 7 Nov 17:00 EST
    });
  });

  it('reads the day a schedule starts on in its zone, not the viewer’s', () => {
    // 23:30 UTC on 14 April is already the 15th in Tokyo: moving it to the 20th is five days on.
    const schedule = {
      startDate: '2026-04-14T23:30:00.000Z',
      endDate: '2026-04-15T01:30:00.000Z',
      timezone: 'Asia/Tokyo',
    };
    expect(movedDates(schedule, '2026-04-20')).toEqual({
      startDate: '2026-04-19T23:30:00.000Z',
      endDate: '2026-04-20T01:30:00.000Z',
    });
  });

  it('offers no day before today in the schedule’s zone', () => {
    const now = new Date('2026-04-10T12:00:00Z');
    expect(canMoveScheduleTo({ timezone: 'UTC' }, '2026-04-09', now)).toBe(false);
    expect(canMoveScheduleTo({ timezone: 'UTC' }, '2026-04-10', now)).toBe(true);
    // Already the 11th in Auckland.
    expect(canMoveScheduleTo({ timezone: 'Pacific/Auckland' }, '2026-04-10', now)).toBe(false);
  });
});
