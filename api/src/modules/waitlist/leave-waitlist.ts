import { idParamsSchema, LIVE_WAITLIST_STATUSES } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { letEntryGo } from '../../bookings/waitlist-exit.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { lockOwnEntry } from './own-entry.ts';

/**
 * DELETE /v1/waitlist-entries/:id: its person leaves the line (204); the entry stays, LEFT, as the record
 * of it, and seats offered to them go back (to the next in line). Anyone else's entry, or one already out
 * of the line, is a 404.
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
    const entry = await lockOwnEntry(ctx, trx, ctx.state.input.params.id);
    if (!(LIVE_WAITLIST_STATUSES as readonly string[]).includes(entry.status)) throw notFound();
    await letEntryGo(trx, entry, 'LEFT', 'Left the waitlist.');
  },
});
