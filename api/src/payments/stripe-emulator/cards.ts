/** Stripe's test card numbers (https://docs.stripe.com/testing) and what charging each one does. */
export interface TestCard {
  brand: string;
  decline?: { decline_code: string; message: string };
  /** 3-D Secure: the intent waits in requires_action until the cardholder authenticates. */
  authenticate?: true;
  /** The charge succeeds, then its cardholder disputes it (charge.dispute.created). */
  dispute?: true;
}

const declined = (decline_code: string, message: string) => ({ decline_code, message });

export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '4000000000000002': { brand: 'visa', decline: declined('generic_decline', 'Your card was declined.') },
  '4000000000009995': {
    brand: 'visa',
    decline: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  '4000002500003155': { brand: 'visa', authenticate: true },
  '4000000000000259': { brand: 'visa', dispute: true },
};

/** Stripe's test payment method ids; each use makes a fresh pm_ of its card, as Stripe does. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: '4000002500003155',
  pm_card_createDispute: '4000000000000259',
};
