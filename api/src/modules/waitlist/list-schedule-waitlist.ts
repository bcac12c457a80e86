import {
  idParamsSchema,
  LIVE_WAITLIST_STATUSES,
  pageEnvelope,
  waitlistEntrySchema,
  waitlistListQuerySchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { inLineOrder } from '../../bookings/waitlist-line.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { WaitlistEntry } from '../../models/waitlist-entry.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';
import { presentWaitlistEntry } from '../../presenters/present-waitlist-entry.ts';
import { resolveTenant } from '../../tenancy/current-tenant.ts';
import { presentableEntries } from './presentable-entries.ts';

/**
 * GET /v1/workshop-schedules/:id/waitlist: a schedule of the X-Team team's line, in order (pages of 10),
 * for its coach, the team's owners and admins and a super-admin (another member: 403; another team's
 * schedule: 404).
 */
export const listScheduleWaitlist = defineRoute({
  method: 'get',
  path: '/workshop-schedules/:id/waitlist',
  summary: "List a workshop schedule's waitlist, in line order",
  tags: ['Waitlist'],
  before: [authenticate()],
  request: { params: idParamsSchema, query: waitlistListQuerySchema },
  responses: { 200: pageEnvelope(waitlistEntrySchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { page, perPage } = ctx.state.input.query;
    const tenant = await resolveTenant(ctx, trx);
    const actor = await actorOf(ctx, trx);
    const schedule = await WorkshopSchedule.forTenant(tenant.id, trx).findById(ctx.state.input.params.id);
    if (!schedule) throw notFound();
    authorize(waitlistPolicy.viewLine(actor, schedule));
    const query = presentableEntries(
      WaitlistEntry.forTenant(tenant.id, trx)
        .where('waitlist_entries.workshopScheduleId', schedule.id)
        .whereIn('waitlist_entries.status', LIVE_WAITLIST_STATUSES),
      trx,
    );
    inLineOrder(query);
    return presentPage(await paginate(query, { page, perPage }), presentWaitlistEntry);
  },
});
