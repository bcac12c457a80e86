import { pageEnvelope, waitlistEntrySchema, waitlistListQuerySchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { actorOf } from '../../policies/actor.ts';
import { presentWaitlistEntryFor } from '../../presenters/present-waitlist-entry.ts';
import { presentableEntries } from './presentable-entries.ts';

/** GET /v1/waitlist-entries: mine, in every team, newest first, each with my place in its line. */
export const listWaitlistEntries = defineRoute({
  method: 'get',
  path: '/waitlist-entries',
  summary: 'List my waitlist entries with my place in each line',
  tags: ['Waitlist'],
  before: [authenticate()],
  request: { query: waitlistListQuerySchema },
  responses: { 200: pageEnvelope(waitlistEntrySchema) },
  errors: [400, 401],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { page, perPage } = ctx.state.input.query;
    const actor = await actorOf(ctx, trx);
    const query = presentableEntries(
      WaitlistEntry.acrossTenants(trx).where('waitlist_entries.userId', actor.user.id),
      trx,
    ).orderBy([
      { column: 'waitlist_entries.createdAt', order: 'desc' },
      { column: 'waitlist_entries.id', order: 'desc' },
    ]);
    return presentPage(await paginate(query, { page, perPage }), presentWaitlistEntryFor(actor));
  },
});
