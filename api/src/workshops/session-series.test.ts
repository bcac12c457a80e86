import { describe, expect, it } from 'vitest';
import { cadenceOf, sessionsAfter } from './session-series.ts';

const at = (iso: string) => new Date(iso);

describe('a series of sessions in the schedule zone', () => {
  it('keeps a weekly 18:00 in Berlin at 18:00 across the change to summer time', () => {
    // Tue 17 Mar 2026, 18:00–20:00 CET (UTC+1); Europe changes to CEST (UTC+2) on Sun 29 Mar.
    const first = { startDate: at('2026-03-17T17:00:00Z'), endDate: at('2026-03-17T19:00:00Z') };
    const series = sessionsAfter(first, { count: 3 }, 'Europe/Berlin');
    expect(series.map((session) => session.startDate.toISOString())).toEqual([
      '2026-03-24T17:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
      '2026-04-07T16:00:00.000Z',
    ]);
    expect(series.map((session) => session.endDate.toISOString())).toEqual([
      '2026-03-24T19:00:00.000Z',
      '2026-03-31T18:00:00.000Z',
      '2026-04-07T18:00:00.000Z',
    ]);
    expect(cadenceOf([first, ...series], 'Europe/Berlin')).toBe('WEEKLY');
    // Read in UTC, the same instants are no single rhythm: the hour moved.
    expect(cadenceOf([first, ...series], 'UTC')).toBeNull();
  });

  it('puts sessions on the chosen weekdays, after the last one, in order', () => {
    // Mon 2 Nov 2026, 09:00 in New York (EST, UTC-5).
    const last = { startDate: at('2026-11-02T14:00:00Z'), endDate: at('2026-11-02T15:30:00Z') };
    const series = sessionsAfter(last, { count: 4, weekdays: ['THU', 'MON'] }, 'America/New_York');
    expect(series.map((session) => session.startDate.toISOString())).toEqual([
      '2026-11-05T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
      '2026-11-12T14:00:00.000Z',
      '2026-11-16T14:00:00.000Z',
    ]);
    expect(cadenceOf([last, ...series], 'America/New_York')).toBeNull();
  });

  it('calls one session no rhythm', () => {
    expect(
      cadenceOf([{ startDate: at('2026-01-01T10:00:00Z'), endDate: at('2026-01-01T11:00:00Z') }], 'UTC'),
    ).toBeNull();
  });
});
