import { describe, expect, it } from 'vitest';
import { priceSeats, splitPaid } from './price-breakdown.ts';

const vat = (ratePercent: number, included: boolean) => ({ label: 'VAT', ratePercent, included });

describe('the price of seats with tax', () => {
  it('adds a tax to the price after tiers and codes, or tells the tax a price includes', () => {
    const terms = {
      currency: 'EUR',
      unitMinor: 10_000,
      tier: { kind: 'GROUP' as const, unitMinor: 8_000 },
      discount: { codeId: 'c', code: 'TEN', percentOff: 10, amountOffMinor: null },
    };
    // 3 × 80.00 = 240.00, less 10 %: 216.00, and 19 % on that.
    expect(priceSeats({ ...terms, tax: vat(19, false) }, 3)).toMatchObject({
      taxes: [{ label: 'VAT', ratePercent: 19, included: false, amountMinor: 4_104 }],
      totalMinor: 25_704,
    });
    // The same price with 19 % in it: 216.00 × 19/119 = 34.49, and the total stays.
    expect(priceSeats({ ...terms, tax: vat(19, true) }, 3)).toMatchObject({
      taxes: [{ amountMinor: 3_449, included: true }],
      totalMinor: 21_600,
    });
    // A reverse charge: a 0 % line, nothing added.
    const reverse = { label: 'Reverse charge', ratePercent: 0, included: false };
    expect(priceSeats({ ...terms, tax: reverse }, 3)).toMatchObject({
      taxes: [{ label: 'Reverse charge', amountMinor: 0 }],
      totalMinor: 21_600,
    });
  });

  it('takes the platform fee from the net of a taxed payment, the payout carrying the tax', () => {
    expect(splitPaid(11_900, 10, 19)).toEqual({ taxMinor: 1_900, feeMinor: 1_000, payoutMinor: 10_900 });
    expect(splitPaid(11_900, 10)).toEqual({ taxMinor: 0, feeMinor: 1_190, payoutMinor: 10_710 });
  });
});
