import type { PublicWorkshopResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WorkshopPage from './workshop-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const workshop: PublicWorkshopResource = {
  id: 'w-1',
  title: 'Agents in production',
  slug: 'agents-in-production',
  description: 'Ship agents that hold.\n\nBring a laptop.',
  image: null,
  imagePlaceholder: null,
  video: null,
  price: 299,
  currency: 'USD',
  priceTiers: { earlyBird: { price: 249, until: null, seats: 5 }, group: { price: 239, minSeats: 3 } },
  maxSeats: 12,
  maxSeatsPerBooking: 4,
  cancellationPolicy: [{ hoursBefore: 48, refundPercent: 100 }],
  coach: {
    id: 'c-1',
    username: 'olivia',
    avatarUrl: null,
    firstName: 'Olivia',
    lastName: 'Chen',
    headline: 'Builds agents for banks',
  },
  sessions: [
    {
      id: 's-1',
      startDate: '2026-12-03T14:00:00Z',
      endDate: '2026-12-03T16:00:00Z',
      timezone: 'America/Chicago',
      country: 'US',
      location: null,
      level: 'INTERMEDIATE',
      mode: 'ONLINE',
      seatsLeft: 3,
      priceNow: { price: 249, currency: 'USD', tier: 'EARLY_BIRD', until: null, seatsLeft: 2 },
      sessionCount: 1,
      cadence: null,
      seatsToRun: null,
    },
    {
      id: 's-2',
      startDate: '2026-12-10T14:00:00Z',
      endDate: '2026-12-10T16:00:00Z',
      timezone: 'America/Chicago',
      country: 'US',
      location: null,
      level: 'INTERMEDIATE',
      mode: 'ONLINE',
      seatsLeft: 0,
      priceNow: { price: 299, currency: 'USD', tier: null, until: null, seatsLeft: null },
      sessionCount: 1,
      cadence: null,
      seatsToRun: null,
    },
  ],
  rating: { average: 4.5, count: 2 },
  reviews: [
    {
      id: 'f-1',
      rating: 5,
      comment: 'Clear and practical.',
      reviewer: 'Ada L.',
      workshopTitle: 'Agents in production',
      createdAt: '2026-11-01T10:00:00Z',
    },
  ],
};

function renderAt(answer: Promise<unknown>) {
  vi.spyOn(api, 'get').mockReturnValue(answer as never);
  const router = createMemoryRouter(
    [
      {
        path: '/workshops/:id',
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <WorkshopPage />
          </SWRConfig>
        ),
      },
    ],
    { initialEntries: ['/workshops/w-1'] },
  );
  render(<RouterProvider router={router} />);
}

describe('a workshop’s public page', () => {
  it('shows what the coach wrote, the coach, each session in its zone with Book or the waitlist, the policy and reviews', async () => {
    renderAt(Promise.resolve({ data: workshop }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agents in production' })).toBeTruthy();
    expect(screen.getByText(/Ship agents that hold\./).textContent).toBe(
      'Ship agents that hold.\n\nBring a laptop.',
    );
    expect(screen.getByRole('link', { name: /Olivia Chen/ }).getAttribute('href')).toBe('/olivia');

    const sessions = screen.getByRole('region', { name: 'Upcoming sessions' });
    expect(within(sessions).getAllByText('$299.00')).toHaveLength(2);
    // The server's price now of each session, a tier with what is left of it, and the group rate.
    expect(within(sessions).getByText('Early-bird: 2 seats left at $249.00')).toBeTruthy();
    expect(within(sessions).getByText('Group rate: $239.00 a seat from 3 seats in one booking')).toBeTruthy();
    const book = within(sessions).getByRole('link', { name: /^Book Agents in production, / });
    expect(book.getAttribute('href')).toBe('/workshops/s-1/book');
    // A one-session schedule reads as its span, in its own zone named, whatever the reader's.
    expect(book.getAttribute('aria-label')).toMatch(
      /^Book Agents in production, Thu, Dec 3, 2026, 8:00 – 10:00 AM (CST|GMT-6)/,
    );
    expect(within(sessions).queryByText(/sessions, weekly/)).toBeNull();
    expect(within(sessions).getByText('3 seats left')).toBeTruthy();
    expect(
      within(sessions)
        .getByRole('link', { name: /^Join the waitlist of/ })
        .getAttribute('href'),
    ).toBe('/workshops/s-2/book');
    expect(within(sessions).getByText(/48 hours/)).toBeTruthy();

    const reviews = screen.getByRole('region', { name: 'Reviews' });
    expect(within(reviews).getByText(/4\.5 of 5 from 2 reviews/)).toBeTruthy();
    expect(within(reviews).getByRole('img', { name: '5 out of 5' })).toBeTruthy();
    expect(within(reviews).getByText('Clear and practical.')).toBeTruthy();
  });

  it('reads a cohort as its count and rhythm from its first session, in its row and its Book', async () => {
    const [first, second] = workshop.sessions;
    if (!first || !second) throw new Error('The fixture has two schedules.');
    const cohort = { ...first, endDate: '2027-01-07T16:00:00Z', sessionCount: 6, cadence: 'WEEKLY' as const };
    renderAt(Promise.resolve({ data: { ...workshop, sessions: [cohort, second] } }));
    const sessions = await screen.findByRole('region', { name: 'Upcoming sessions' });
    const when = /^6 sessions, weekly from Thu, Dec 3, 2026, 8:00 AM (CST|GMT-6)/;
    expect(within(sessions).getByText(when)).toBeTruthy();
    const book = within(sessions).getByRole('link', { name: /^Book Agents in production, 6 sessions/ });
    expect(book.getAttribute('aria-label')).toMatch(/, 6 sessions, weekly from Thu, Dec 3, 2026, 8:00 AM/);
    expect(book.getAttribute('href')).toBe('/workshops/s-1/book');
    // The one-session schedule beside it keeps its span.
    expect(within(sessions).getByText(/^Thu, Dec 10, 2026, 8:00 – 10:00 AM/)).toBeTruthy();
  });

  it('says when there is no session to book and no review yet', async () => {
    renderAt(
      Promise.resolve({
        data: { ...workshop, sessions: [], reviews: [], rating: { average: null, count: 0 } },
      }),
    );
    expect(await screen.findByText(/No upcoming sessions/)).toBeTruthy();
    expect(screen.getByText(/No reviews yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Book/ })).toBeNull();
  });
});
