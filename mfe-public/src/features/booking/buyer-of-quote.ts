import { vatIdProblem } from '@exceed/contract';

/** Who a quote prices the tax for: the country chosen, and a VAT ID once it is in its country's format. */
export interface BuyerOfQuote {
  country?: string;
  vatId?: string;
}

/**
 * The buyer as the booking form has them so far. A VAT ID still being typed is left out (the price is the
 * consumer's until it is whole); the API checks it again when the booking is made.
 */
export function buyerOfQuote(country: string, vatId: string): BuyerOfQuote {
  const typed = vatId.trim();
  return {
    ...(country && { country }),
    ...(typed && !vatIdProblem(typed) && { vatId: typed }),
  };
}
