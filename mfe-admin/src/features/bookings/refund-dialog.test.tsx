import type { BookingResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefundDialog } from './refund-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const booking = {
  id: 'b1',
  currency: 'USD',
  amountPaid: 98,
  amountRefunded: 18,
  user: { id: 'u1', username: 'demo-client', email: 'client@example.com' },
} as BookingResource;

/** Opens the dialog; answers what it was told of its opening (closed, once refunded). */
function open() {
  const openChange = vi.fn();
  render(<RefundDialog booking={booking} open onOpenChange={openChange} />);
  return openChange;
}

/** A refund changes the booking and the list, which read themselves again. */
const changesBooking = { revalidates: ['/admin/bookings', '/admin/bookings/b1'] };

describe('the refund dialog', () => {
  it('refunds everything that is left with no amount, as the API takes a full refund', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: booking });
    const openChange = open();
    expect(screen.getByRole('dialog', { name: 'Refund booking?' }).textContent).toContain('$80.00');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(openChange).toHaveBeenCalledWith(false));
    expect(post).toHaveBeenCalledWith('/admin/bookings/b1/refunds', {}, changesBooking);
  });

  it('refunds a part in minor units, and never more than is left', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: booking });
    const openChange = open();
    await user.click(screen.getByRole('switch', { name: 'Refund everything that is left' }));
    const amount = screen.getByRole('spinbutton', { name: /Amount in USD/ });
    await user.type(amount, '80.01');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most $80.00 can be refunded')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '12.34');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(openChange).toHaveBeenCalledWith(false));
    expect(post).toHaveBeenCalledWith('/admin/bookings/b1/refunds', { amount: 1234 }, changesBooking);
  });
});
