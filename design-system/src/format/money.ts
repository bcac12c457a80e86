import { DEFAULT_CURRENCY, formatAmount } from '@exceed/api/contract/money';

/**
 * An amount as the API gives it (a decimal, DESIGN.md "Money and seats") in the viewer's format, with its
 * currency's own digits (the contract's one table of them): "$98.00", "¥1,000", "KWD 1.500". The teams'
 * default currency when none is given.
 */
export const formatMoney = (amount: number, currency = DEFAULT_CURRENCY): string =>
  formatAmount(amount, currency);
