import { dashboardMetricsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { actorOf } from '../../policies/actor.ts';
import { clientMetrics, coachMetrics } from './metrics-queries.ts';

/**
 * GET /v1/dashboard/metrics: the numbers of the caller's dashboards, computed in SQL. Everyone gets the
 * client side (what they booked, wherever); coaches also get the coach side (their sessions, in their
 * teams); for anyone else `coach` is null.
 */
export const showDashboardMetrics = defineRoute({
  method: 'get',
  path: '/dashboard/metrics',
  summary: 'Dashboard metrics (client, and coach for coaches)',
  tags: ['Dashboard'],
  before: [authenticate()],
  responses: { 200: { type: 'object', properties: { data: dashboardMetricsSchema }, required: ['data'] } },
  errors: [401],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    return {
      data: {
        client: await clientMetrics(trx, actor.user.id),
        coach: actor.coach
          ? await coachMetrics(trx, actor.user.id, [...actor.activeTenantIds], {
              payouts: ctx.config.stripeConnect,
            })
          : null,
      },
    };
  },
});
