import { authenticate } from '../../auth/authenticate.ts';
import { idParamsSchema, LIVE_WAITLIST_STATUSES } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { actorOf } from '../../policies/actor.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';

/**
 * DELETE /v1/waitlist-entries/:id: its person leaves the line (204); the entry stays, LEFT, as the record
 * of it. Anyone else's entry, or one already out of the line, is a 404.
 */
export const leaveWaitlist = defineRoute({
  method: 'delete',
  path: '/waitlist-entries/:id',
  summary: 'Leave a waitlist',
  tags: ['Waitlist'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 204: null },
  errors: [401, 404, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const actor = await actorOf(ctx, trx);
    const entry = await WaitlistEntry.acrossTenants(trx)
      .findById(ctx.state.input.params.id)
      .whereIn('status', LIVE_WAITLIST_STATUSES)
      .forUpdate();
    if (!entry || !waitlistPolicy.own(actor, entry)) throw notFound();
    await entry.$query(trx).patch({ status: 'LEFT', offerExpiresAt: null });
  },
});
