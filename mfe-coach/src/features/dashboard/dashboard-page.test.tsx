import type { DashboardMetrics } from '@exceed/contract';
import { formatMonth } from '@exceed/design-system';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from './dashboard-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const month = '2025-06';

/** A month of a coach's money in one currency. */
const revenueIn = (currency: string, gross: number) => ({
  currency,
  months: [{ month, gross, platformFees: gross / 10, payout: (gross * 9) / 10 }],
});

const coach: NonNullable<DashboardMetrics['coach']> = {
  upcomingSessions: 0,
  nextSession: null,
  bookingsByStatus: { PENDING: 0, CONFIRMED: 2, CANCELLED: 0, COMPLETED: 0, NO_SHOW: 0 },
  seatsSold: 2,
  revenue: [revenueIn('JPY', 1000), revenueIn('KWD', 1.5)],
  rating: { average: null, count: 0 },
  firstRun: { profile: true, payoutAccount: null, workshop: true, schedule: true },
};

function renderDashboard(metrics: NonNullable<DashboardMetrics['coach']>) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { client: {}, coach: metrics } });
  render(
    // A cache of its own: each test's metrics, not the last test's.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('the coach dashboard', () => {
  it('draws revenue and payouts per currency, each amount with its currency’s digits', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { client: {}, coach } });
    render(
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>,
    );
    const cell = async (chart: string) => {
      const table = await screen.findByRole('table', { name: chart });
      return within(table).getByRole('row', { name: new RegExp(formatMonth(month)) }).lastChild?.textContent;
    };
    expect(await cell('Revenue by month in JPY')).toBe('¥1,000');
    expect((await cell('Payouts by month in JPY'))?.replace(/\s/g, ' ')).toBe('¥900');
    expect((await cell('Revenue by month in KWD'))?.replace(/\s/g, ' ')).toBe('KWD 1.500');
    expect((await cell('Payouts by month in KWD'))?.replace(/\s/g, ' ')).toBe('KWD 1.350');
  });

  it("lists a new coach's first steps from the API's data, each linking to where it is done", async () => {
    renderDashboard({
      ...coach,
      firstRun: { profile: true, payoutAccount: false, workshop: false, schedule: false },
    });
    const card = await screen.findByRole('region', { name: 'Get ready to take bookings' });
    expect(within(card).getByText('1 of 4 done')).toBeTruthy();
    expect(within(card).getByText(/Complete your profile/).textContent).toContain('(done)');
    expect(within(card).queryByRole('link', { name: 'Edit your profile' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'Set up payouts' }).getAttribute('href')).toBe(
      '/c/account/payouts',
    );
    expect(within(card).getByRole('link', { name: 'Create a workshop' }).getAttribute('href')).toBe(
      '/c/workshops',
    );
    expect(within(card).getByText(/Schedule its first session/).textContent).toContain('(to do)');
  });

  it('leaves out payouts when the platform offers none, and shows no card once every step is done', async () => {
    renderDashboard({
      ...coach,
      firstRun: { profile: false, payoutAccount: null, workshop: true, schedule: true },
    });
    const card = await screen.findByRole('region', { name: 'Get ready to take bookings' });
    expect(within(card).getByText('2 of 3 done')).toBeTruthy();
    expect(within(card).queryByText(/payout account/)).toBeNull();
    cleanup();
    renderDashboard(coach);
    expect(await screen.findByRole('heading', { name: 'Seats sold' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get ready to take bookings' })).toBeNull();
  });
});
