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
