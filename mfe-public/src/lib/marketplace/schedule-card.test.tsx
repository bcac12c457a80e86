import type { PublicScheduleResource } from '@exceed/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ScheduleCard } from './schedule-card.tsx';

afterEach(cleanup);

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
    cancellationPolicy: [],
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

function renderCard(shown: PublicScheduleResource) {
  render(
    <MemoryRouter>
      <ScheduleCard schedule={shown} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Agents in production' });
}

describe('a marketplace card', () => {
  it('reads a one-session schedule as its start in its own zone', () => {
    const card = renderCard(schedule);
    expect(within(card).getByText(/^Thu, Dec 3, 2026, 8:00 AM (CST|GMT-6)/)).toBeTruthy();
    expect(within(card).queryByText(/sessions/)).toBeNull();
  });

  it('reads a cohort as its count and rhythm from its first session', () => {
    const card = renderCard({
      ...schedule,
      endDate: '2027-01-07T16:00:00Z',
      sessionCount: 6,
      cadence: 'WEEKLY',
      seatsToRun: null,
    });
    const when = within(card).getByText(/^6 sessions, weekly from Thu, Dec 3, 2026, 8:00 AM (CST|GMT-6)/);
    expect(when.closest('time')?.getAttribute('dateTime')).toBe('2026-12-03T14:00:00Z');
  });
});
