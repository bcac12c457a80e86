import type { WaitlistEntryResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistEntryCard } from './waitlist-entry-card.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const entry = (fields: Partial<WaitlistEntryResource>): WaitlistEntryResource => ({
  id: 'e1',
  workshopScheduleId: 's1',
  workshopId: 'w1',
  workshopTitle: 'Prompt engineering',
  startDate: inHours(72),
  timezone: 'UTC',
  price: 10,
  priceBreakdown: {
    currency: 'USD',
    unitPrice: 10,
    seats: 2,
    subtotal: 20,
    adjustments: [],
    taxes: [],
    total: 20,
  },
  currency: 'USD',
  userId: 'u1',
  username: 'ana',
  seats: 2,
  autoCharge: false,
  status: 'WAITING',
  place: 2,
  offerExpiresAt: null,
  bookingId: null,
  createdAt: inHours(-1),
  abilities: { claim: false, decline: false, leave: true },
  ...fields,
});

const show = (resource: WaitlistEntryResource) =>
  render(
    <MemoryRouter>
      <WaitlistEntryCard entry={resource} />
    </MemoryRouter>,
  );

describe('WaitlistEntryCard', () => {
  it('shows a place in line, and leaves the line only once confirmed', async () => {
    const user = userEvent.setup();
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    show(entry({}));
    expect(screen.getByText('2nd in line')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Claim and pay' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(remove).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waitlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waitlist' }));
    expect(remove).toHaveBeenCalledWith('/waitlist-entries/e1', {
      revalidates: ['/waitlist-entries', '/waitlist-entries/e1'],
    });
  });

  it('leads an open offer to its claim page, and shows none once it lapsed', () => {
    const offered = { status: 'OFFERED', place: 1, bookingId: 'b1' } as const;
    show(
      entry({
        ...offered,
        offerExpiresAt: inHours(5),
        abilities: { claim: true, decline: true, leave: true },
      }),
    );
    expect(screen.getByText(/Seats are waiting for you until/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim and pay' }).getAttribute('href')).toBe('/waitlist/e1');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave the waitlist' })).toBeNull();
    cleanup();

    // Past its end, before the API marks it expired: no claim, but it may still be declined.
    show(
      entry({
        ...offered,
        offerExpiresAt: inHours(-1),
        abilities: { claim: false, decline: true, leave: true },
      }),
    );
    expect(screen.queryByText(/Seats are waiting for you/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Claim and pay' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });

  it('offers nothing on an entry out of the line', () => {
    show(entry({ status: 'LEFT', place: null, abilities: { claim: false, decline: false, leave: false } }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
