import { dataEnvelope, payoutLedgerCheckSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { checkPayoutBalances } from '../../payouts/payout-balance-check.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';

/**
 * GET /v1/payout-ledger/check: every coach's money in every team (payouts/payout-balance-check.ts, as
 * `npm run payouts:check` prints it), for super-admins only: it crosses teams.
 */
export const checkPayoutLedgerRoute = defineRoute({
  method: 'get',
  path: '/payout-ledger/check',
  summary: 'Check that every coach’s charges, refunds, fees, payouts and balance agree',
  tags: ['Payout ledger'],
  before: [authenticate()],
  responses: { 200: dataEnvelope(payoutLedgerCheckSchema) },
  errors: [401, 403],
  handler: async (ctx) => {
    authorize((await actorOf(ctx, ctx.knex)).superAdmin);
    const coaches = await checkPayoutBalances(ctx.knex);
    return { data: { balanced: coaches.every((coach) => coach.balanced), coaches } };
  },
});
