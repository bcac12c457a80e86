import { idParamsSchema, WAITLIST_MESSAGES } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { letEntryGo } from '../../bookings/waitlist-exit.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const entry = await lockOwnEntry(ctx, trx, ctx.state.input.params.id);
    if (entry.status !== 'OFFERED') throw validationFailed({ id: [WAITLIST_MESSAGES.noOffer] });
    await letEntryGo(trx, entry, 'DECLINED', 'Waitlist offer declined.');
  },
});
