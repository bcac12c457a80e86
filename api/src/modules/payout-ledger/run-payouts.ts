import { dataEnvelope, PAYOUT_CLOCK_MESSAGE, payoutRunResultSchema, payoutRunSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { runPayouts } from '../../payouts/payout-run.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';

/**
 * POST /v1/admin/payout-runs: a super-admin runs the payouts now rather than at the next hour (after
 * fixing an account, say); the run is the hourly one, so it pays nothing twice. `at` runs it as of another
 * moment, in development and test only: the browser tests' clock.
 */
export const runPayoutsRoute = defineRoute({
  method: 'post',
  path: '/admin/payout-runs',
  summary: 'Run the payouts now (super-admin)',
  tags: ['Payout ledger'],
  before: [authenticate()],
  request: { body: payoutRunSchema },
  responses: { 200: dataEnvelope(payoutRunResultSchema) },
  errors: [400, 401, 403, 419],
  handler: async (ctx) => {
    authorize((await actorOf(ctx, ctx.knex)).superAdmin);
    const { at } = ctx.state.input.body;
    if (at && ctx.config.appEnv !== 'development' && ctx.config.appEnv !== 'test') {
      throw validationFailed({ at: [PAYOUT_CLOCK_MESSAGE] });
    }
    const payouts = await runPayouts(ctx.knex, at ? new Date(at) : new Date(), ctx.config.payoutHoldDays);
    return { data: { payouts: payouts.length } };
  },
});
