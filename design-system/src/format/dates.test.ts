import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatEnum, formatMonth, formatSessionSpan } from './dates.ts';

const at = '2026-12-01T16:00:00Z';

describe('date formats', () => {
  it('writes a moment with its weekday, day and time, in a given zone', () => {
    const text = formatDateTime(at, 'UTC');
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(new Date(at));
    expect(text).toContain(part({ weekday: 'short' }));
    expect(text).toContain(part({ year: 'numeric' }));
    expect(text).toContain(part({ hour: 'numeric', minute: '2-digit' }));
    expect(formatDateTime(at, 'Asia/Tokyo')).not.toBe(text);
  });

  it('names the zone, and adds the viewer’s time to a session’s when it reads otherwise', () => {
    expect(formatDateTime(at, 'UTC')).toMatch(/UTC/);
    const viewer = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const elsewhere = viewer === 'Asia/Tokyo' ? 'America/Chicago' : 'Asia/Tokyo';
    expect(formatDateTime(at, elsewhere)).toMatch(/ \(.+ your time\)$/);
    expect(formatDateTime(at)).not.toMatch(/your time/);
  });

  it('reads a zone the browser does not know in UTC, named', () => {
    expect(formatDateTime(at, 'Mars/Olympus')).toBe(formatDateTime(at, 'UTC'));
  });

  it('writes a session once from start to end', () => {
    expect(formatSessionSpan(at, '2026-12-01T18:00:00Z', 'UTC')).toMatch(
      /^Tue, Dec 1, 2026, 4:00 – 6:00 PM UTC/,
    );
  });

  it('reads "—" for a missing date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDay(undefined)).toBe('—');
  });

  it('writes a month of figures without shifting it by the viewer’s zone', () => {
    expect(formatMonth('2026-12')).toContain('26');
    expect(formatMonth('2026-12')).not.toBe(formatMonth('2026-11'));
  });

  it('writes an enumeration value as words', () => {
    expect(formatEnum('NO_SHOW')).toBe('No show');
    expect(formatEnum('IN-PERSON')).toBe('In-person');
  });
});
