import { fromMinorUnits, idParamsSchema, payoutBalanceSchema, payoutSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { formatMoney } from '../../payments/statement-pdf.ts';
import { owedShares, type PayoutWithBookings, paidOutMinor, payoutsOf } from '../../payouts/coach-payouts.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { sendCoachStatement } from './coach-statement.ts';
import { teamCoach } from './team-coach.ts';

const listOf = (items: object) =>
  ({
    type: 'object',
    properties: { data: { type: 'array', items } },
    required: ['data'],
    additionalProperties: false,
  }) as const;

/**
 * GET /v1/payments/payout-balance: the caller's money as a coach of the X-Team team, per currency: what is
 * due and goes out with their next payout, each share still waiting for its session's hold to pass (with
 * when), and what payouts have paid.
 */
export const showPayoutBalance = defineRoute({
  method: 'get',
  path: '/payments/payout-balance',
  summary: "The coach's balance: available, pending and paid out",
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  responses: { 200: listOf(payoutBalanceSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, actor } = await teamCoach(ctx, trx);
    const now = Date.now();
    const shares = await owedShares(trx, tenant.id, actor.user.id, ctx.config.payoutHoldDays);
    const paid = await paidOutMinor(trx, tenant.id, actor.user.id);
    const currencies = [...new Set([...shares.map((share) => share.currency), ...paid.keys()])].sort();
    return {
      data: currencies.map((currency) => {
        const mine = shares.filter((share) => share.currency === currency);
        const available = mine.filter((share) => share.dueAt.getTime() <= now);
        return {
          currency,
          available: fromMinorUnits(
            available.reduce((sum, share) => sum + share.owedMinor, 0),
            currency,
          ),
          pending: mine
            .filter((share) => share.dueAt.getTime() > now)
            .map((share) => ({
              bookingId: share.bookingId,
              workshopTitle: share.workshopTitle,
              sessionEnded: share.sessionEnded.toISOString(),
              amount: fromMinorUnits(share.owedMinor, currency),
              dueAt: share.dueAt.toISOString(),
            })),
          paidOut: fromMinorUnits(paid.get(currency) ?? 0, currency),
        };
      }),
    };
  },
});

function presentPayout({ payout, bookings }: PayoutWithBookings) {
  return {
    id: payout.id,
    status: payout.status,
    currency: payout.currency,
    amount: fromMinorUnits(payout.amountMinor, payout.currency),
    createdAt: payout.createdAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
    bookings: bookings.map((line) => ({
      bookingId: line.bookingId,
      workshopTitle: line.workshopTitle,
      amount: fromMinorUnits(line.amountMinor, payout.currency),
    })),
  };
}

/** GET /v1/payments/transfers: the caller's payouts as a coach of the X-Team team, newest first. */
export const listPayoutTransfers = defineRoute({
  method: 'get',
  path: '/payments/transfers',
  summary: "The coach's payouts, each with the bookings it paid",
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  responses: { 200: listOf(payoutSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, actor } = await teamCoach(ctx, trx);
    return { data: (await payoutsOf(trx, tenant.id, actor.user.id)).map(presentPayout) };
  },
});

/**
 * GET /v1/payments/transfers/:id/statement: one payout's statement as a PDF for its coach: each booking it
 * paid and the total sent to their Stripe account (or for a super-admin). Another coach's payout is not
 * found.
 */
export const showPayoutTransferStatement = defineRoute({
  method: 'get',
  path: '/payments/transfers/:id/statement',
  summary: "A payout's statement (PDF)",
  tags: ['Payments'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { tenant, actor } = await teamCoach(ctx, trx);
    const coachId = actor.superAdmin ? null : actor.user.id;
    const [found] = await payoutsOf(trx, tenant.id, coachId, ctx.state.input.params.id);
    if (!found) throw notFound();
    const { payout, bookings } = found;
    const filename = `payout-${payout.createdAt.toISOString().slice(0, 10)}.pdf`;
    await sendCoachStatement(
      ctx,
      trx,
      { tenant, coachId: payout.coachId, filename },
      {
        title: 'Payout statement',
        number: `PO-${payout.id.slice(0, 8).toUpperCase()}`,
        issuedAt: payout.paidAt ?? payout.createdAt,
        currency: payout.currency,
        rows: bookings.map((line) => ({
          label: `${line.workshopTitle}, booking ${line.bookingId.slice(0, 8).toUpperCase()}`,
          amountMinor: line.amountMinor,
        })),
        totals: [{ label: 'Paid to your Stripe account', amountMinor: payout.amountMinor, strong: true }],
        note:
          payout.status === 'PAID'
            ? `Transferred on ${(payout.paidAt ?? payout.createdAt).toISOString().slice(0, 10)} (${payout.stripeTransferId}).`
            : `Being transferred: ${formatMoney(payout.amountMinor, payout.currency)}.`,
      },
    );
  },
});
