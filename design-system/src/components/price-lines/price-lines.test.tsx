import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLines } from './price-lines.tsx';

const price = {
  currency: 'USD',
  unitPrice: 299,
  seats: 2,
  subtotal: 598,
  adjustments: [{ label: 'Early bird', amount: -50 }],
  taxes: [{ label: 'VAT', amount: 109.6, ratePercent: 20, included: false }],
  total: 657.6,
};

const lines = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('PriceLines', () => {
  it('shows each line of the server’s breakdown and its total, computing none', () => {
    render(<PriceLines price={price} />);
    expect(lines()).toEqual([
      ['2 seats × $299.00', '$598.00'],
      ['Early bird', '-$50.00'],
      ['VAT (20%)', '$109.60'],
      ['Total', '$657.60'],
    ]);
  });

  it('ends on what is paid now when the booker pays part of it, then what was paid', () => {
    render(<PriceLines price={price} totalLabel="You pay now" total={299} extra={[['Paid', 0]]} />);
    expect(lines().slice(-2)).toEqual([
      ['You pay now', '$299.00'],
      ['Paid', '$0.00'],
    ]);
  });
});
