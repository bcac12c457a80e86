import { describe, expect, it } from 'vitest';
import { priceSeats } from './price-breakdown.ts';
import { type SellerTax, taxCase, taxFor } from './tax-treatment.ts';

/** A team registered in Germany at 19 %, charging French consumers 20 % (the one-stop shop). */
const german: SellerTax = { country: 'DE', pricesIncludeTax: false, defaultRate: 19, rates: { FR: 20 } };

describe('which tax a sale carries', () => {
  it('charges a domestic consumer the home rate, added to the price', () => {
    expect(taxCase(german, { country: 'DE' })).toBe('charged');
    expect(taxFor(german, { country: 'DE' })).toEqual({ label: 'VAT', ratePercent: 19, included: false });
    // A German business pays German VAT too: the reverse charge is for other member states only.
    expect(taxCase(german, { country: 'DE', vatId: 'DE123456789' })).toBe('charged');
  });

  it('charges an EU consumer of another state their country’s rate, and the home rate where none is set', () => {
    expect(taxFor(german, { country: 'FR' })).toMatchObject({ ratePercent: 20 });
    expect(taxFor(german, { country: 'AT' })).toMatchObject({ ratePercent: 19 });
  });

  it('reverse-charges an EU business of another state with a VAT ID in its format', () => {
    const buyer = { country: 'FR', vatId: 'fr 40 303265045' };
    expect(taxCase(german, buyer)).toBe('reverse-charge');
    expect(taxFor(german, buyer)).toEqual({ label: 'Reverse charge', ratePercent: 0, included: false });
    // A VAT ID not in its country's format is no business's: VAT is charged.
    expect(taxCase(german, { country: 'FR', vatId: 'FR123' })).toBe('charged');
    // Greece's VAT IDs start with EL.
    expect(taxCase(german, { country: 'GR', vatId: 'EL123456789' })).toBe('reverse-charge');
  });

  it('charges no VAT to a buyer outside the EU; a team not registered charges none at all', () => {
    expect(taxCase(german, { country: 'US' })).toBe('outside-eu');
    expect(taxFor(german, { country: 'US' })).toMatchObject({
      label: 'VAT not charged (outside the EU)',
      ratePercent: 0,
    });
    const unregistered = { ...german, country: null };
    expect(taxFor(unregistered, { country: 'DE' })).toBeUndefined();
    // A team outside the EU charges its own rates to everyone.
    const american = { country: 'US', pricesIncludeTax: false, defaultRate: 8.875, rates: {} };
    expect(taxFor(american, { country: 'DE', vatId: 'DE123456789' })).toMatchObject({
      label: 'Tax',
      ratePercent: 8.875,
    });
  });

  it('takes the VAT a price includes off it when none is charged, so a business abroad pays the net', () => {
    const inclusive = { ...german, pricesIncludeTax: true };
    const terms = { currency: 'EUR', unitMinor: 11_900 };
    const domestic = priceSeats({ ...terms, tax: taxFor(inclusive, { country: 'DE' }) }, 2);
    expect(domestic).toMatchObject({ totalMinor: 23_800, taxes: [{ amountMinor: 3_800, included: true }] });
    const reverse = priceSeats(
      { ...terms, tax: taxFor(inclusive, { country: 'NL', vatId: 'NL123456789B01' }) },
      2,
    );
    expect(reverse).toMatchObject({
      adjustments: [{ label: 'VAT not charged', amountMinor: -3_800 }],
      taxes: [{ label: 'Reverse charge', ratePercent: 0, amountMinor: 0 }],
      totalMinor: 20_000,
    });
  });
});
