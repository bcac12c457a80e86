import { dataEnvelope, idParamsSchema, waitlistEntrySchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';
import { presentWaitlistEntryFor } from '../../presenters/present-waitlist-entry.ts';
import { findOwnEntry } from './own-entry.ts';
import { presentableEntries } from './presentable-entries.ts';

/**
 * GET /v1/waitlist-entries/:id: one of my entries with my place and the session it waits for, as the
 * page of an offer shows it (what is held, until when). Anyone else's entry is a 404.
 */
export const showWaitlistEntry = defineRoute({
  method: 'get',
  path: '/waitlist-entries/:id',
  summary: 'Show one of my waitlist entries with my place in its line',
  tags: ['Waitlist'],
  before: [authenticate()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(waitlistEntrySchema) },
  errors: [401, 404],
  transaction: true,
  access: {
    load: (ctx, db) => findOwnEntry(ctx, db, ctx.state.input.params.id),
    allow: ({ entry, actor }) => waitlistPolicy.own(actor, entry),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { entry: seen, actor } = ctx.state.loaded;
    const [entry] = await presentableEntries(
      WaitlistEntry.forTenant(seen.tenantId, trx).where('waitlist_entries.id', seen.id),
      trx,
    );
    if (!entry) throw new Error('showWaitlistEntry: the entry just read is gone');
    return present(entry, presentWaitlistEntryFor(actor));
  },
});
