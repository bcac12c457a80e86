import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { PaymentCustomer } from '../models/payment-customer.ts';
import type { User } from '../models/user.ts';

/**
 * The Stripe customer id of a user, made the first time it is needed. The idempotency key makes a retry
 * (or two requests at once) create one customer at Stripe; the insert keeps the first row.
 */
export async function customerIdOf(knex: Knex, stripe: Stripe, user: User): Promise<string> {
  const known = await PaymentCustomer.query(knex).findById(user.id);
  if (known) return known.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.username, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await PaymentCustomer.query(knex)
    .insert({ userId: user.id, stripeCustomerId: customer.id })
    .onConflict('userId')
    .ignore();
  return (await PaymentCustomer.query(knex).findById(user.id).throwIfNotFound()).stripeCustomerId;
}

/** The Stripe customer id of a user who has one (undefined: no card was ever saved). */
export async function existingCustomerId(knex: Knex, userId: string): Promise<string | undefined> {
  return (await PaymentCustomer.query(knex).findById(userId))?.stripeCustomerId;
}

/** The customer's default card at Stripe (null: none chosen, or the customer is gone). */
export async function defaultCardOf(stripe: Stripe, customerId: string): Promise<string | null> {
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted) return null;
  const chosen = customer.invoice_settings.default_payment_method;
  return typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
}

/** A saved card to charge off-session, with the customer it belongs to. */
export interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

/**
 * The card a user is charged on when they are not there (a waitlist's auto-charge): their default card,
 * else the first they saved; undefined when they have none.
 */
export async function savedCardOf(
  knex: Knex,
  stripe: Stripe,
  userId: string,
): Promise<SavedCard | undefined> {
  const customerId = await existingCustomerId(knex, userId);
  if (!customerId) return undefined;
  const [cards, defaultId] = await Promise.all([
    stripe.customers.listPaymentMethods(customerId, { type: 'card' }),
    defaultCardOf(stripe, customerId),
  ]);
  const card = cards.data.find((c) => c.id === defaultId) ?? cards.data[0];
  return card ? { customerId, paymentMethodId: card.id } : undefined;
}
