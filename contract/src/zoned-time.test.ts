import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  daysBetween,
  fromInstant,
  localTimeZone,
  moveToDay,
  shiftByDays,
  timeZones,
  toInstant,
} from './zoned-time.ts';

afterEach(() => vi.restoreAllMocks());

describe('time zones', () => {
  it("is the browser's zone where it names one, else UTC", () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    const named = vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ ...resolved, timeZone: 'Asia/Tokyo' });
    expect(localTimeZone()).toBe('Asia/Tokyo');
    named.mockReturnValue({ ...resolved, timeZone: '' });
    expect(localTimeZone()).toBe('UTC');
  });

  it('lists every zone the browser knows, UTC always among them', () => {
    expect(timeZones()).toEqual(expect.arrayContaining(['UTC', 'Europe/Lisbon', 'America/New_York']));
    vi.spyOn(Intl, 'supportedValuesOf').mockReturnValue(['Europe/Lisbon']);
    expect(timeZones()).toEqual(['UTC', 'Europe/Lisbon']);
  });
});

describe('zoned time', () => {
  it('reads and writes a wall-clock time in a zone, on either side of a daylight-saving change', () => {
    expect(toInstant('2026-03-27', '10:00', 'Europe/Lisbon')).toBe('2026-03-27T10:00:00.000Z');
    expect(toInstant('2026-03-30', '10:00', 'Europe/Lisbon')).toBe('2026-03-30T09:00:00.000Z');
    expect(fromInstant('2026-03-30T09:00:00.000Z', 'Europe/Lisbon')).toEqual({
      day: '2026-03-30',
      time: '10:00',
    });
    expect(fromInstant('2026-03-30T23:30:00.000Z', 'Asia/Tokyo')).toEqual({
      day: '2026-03-31',
      time: '08:30',
    });
    expect(toInstant('2026-03-3', '10:00', 'UTC')).toBeUndefined();
  });

  it('counts calendar days, whatever the change of the clocks', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-04-02', '2026-03-30')).toBe(-3);
  });

  it('shifts a session by whole days keeping its times of day across the change (Lisbon, 29 March 2026)', () => {
    const session = { start: '2026-03-27T10:00:00.000Z', end: '2026-03-27T12:00:00.000Z' };
    expect(shiftByDays(session, 4, 'Europe/Lisbon')).toEqual({
      start: '2026-03-31T09:00:00.000Z',
      end: '2026-03-31T11:00:00.000Z',
    });
    expect(
      shiftByDays(
        { start: '2026-03-31T09:00:00.000Z', end: '2026-03-31T11:00:00.000Z' },
        -4,
        'Europe/Lisbon',
      ),
    ).toEqual(session);
  });

  it('moves a session that runs past midnight to a day, keeping the days it spans (New York, 1 Nov 2026)', () => {
    // 30 Oct 22:00 to 31 Oct 01:00 EDT (UTC-4); after 1 Nov New York is on EST (UTC-5).
    const late = { start: '2026-10-31T02:00:00.000Z', end: '2026-10-31T05:00:00.000Z' };
    expect(moveToDay(late, '2026-11-06', 'America/New_York')).toEqual({
      start: '2026-11-07T03:00:00.000Z',
      end: '2026-11-07T06:00:00.000Z',
    });
  });

  it('places the day by the zone given, not the viewer’s', () => {
    const start = '2026-05-01T01:00:00.000Z';
    expect(
      moveToDay({ start, end: '2026-05-01T02:00:00.000Z' }, '2026-05-02', 'America/Los_Angeles'),
    ).toEqual({
      start: '2026-05-03T01:00:00.000Z',
      end: '2026-05-03T02:00:00.000Z',
    });
  });
});
