import type { BookingSeatResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcceptedSeats } from './accepted-seats.tsx';
import SeatPassPage from './seat-pass-page.tsx';

const accepted = {
  id: 'seat-1',
  bookingId: 'b-1',
  userId: 'u-1',
  email: null,
  name: 'Sam Carter',
  status: 'ACCEPTED',
  attended: true,
  checkInCode: '8A5D39B1BC',
  certificateCode: 'ABCDEF234567',
  createdAt: '2026-11-01T10:00:00Z',
  abilities: { resend: false, revoke: false, transfer: false, recordAttendance: false },
  session: {
    booking: {
      id: 'b-1',
      status: 'CONFIRMED',
      inviteesPay: false,
      price: 100,
      currency: 'USD',
      inviteeHoldExpiresAt: null,
    },
    workshop: { id: 'w-1', title: 'Agents in production', slug: 'agents' },
    schedule: {
      id: 's-1',
      startDate: '2026-12-03T14:00:00Z',
      endDate: '2026-12-03T16:00:00Z',
      timezone: 'America/Chicago',
      mode: 'ONLINE',
      location: null,
    },
    coach: { id: 'c-1', name: 'Grace Coach' },
  },
} as unknown as BookingSeatResource;

beforeEach(() => {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: [accepted],
    meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 },
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The page at `path`, with a cache of its own so one test's seats never show in another. */
const at = (path: string, element: React.ReactNode, route = path) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={createMemoryRouter([{ path: route, element }], { initialEntries: [path] })} />
    </SWRConfig>,
  );

describe("an invitee's seat", () => {
  it('offers its pass full screen and its certificate from the seats they accepted', async () => {
    at('/b/bookings', <AcceptedSeats />);
    const table = await screen.findByRole('table', { name: 'Seats you accepted' });
    expect(within(table).getByRole('link', { name: 'Open the pass full screen' }).getAttribute('href')).toBe(
      '/b/seats/seat-1/pass',
    );
    expect(within(table).getByRole('link', { name: 'Download (PDF)' }).getAttribute('href')).toBe(
      '/v1/certificates/ABCDEF234567/pdf',
    );
    expect(within(table).getByRole('link', { name: 'Its public page' }).getAttribute('href')).toBe(
      '/certificates/ABCDEF234567',
    );
  });

  it('shows no Certificate column while no seat has a certificate', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [{ ...accepted, id: 'seat-2', certificateCode: null }],
      meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 },
    });
    at('/b/bookings', <AcceptedSeats />);
    const table = await screen.findByRole('table', { name: 'Seats you accepted' });
    expect(within(table).getByRole('columnheader', { name: 'Check-in pass' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Certificate' })).toBeNull();
  });

  it('shows the pass alone, large, with its workshop and time', async () => {
    at('/b/seats/seat-1/pass', <SeatPassPage />, '/b/seats/:seatId/pass');
    expect(await screen.findByRole('heading', { name: 'Agents in production' })).toBeTruthy();
    expect(screen.getByText('8A5D3 9B1BC')).toBeTruthy();
    expect(screen.getByText(/Thu, Dec 3, 2026, 8:00 AM/)).toBeTruthy();
  });
});
