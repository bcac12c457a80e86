import {
  type PayoutAccount,
  type PayoutBalance,
  type PayoutResource,
  SECOND_FACTOR_MESSAGES,
} from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PayoutsPage from './payouts-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ready: PayoutAccount = {
  connected: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  detailsSubmitted: true,
  payoutSchedule: 'WEEKLY',
};

const balance: PayoutBalance = {
  currency: 'USD',
  available: 18,
  pending: [
    {
      bookingId: 'b2',
      workshopTitle: 'Agents in production',
      sessionEnded: '2026-12-01T17:00:00Z',
      amount: 27,
      dueAt: '2026-12-03T17:00:00Z',
    },
  ],
  paidOut: 45,
};

const payout: PayoutResource = {
  id: 'p1',
  status: 'PAID',
  currency: 'USD',
  amount: 45,
  createdAt: '2026-11-20T06:00:00Z',
  paidAt: '2026-11-20T06:00:05Z',
  bookings: [{ bookingId: 'b1', workshopTitle: 'Prompt engineering', amount: 45 }],
};

/**
 * The API as the page reads it; `account` undefined: the platform pays no one (Connect off, 404).
 * `secondFactor`: whether this session proved one (payout changes need it).
 */
function answer(account: PayoutAccount | undefined, { secondFactor = true } = {}) {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/auth/second-factor') {
      return {
        data: {
          authenticatorApp: secondFactor,
          recoveryCodesLeft: 10,
          passkeys: 0,
          thisSession: secondFactor,
        },
      };
    }
    if (path === '/payments/connect/account') {
      if (!account) throw new ApiError(404, 'Not found.');
      return { data: account };
    }
    if (path === '/payments/payout-balance') return { data: [balance] };
    if (path === '/payments/transfers') return { data: [payout] };
    if (path === '/payments/payouts') return { data: [] };
    throw new ApiError(404, 'Not found.');
  });
}

function open() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PayoutsPage />
      <Toaster />
    </SWRConfig>,
  );
}

describe('the payouts page', () => {
  it('shows the balance, what waits and until when, and each payout made with its statement', async () => {
    answer(ready);
    open();
    const card = await screen.findByRole('region', { name: 'Balance' });
    expect(within(card).getByText('$18.00')).toBeTruthy();
    expect(within(card).getByText('$45.00')).toBeTruthy();
    expect(within(card).getByText(/Agents in production: \$27\.00, available from Dec 3, 2026/)).toBeTruthy();
    const made = await screen.findByRole('table', { name: 'Payouts made' });
    expect(within(made).getByText('Prompt engineering ($45.00)')).toBeTruthy();
    expect(within(made).getByRole('link', { name: 'PDF' }).getAttribute('href')).toContain(
      '/v1/payments/transfers/p1/statement',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/v1/payments/transfers.csv',
    );
    expect(screen.getByRole('combobox', { name: 'Payout schedule' })).toBeTruthy();
  });

  it('offers to connect a Stripe account when there is none', async () => {
    answer({
      ...ready,
      connected: false,
      payoutsEnabled: false,
      chargesEnabled: false,
      detailsSubmitted: false,
    });
    const post = vi.spyOn(api, 'post').mockRejectedValue(new ApiError(500, 'Server Error'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with Stripe' }));
    expect(post).toHaveBeenCalledWith('/payments/connect/account-link', undefined, { revalidates: [] });
    expect(await screen.findByText('Stripe could not be reached. Try again.')).toBeTruthy();
  });

  it('says a second factor is needed, and connects nothing, in a session that proved none', async () => {
    answer({ ...ready, connected: false, payoutsEnabled: false }, { secondFactor: false });
    open();
    const card = await screen.findByRole('region', { name: 'Payout account' });
    expect(await within(card).findByRole('note')).toHaveProperty(
      'textContent',
      expect.stringContaining(SECOND_FACTOR_MESSAGES.payoutNeedsSecondFactor),
    );
    expect(within(card).getByRole('button', { name: 'Connect with Stripe' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(card).getByRole('button', { name: 'Open Settings' })).toBeTruthy();
  });

  it('has no payout account card where the platform pays no one', async () => {
    answer(undefined);
    open();
    await screen.findByRole('region', { name: 'Balance' });
    expect(screen.queryByRole('region', { name: 'Payout account' })).toBeNull();
  });
});
