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
import { waitlistPolicy } from '../../policies/waitlist-policy.ts';
import { presentWaitlistEntryFor } from '../../presenters/present-waitlist-entry.ts';
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
  access: {
    load: async (ctx, db) => {
      const tenant = await resolveTenant(ctx, db);
      const actor = await actorOf(ctx, db);
      const schedule = await WorkshopSchedule.forTenant(tenant.id, db).findById(ctx.state.input.params.id);
      if (!schedule) throw notFound();
      return { schedule, actor };
    },
    allow: ({ schedule, actor }) => waitlistPolicy.viewLine(actor, schedule),
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { page, perPage } = ctx.state.input.query;
    const { schedule, actor } = ctx.state.loaded;
    const query = presentableEntries(
      WaitlistEntry.forTenant(schedule.tenantId, trx)
        .where('waitlist_entries.workshopScheduleId', schedule.id)
        .whereIn('waitlist_entries.status', LIVE_WAITLIST_STATUSES),
      trx,
    );
    inLineOrder(query);
    return presentPage(await paginate(query, { page, perPage }), presentWaitlistEntryFor(actor));
  },
});
