import { describe, expect, it } from 'vitest';
import { TAX_MESSAGES, vatIdCountry, vatIdProblem } from './tax-registration.ts';

describe('VAT IDs, checked offline', () => {
  it('takes each country’s format, with spaces, dots and dashes as typed', () => {
    for (const vatId of [
      'DE123456789',
      'de 123 456 789',
      'FR40303265045',
      'NL123456789B01',
      'ATU12345678',
      'EL123456789',
      'ESX1234567X',
    ])
      expect(vatIdProblem(vatId), vatId).toBeUndefined();
    expect(vatIdCountry('EL123456789')).toBe('GR');
  });

  it('says whether the prefix or the number is wrong', () => {
    expect(vatIdProblem('123456789')).toBe(TAX_MESSAGES.vatIdPrefix);
    expect(vatIdProblem('US123456789')).toBe(TAX_MESSAGES.vatIdPrefix);
    expect(vatIdProblem('DE12345678')).toBe(TAX_MESSAGES.vatIdFormat);
    expect(vatIdProblem('NL123456789C01')).toBe(TAX_MESSAGES.vatIdFormat);
  });
});
