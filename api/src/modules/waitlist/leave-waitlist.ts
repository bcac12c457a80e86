import { idParamsSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { holdsPlace } from '../../bookings/waitlist-entry-state.ts';
import { letEntryGo } from '../../bookings/waitlist-exit.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';
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
  access: {
    load: (ctx, db) => lockOwnEntry(ctx, db, ctx.state.input.params.id),
    allow: ({ entry, actor }) => waitlistPolicy.own(actor, entry),
  },
  handler: async (ctx) => {
    const { entry } = ctx.state.loaded;
    if (!holdsPlace(entry)) throw notFound();
    await letEntryGo(ctx.state.trx, entry, 'LEFT', 'Left the waitlist.');
  },
});
