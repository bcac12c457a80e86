import type { BookingAbilities, BookingResource } from '@exceed/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookingDetailsTab } from './booking-details-tab.tsx';

// The sessions below are in December 2026, the first one's link open: the page is read on its day.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-03T13:50:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Sessions = NonNullable<BookingResource['workshopSchedule']>['sessions'];

const booking = (sessions: Sessions) =>
  ({
    id: 'b-1',
    status: 'CONFIRMED',
    seats: 1,
    price: 299,
    amountDue: 299,
    balanceDue: 0,
    currency: 'USD',
    address: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
    abilities: {} as BookingAbilities,
    workshopSchedule: {
      id: 's-1',
      startDate: '2026-12-03T14:00:00Z',
      endDate: sessions?.at(-1)?.endDate ?? '2026-12-03T16:00:00Z',
      timezone: 'America/Chicago',
      status: 'PUBLISHED',
      coachId: 'c-1',
      workshop: { id: 'w-1', title: 'Agents in production', cancellationPolicy: [] },
      sessionCount: sessions?.length ?? 1,
      cadence: (sessions?.length ?? 1) > 1 ? 'WEEKLY' : null,
      sessions,
    },
  }) as unknown as BookingResource;

const first = {
  id: 'p-1',
  startDate: '2026-12-03T14:00:00Z',
  endDate: '2026-12-03T16:00:00Z',
  title: 'Kickoff',
  meeting: { url: 'https://meet.jit.si/Exceed-room', opensAt: '2026-12-03T13:45:00Z' },
};

function renderTab(shown: BookingResource) {
  render(
    <MemoryRouter>
      <BookingDetailsTab booking={shown} />
    </MemoryRouter>,
  );
}

/** The value of a term in the Details card. */
const detail = (term: string) =>
  within(screen.getByRole('region', { name: 'Details' })).getByText(term).nextElementSibling?.textContent;

describe("a booking's details tab", () => {
  it('reads a one-session booking as its span, with no list of sessions', () => {
    renderTab(booking([first]));
    expect(detail('When')).toMatch(/^Thu, Dec 3, 2026, 8:00 – 10:00 AM (CST|GMT-6)/);
    // Its link is open to them: the API sends it only then.
    expect(screen.getByRole('link', { name: 'Join online' }).getAttribute('href')).toBe(
      'https://meet.jit.si/Exceed-room',
    );
    expect(screen.queryByRole('region', { name: 'Sessions' })).toBeNull();
  });

  it('reads a cohort as its count and rhythm from its first session and lists every session it bought', () => {
    renderTab(
      booking([
        first,
        {
          id: 'p-2',
          startDate: '2026-12-10T14:00:00Z',
          endDate: '2026-12-10T16:00:00Z',
          title: null,
          meeting: { url: null, opensAt: '2026-12-10T13:45:00Z' },
        },
        {
          id: 'p-3',
          startDate: '2026-12-17T14:00:00Z',
          endDate: '2026-12-17T16:00:00Z',
          title: 'Demo day',
          meeting: null,
        },
      ]),
    );
    expect(detail('When')).toMatch(/^3 sessions, weekly from Thu, Dec 3, 2026, 8:00 AM (CST|GMT-6)/);
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(within(sessions).getByText('This booking covers all 3 sessions.')).toBeTruthy();
    const list = within(sessions).getByRole('list', { name: 'Sessions' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Session 1: Kickoff',
      'Session 2',
      'Session 3: Demo day',
    ]);
    // Each session's way in: a link open now, when a closed one opens, nothing in person.
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Join online' })).toBeTruthy();
    expect(items[1]?.textContent).toMatch(/The link to join appears here from Thu, Dec 10, 2026, 7:45 AM/);
    expect(items[2]?.textContent).not.toMatch(/join/i);
    // Each session's span in the schedule's zone, named, whatever the reader's.
    expect(items[2]?.querySelector('time')?.textContent).toMatch(
      /^Thu, Dec 17, 2026, 8:00 – 10:00 AM (CST|GMT-6)/,
    );
  });
});
