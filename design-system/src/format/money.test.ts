import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes an amount in its currency, USD when none is given', () => {
    const usd = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(98);
    expect(formatMoney(98)).toBe(usd);
    expect(formatMoney(98, 'EUR')).toContain('98');
    expect(formatMoney(98, 'EUR')).not.toBe(usd);
  });
});
