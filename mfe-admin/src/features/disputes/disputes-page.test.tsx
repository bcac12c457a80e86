import type { AdminDisputeResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-render.tsx';
import DisputesPage from './disputes-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const dispute: AdminDisputeResource = {
  id: 'd1',
  stripeDisputeId: 'dp_1',
  status: 'needs_response',
  reason: 'product_not_received',
  amount: 19900,
  currency: 'USD',
  evidenceDueBy: '2026-12-05T12:00:00.000Z',
  createdAt: '2026-11-28T12:00:00.000Z',
  closedAt: null,
  bookingId: 'b1',
  workshopTitle: 'Agents in Production',
  sessionStart: '2026-11-20T15:00:00.000Z',
  timezone: 'America/New_York',
  payer: { name: 'Ana Client', email: 'ana@example.com' },
  coach: { name: 'Daniel Coach', email: 'daniel@example.com' },
};

const page = (rows: AdminDisputeResource[]) => ({
  data: rows,
  meta: { currentPage: 1, perPage: 10, total: rows.length, lastPage: 1 },
});

describe('the disputes page', () => {
  it('opens on the open disputes: booking, people, amount, reason, status and when evidence is due', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue(page([dispute]));
    renderPage(<DisputesPage />, { path: '/admin/disputes' });
    const link = await screen.findByRole('link', { name: 'Agents in Production' });
    expect(link.getAttribute('href')).toBe('/admin/bookings/b1');
    expect(get).toHaveBeenCalledWith(
      '/admin/disputes',
      expect.objectContaining({ query: { state: 'open', page: 1 } }),
    );
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ana Client')).toBeTruthy();
    expect(within(row).getByText('daniel@example.com')).toBeTruthy();
    expect(within(row).getByText('$199.00')).toBeTruthy();
    expect(within(row).getByText('Product not received')).toBeTruthy();
    expect(within(row).getByText('Needs response')).toBeTruthy();
    expect(within(row).getByText(/Dec 5, 2026/)).toBeTruthy();
  });

  it('says when no dispute is open', async () => {
    vi.spyOn(api, 'get').mockResolvedValue(page([]));
    renderPage(<DisputesPage />, { path: '/admin/disputes' });
    expect(await screen.findByText('No dispute is open')).toBeTruthy();
  });
});
