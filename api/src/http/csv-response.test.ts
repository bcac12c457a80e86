import { describe, expect, it } from 'vitest';
import { cellText, money } from './csv-response.ts';

describe('cellText', () => {
  it('writes text a spreadsheet would run as a formula after a quote, and other text as it is', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(cellText(text)).toBe(`'${text}`);
    for (const text of ['Zoë', 'a=b', 'x-1', ' =1', '', "'quoted"]) expect(cellText(text)).toBe(text);
  });

  it('leaves numbers and amounts alone, in the currency’s decimals', () => {
    expect(cellText(-12.5)).toBe('-12.5');
    expect(cellText(money(-1250, 'EUR'))).toBe('-12.50');
    expect(cellText(money(5, 'USD'))).toBe('0.05');
    expect(cellText(money(500, 'JPY'))).toBe('500');
    expect(cellText(money(1234, 'KWD'))).toBe('1.234');
  });

  it('writes times in ISO 8601 UTC, yes or no, and nothing for no value', () => {
    expect(cellText(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('2026-01-02T03:04:05.000Z');
    expect(cellText(true)).toBe('yes');
    expect(cellText(false)).toBe('no');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
  });
});
