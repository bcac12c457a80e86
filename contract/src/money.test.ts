import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  formatAmount,
  formatMinorUnits,
  fromMinorUnits,
  priceDecimalsMessage,
  priceFits,
  toMinorUnits,
} from './money.ts';

/** Intl puts a no-break space between a code and its number: compare with plain spaces. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('money in minor units of its own currency', () => {
  it('knows each currency’s digits: JPY none, USD two, KWD three, whatever the case of the code', () => {
    expect([currencyDigits('JPY'), currencyDigits('USD'), currencyDigits('KWD')]).toEqual([0, 2, 3]);
    expect(currencyDigits('jpy')).toBe(0);
    // ISO 4217, not Intl's display digits: Intl writes forints without fillér, Stripe charges them.
    expect(currencyDigits('HUF')).toBe(2);
    // Outside ISO 4217 (and MGA, whose minor unit is a fifth): two, as Intl assumes.
    expect([currencyDigits('XYZ'), currencyDigits('MGA')]).toEqual([2, 2]);
  });

  it('turns JPY 1000 into 1000, USD 30 into 3000 and KWD 1.5 into 1500, and back', () => {
    expect(toMinorUnits(1000, 'JPY')).toBe(1000);
    expect(toMinorUnits(30, 'USD')).toBe(3000);
    expect(toMinorUnits(1.5, 'KWD')).toBe(1500);
    expect(fromMinorUnits(1000, 'JPY')).toBe(1000);
    expect(fromMinorUnits(3000, 'USD')).toBe(30);
    expect(fromMinorUnits(1500, 'KWD')).toBe(1.5);
    // Rounded: binary fractions never lose a minor unit.
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
    expect(toMinorUnits(1.005, 'KWD')).toBe(1005);
  });

  it('takes prices with no more decimals than their currency has, at most two', () => {
    expect(priceFits(1000, 'JPY')).toBe(true);
    expect(priceFits(1000.5, 'JPY')).toBe(false);
    expect(priceFits(49.99, 'USD')).toBe(true);
    expect(priceFits(1.25, 'KWD')).toBe(true);
    expect(priceDecimalsMessage('JPY')).toBe('Prices in JPY are whole numbers.');
  });

  it('prints amounts with their currency’s digits', () => {
    expect(formatAmount(1000, 'JPY', 'en-US')).toBe('¥1,000');
    expect(formatAmount(30, 'USD', 'en-US')).toBe('$30.00');
    expect(spaced(formatAmount(1.5, 'KWD', 'en-US'))).toBe('KWD 1.500');
    expect(spaced(formatAmount(1000.5, 'HUF', 'en-US'))).toBe('HUF 1,000.50');
    expect(spaced(formatMinorUnits(1500, 'KWD', 'en-US'))).toBe('KWD 1.500');
    expect(formatMinorUnits(1000, 'JPY', 'en-US')).toBe('¥1,000');
  });
});
