import { idParamsSchema, WAITLIST_MESSAGES } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { isOffered } from '../../bookings/waitlist-entry-state.ts';
import { letEntryGo } from '../../bookings/waitlist-exit.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';
import { lockOwnEntry } from './own-entry.ts';

/**
 * POST /v1/waitlist-entries/:id/decline: the person offered seats turns them down (204): the entry leaves
 * the line as DECLINED and the booking that held the seats is cancelled, which frees them for the next
 * in line (the seat counter queues the offer). No open offer: 422.
 */
export const declineWaitlistOffer = defineRoute({
  method: 'post',
  path: '/waitlist-entries/:id/decline',
  summary: 'Decline the seats a waitlist offer holds for me',
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
    if (!isOffered(entry)) throw validationFailed({ id: [WAITLIST_MESSAGES.noOffer] });
    await letEntryGo(ctx.state.trx, entry, 'DECLINED', 'Waitlist offer declined.');
  },
});
