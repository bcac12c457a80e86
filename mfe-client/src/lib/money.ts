/** An amount of the API (a decimal) in the user's format: "$98.00". */
export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
