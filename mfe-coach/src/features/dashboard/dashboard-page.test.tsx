import type { DashboardMetrics } from '@exceed/contract';
import { formatMonth } from '@exceed/design-system';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
};

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
});
