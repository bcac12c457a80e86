import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { PayoutAccount } from '../models/payout-account.ts';

/**
 * Keeps what Stripe says of a connected account: whether it may receive transfers (onboarding finished and
 * nothing holds it). The payout run pays only accounts Stripe lets it pay.
 */
export async function applyAccountUpdate(knex: Knex, account: Stripe.Account): Promise<void> {
  await PayoutAccount.query(knex)
    .where({ stripeAccountId: account.id })
    .patch({ payoutsEnabled: account.payouts_enabled === true });
}
