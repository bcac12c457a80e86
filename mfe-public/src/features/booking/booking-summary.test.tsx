import type { PublicScheduleResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingSummary } from './booking-summary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const schedule: PublicScheduleResource = {
  id: 's-1',
  workshopId: 'w-1',
  coachId: 'c-1',
  startDate: '2026-12-03T14:00:00Z',
  endDate: '2026-12-03T16:00:00Z',
  timezone: 'America/Chicago',
  country: 'US',
  location: null,
  level: 'INTERMEDIATE',
  status: 'PUBLISHED',
  visibility: 'PUBLIC',
  mode: 'ONLINE',
  seatsLeft: 3,
  priceNow: { price: 299, currency: 'USD', tier: null, until: null, seatsLeft: null },
  sessionCount: 1,
  cadence: null,
  seatsToRun: null,
  sessions: [{ id: 'p-1', startDate: '2026-12-03T14:00:00Z', endDate: '2026-12-03T16:00:00Z', title: null }],
  workshop: {
    id: 'w-1',
    title: 'Agents in production',
    slug: 'agents-in-production',
    description: null,
    image: null,
    imagePlaceholder: null,
    price: 299,
    currency: 'USD',
    priceTiers: { earlyBird: null, group: null },
    maxSeats: 12,
    maxSeatsPerBooking: 4,
    cancellationPolicy: [{ hoursBefore: 48, refundPercent: 100 }],
  },
  coach: {
    id: 'c-1',
    username: 'olivia',
    avatarUrl: null,
    firstName: 'Olivia',
    lastName: 'Chen',
    headline: null,
  },
};

/** Three weekly sessions, the second without a title of its own. */
const cohort: PublicScheduleResource = {
  ...schedule,
  endDate: '2026-12-17T16:00:00Z',
  sessionCount: 3,
  cadence: 'WEEKLY',
  seatsToRun: null,
  sessions: [
    { id: 'p-1', startDate: '2026-12-03T14:00:00Z', endDate: '2026-12-03T16:00:00Z', title: 'Kickoff' },
    { id: 'p-2', startDate: '2026-12-10T14:00:00Z', endDate: '2026-12-10T16:00:00Z', title: null },
    { id: 'p-3', startDate: '2026-12-17T14:00:00Z', endDate: '2026-12-17T16:00:00Z', title: 'Demo day' },
  ],
};

function renderSummary(shown: PublicScheduleResource) {
  // The price is still being asked: what is bought shows before it.
  vi.spyOn(api, 'get').mockReturnValue(new Promise(() => {}) as never);
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <BookingSummary schedule={shown} seats={1} />
      </MemoryRouter>
    </SWRConfig>,
  );
  return screen.getByRole('complementary', { name: 'Your session' });
}

describe('the booking summary', () => {
  it('reads a one-session schedule as its start, with no list of sessions', () => {
    const summary = renderSummary(schedule);
    expect(within(summary).getByText(/^Thu, Dec 3, 2026, 8:00 AM (CST|GMT-6)/)).toBeTruthy();
    expect(within(summary).queryByRole('region', { name: 'Sessions' })).toBeNull();
    expect(within(summary).queryByText(/One booking buys/)).toBeNull();
  });

  it('reads a cohort as its count and rhythm, says one booking buys them all, and lists each session', () => {
    const summary = renderSummary(cohort);
    expect(
      within(summary).getByText(/^3 sessions, weekly from Thu, Dec 3, 2026, 8:00 AM (CST|GMT-6)/),
    ).toBeTruthy();
    const sessions = within(summary).getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByText('One booking buys all 3 sessions.')).toBeTruthy();
    const list = within(sessions).getByRole('list', { name: 'Sessions' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Session 1: Kickoff',
      'Session 2',
      'Session 3: Demo day',
    ]);
    // Each session's span in the schedule's zone, named, whatever the reader's.
    expect(items[1]?.querySelector('time')?.textContent).toMatch(
      /^Thu, Dec 10, 2026, 8:00 – 10:00 AM (CST|GMT-6)/,
    );
    expect(items[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-12-10T14:00:00Z');
  });
});
