import {
  accountLinkSchema,
  dataEnvelope,
  PAYOUT_MESSAGES,
  payoutAccountSchema,
  SECOND_FACTOR_MESSAGES,
  updatePayoutAccountSchema,
} from '@exceed/contract';
import type { Context } from 'koa';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { securityChangeMail } from '../../mail/security-messages.ts';
import { PayoutAccount } from '../../models/payout-account.ts';
import { applyAccountUpdate } from '../../payouts/payout-account-state.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';

/** Connect is off unless STRIPE_CONNECT is set (404), and it is for coaches (403). */
async function assertCoachWithConnect(ctx: Context): Promise<void> {
  if (!ctx.config.stripeConnect) throw notFound();
  authorize((await actorOf(ctx, ctx.knex)).coach);
}

/**
 * Where payouts go is what a thief of a coach's session would change: it needs a session that proved a
 * second factor (403 in words), and the account's address is told of every change (decision 0096).
 */
async function assertPayoutChangeAllowed(ctx: Context): Promise<void> {
  await assertCoachWithConnect(ctx);
  authorize(ctx.state.auth?.session?.secondFactorAt != null, SECOND_FACTOR_MESSAGES.payoutNeedsSecondFactor);
}

/**
 * POST /v1/payments/connect/account-link: where to send a coach to connect their Stripe account (an
 * Express account, made on the first call) or to finish connecting it; Stripe sends them back to the
 * coach area.
 */
export const createAccountLink = defineRoute({
  method: 'post',
  path: '/payments/connect/account-link',
  summary: 'Connect a Stripe account for payouts (coach)',
  tags: ['Payments'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(accountLinkSchema) },
  errors: [401, 403, 404, 419],
  handler: async (ctx) => {
    await assertPayoutChangeAllowed(ctx);
    const { stripe } = ctx.payments;
    const user = currentUser(ctx);
    let account = await PayoutAccount.query(ctx.knex).findById(user.id);
    if (!account) {
      const created = await stripe.accounts.create(
        { type: 'express', email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `account:${user.id}` },
      );
      await PayoutAccount.query(ctx.knex)
        .insert({ userId: user.id, stripeAccountId: created.id })
        .onConflict('userId')
        .ignore();
      account = await PayoutAccount.query(ctx.knex).findById(user.id).throwIfNotFound();
    }
    const back = `${ctx.config.appUrl}/c/account/payouts`;
    const link = await stripe.accountLinks.create({
      account: account.stripeAccountId,
      type: 'account_onboarding',
      refresh_url: `${back}?connect=retry`,
      return_url: `${back}?connect=done`,
    });
    await enqueueMail(
      ctx.knex,
      securityChangeMail(user.email, 'payout-account-opened', null, ctx.config.appUrl),
    );
    return { data: { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() } };
  },
});

/** The coach's Stripe account state as Stripe says it, and their payout schedule. */
async function payoutAccountState(ctx: Context) {
  const account = await PayoutAccount.query(ctx.knex).findById(currentUser(ctx).id);
  if (!account)
    return {
      data: {
        connected: false,
        chargesEnabled: false,
        payoutsEnabled: false,
        detailsSubmitted: false,
        payoutSchedule: 'WEEKLY' as const,
      },
    };
  const stripeAccount = await ctx.payments.stripe.accounts.retrieve(account.stripeAccountId);
  // Stripe's word is the latest: the payout run reads the kept state (its webhook may not have come yet).
  if (stripeAccount.payouts_enabled !== account.payoutsEnabled) {
    await applyAccountUpdate(ctx.knex, stripeAccount);
  }
  return {
    data: {
      connected: true,
      chargesEnabled: stripeAccount.charges_enabled,
      payoutsEnabled: stripeAccount.payouts_enabled,
      detailsSubmitted: stripeAccount.details_submitted,
      payoutSchedule: account.payoutSchedule,
    },
  };
}

/** GET /v1/payments/connect/account: whether the coach's Stripe account is connected and can be paid. */
export const showPayoutAccount = defineRoute({
  method: 'get',
  path: '/payments/connect/account',
  summary: "The coach's Stripe account state",
  tags: ['Payments'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(payoutAccountSchema) },
  errors: [401, 403, 404],
  handler: async (ctx) => {
    await assertCoachWithConnect(ctx);
    return payoutAccountState(ctx);
  },
});

/** PATCH /v1/payments/connect/account: how often the coach is paid (daily, weekly or monthly). */
export const updatePayoutAccount = defineRoute({
  method: 'patch',
  path: '/payments/connect/account',
  summary: 'Choose how often payouts are made (coach)',
  tags: ['Payments'],
  before: [authenticate()],
  request: { body: updatePayoutAccountSchema },
  responses: { 200: dataEnvelope(payoutAccountSchema) },
  errors: [400, 401, 403, 404, 419],
  handler: async (ctx) => {
    await assertPayoutChangeAllowed(ctx);
    const { payoutSchedule } = ctx.state.input.body;
    const user = currentUser(ctx);
    await ctx.knex.transaction(async (trx) => {
      const account = await PayoutAccount.query(trx).findById(user.id).forUpdate();
      if (!account) throw validationFailed({ payoutSchedule: [PAYOUT_MESSAGES.connectFirst] });
      if (account.payoutSchedule === payoutSchedule) return;
      await PayoutAccount.query(trx).findById(user.id).patch({ payoutSchedule });
      const detail = `Payouts are now made ${payoutSchedule.toLowerCase()}.`;
      await enqueueMail(
        trx,
        securityChangeMail(user.email, 'payout-schedule-changed', detail, ctx.config.appUrl),
      );
    });
    return payoutAccountState(ctx);
  },
});
