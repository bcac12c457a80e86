/** An amount of the API (a decimal, DESIGN.md "Money and seats") in the visitor's format: "$98.00". */
export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
