import { randomBytes } from 'node:crypto';

/** Ids as Stripe writes them: a prefix and random characters. */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** Seconds since the epoch, as every Stripe timestamp. */
export const now = (): number => Math.floor(Date.now() / 1000);

/** What a card does when charged (Stripe's test card numbers). */
export type CardOutcome = 'succeed' | 'decline' | 'insufficient_funds' | 'authenticate';

/** Stripe's documented test cards this emulator knows; any other number is refused as incorrect. */
export const TEST_CARDS: Record<string, { brand: string; outcome: CardOutcome }> = {
  '4242424242424242': { brand: 'visa', outcome: 'succeed' },
  '5555555555554444': { brand: 'mastercard', outcome: 'succeed' },
  '4000000000000002': { brand: 'visa', outcome: 'decline' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
  '4000002500003155': { brand: 'visa', outcome: 'authenticate' },
};

/** Stripe's test payment method ids, each standing for a test card. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_authenticationRequired: '4000002500003155',
};

/** How a declined card is reported (error and last_payment_error). */
export const DECLINES: Record<'decline' | 'insufficient_funds', { decline_code: string; message: string }> = {
  decline: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  insufficient_funds: { decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/** A Stripe object: an id, its kind, and its fields. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** Every object the emulator holds, by id, in the order they were made. */
export class ObjectStore {
  readonly #objects = new Map<string, StripeObject>();
  /** The card number behind each payment method (never shown, as Stripe never shows it). */
  readonly cardNumbers = new Map<string, string>();

  create<T extends StripeObject>(object: T): T {
    this.#objects.set(object.id, object);
    return object;
  }

  get(id: string | undefined, kind: string): StripeObject | undefined {
    const object = id === undefined ? undefined : this.#objects.get(id);
    return object?.object === kind ? object : undefined;
  }

  all(kind: string, where: (object: StripeObject) => boolean = () => true): StripeObject[] {
    return [...this.#objects.values()].filter((object) => object.object === kind && where(object));
  }
}

/** A list answer as Stripe's ({ object: 'list', data, has_more, url }), newest first. */
export const list = (url: string, data: StripeObject[]) => ({
  object: 'list',
  data: [...data].reverse(),
  has_more: false,
  url,
});
