import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

/** The digits of a printed amount, whatever the reader's separators: the amount in minor units shown. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('formatMoney', () => {
  it('writes an amount in its currency, USD when none is given', () => {
    const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(98);
    expect(formatMoney(98)).toBe(usd);
    expect(formatMoney(98, 'EUR')).toContain('98');
    expect(formatMoney(98, 'EUR')).not.toBe(usd);
  });

  it('writes each currency with the digits of its minor unit: JPY none, USD two, KWD three', () => {
    expect(digitsOf(formatMoney(1000, 'JPY'))).toBe('1000');
    expect(digitsOf(formatMoney(30, 'USD'))).toBe('3000');
    expect(digitsOf(formatMoney(1.5, 'KWD'))).toBe('1500');
    // Forints are written without fillér, but a price that has them is never rounded away on screen.
    expect(digitsOf(formatMoney(1000, 'HUF'))).toBe('1000');
    expect(digitsOf(formatMoney(1000.5, 'HUF'))).toBe('10005');
  });
});
