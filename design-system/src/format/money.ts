/**
 * An amount as the API gives it (a decimal, DESIGN.md "Money and seats") in the viewer's format:
 * "$98.00". USD, the teams' default currency, when none is given.
 */
export const formatMoney = (amount: number, currency = 'USD'): string =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
