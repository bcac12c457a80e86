import { api } from '@exceed/session';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-render.tsx';
import OverviewPage from './overview-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const month = {
  month: '2026-01',
  sales: 123450,
  platformFees: 12345,
  refunds: 5000,
  payoutsOwed: 106105,
  payoutsPaid: 0,
  bookingsByStatus: { CONFIRMED: 4, CANCELLED: 1 },
  newUsers: 7,
  newCoaches: 2,
};

describe('the overview', () => {
  it("shows each currency's money by month in that currency's format, and the month's bookings and sign-ups", async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      data: {
        months: [
          { ...month, currency: 'USD' },
          { ...month, currency: 'JPY', sales: 5000, platformFees: 500, refunds: 0, payoutsOwed: 4500 },
        ],
      },
    });
    renderPage(<OverviewPage />, { path: '/admin?from=2026-01&to=2026-03' });
    const usd = await screen.findByRole('table', { name: 'Money by month in USD' });
    expect(get).toHaveBeenCalledWith(
      '/admin/overview',
      expect.objectContaining({ query: { from: '2026-01', to: '2026-03' } }),
    );
    expect(within(usd).getByText('$1,234.50')).toBeTruthy();
    expect(within(usd).getByText('$123.45')).toBeTruthy();
    const jpy = screen.getByRole('table', { name: 'Money by month in JPY' });
    expect(within(jpy).getByText('¥5,000')).toBeTruthy();
    const people = screen.getByRole('table', { name: 'Bookings by status and new people by month' });
    // The month's counts once, though both currencies' rows carry them.
    expect(within(people).getAllByRole('row')).toHaveLength(2);
    expect(within(people).getByText('4')).toBeTruthy();
    expect(within(people).getByText('7')).toBeTruthy();
  });

  it('says so when the months hold nothing', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: { months: [] } });
    renderPage(<OverviewPage />);
    expect(await screen.findByRole('heading', { name: 'Nothing in these months' })).toBeTruthy();
  });
});
