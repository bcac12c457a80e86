import { describe, expect, it } from 'vitest';
import { formatDailyUtcTime, formatSessions, formatSpan, formatTime, knownZone } from './clock.ts';

const start = '2026-12-01T14:00:00Z';
const end = '2026-12-01T16:00:00Z';

describe('formatTime', () => {
  it("writes a session's time in its own zone, naming the zone", () => {
    expect(formatTime(start, 'America/Chicago')).toBe('Tue, Dec 1, 2026, 8:00 AM CST');
  });

  it("adds the reader's own time when it reads otherwise", () => {
    expect(formatTime(start, 'America/Chicago', { readerZone: 'America/New_York' })).toBe(
      'Tue, Dec 1, 2026, 8:00 AM CST (9:00 AM your time)',
    );
  });

  it("names the reader's day only when it is another day there", () => {
    expect(formatTime(start, 'America/Chicago', { readerZone: 'Asia/Tokyo' })).toBe(
      'Tue, Dec 1, 2026, 8:00 AM CST (11:00 PM your time)',
    );
    expect(formatTime('2026-12-01T20:00:00Z', 'America/Chicago', { readerZone: 'Asia/Tokyo' })).toBe(
      'Tue, Dec 1, 2026, 2:00 PM CST (Wed, Dec 2, 5:00 AM your time)',
    );
  });

  it('adds nothing when the reader is in the zone or one that reads the same', () => {
    expect(formatTime(start, 'America/Chicago', { readerZone: 'America/Chicago' })).toBe(
      'Tue, Dec 1, 2026, 8:00 AM CST',
    );
    expect(formatTime(start, 'America/Chicago', { readerZone: 'America/Winnipeg' })).toBe(
      'Tue, Dec 1, 2026, 8:00 AM CST',
    );
  });

  it('reads a zone the runtime does not know in UTC, named', () => {
    expect(knownZone('Mars/Olympus')).toBe('UTC');
    expect(formatTime(start, 'Mars/Olympus')).toBe('Tue, Dec 1, 2026, 2:00 PM UTC');
  });

  it('follows daylight saving time', () => {
    expect(formatTime('2026-07-01T13:00:00Z', 'America/Chicago')).toBe('Wed, Jul 1, 2026, 8:00 AM CDT');
  });
});

describe('formatSpan', () => {
  it('writes a session from start to end once, in its zone', () => {
    expect(formatSpan(start, end, 'America/Chicago')).toBe('Tue, Dec 1, 2026, 8:00 – 10:00 AM CST');
  });

  it("adds the reader's span when it reads otherwise", () => {
    expect(formatSpan(start, end, 'America/Chicago', { readerZone: 'Europe/Berlin' })).toBe(
      'Tue, Dec 1, 2026, 8:00 – 10:00 AM CST (3:00 PM – 5:00 PM your time)',
    );
  });

  it('names both days of a span over midnight', () => {
    expect(formatSpan('2026-12-01T23:00:00Z', '2026-12-02T01:00:00Z', 'UTC')).toBe(
      'Tue, Dec 1, 2026, 11:00 PM UTC – Wed, Dec 2, 2026, 1:00 AM UTC',
    );
  });
});

describe('formatDailyUtcTime', () => {
  const winter = new Date('2026-12-01T12:00:00Z');
  const summer = new Date('2026-07-01T12:00:00Z');

  it("names a time of every day in UTC, with the reader's own time of day beside it", () => {
    expect(formatDailyUtcTime(7, { today: winter })).toBe('7:00 AM UTC');
    expect(formatDailyUtcTime(7, { readerZone: 'UTC', today: winter })).toBe('7:00 AM UTC');
    expect(formatDailyUtcTime(7, { readerZone: 'Europe/Berlin', today: winter })).toBe(
      '7:00 AM UTC (8:00 AM your time)',
    );
    expect(formatDailyUtcTime(7, { readerZone: 'America/Chicago', today: winter })).toBe(
      '7:00 AM UTC (1:00 AM your time)',
    );
  });

  it("follows the reader's summer time", () => {
    expect(formatDailyUtcTime(7, { readerZone: 'Europe/Berlin', today: summer })).toBe(
      '7:00 AM UTC (9:00 AM your time)',
    );
  });
});

describe('a schedule of several sessions', () => {
  const cohort = {
    startDate: '2026-03-03T17:00:00Z',
    endDate: '2026-04-07T18:00:00Z',
    timezone: 'Europe/Berlin',
    sessionCount: 6,
  };

  it('says how many sessions, their rhythm, and when the first starts, in its zone', () => {
    expect(formatSessions({ ...cohort, cadence: 'WEEKLY' })).toBe(
      '6 sessions, weekly from Tue, Mar 3, 2026, 6:00 PM GMT+1',
    );
    expect(formatSessions({ ...cohort, cadence: null }, { readerZone: 'America/New_York' })).toBe(
      '6 sessions from Tue, Mar 3, 2026, 6:00 PM GMT+1 (12:00 PM your time)',
    );
  });

  it('shows one session as its span', () => {
    expect(
      formatSessions({ ...cohort, endDate: '2026-03-03T19:00:00Z', sessionCount: 1, cadence: null }),
    ).toBe(formatSpan('2026-03-03T17:00:00Z', '2026-03-03T19:00:00Z', 'Europe/Berlin'));
  });
});
