import {
  dayField,
  pageEnvelope,
  paginationQueryProperties,
  SCHEDULE_STATUSES,
  uuidSchema,
  workshopScheduleSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { SCHEDULE_GRAPH, scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { giveMeetingRooms } from '../../workshops/meeting-links.ts';

/** Query of the list: pagination and filters by workshop, coach, status and start day. */
export const workshopScheduleListQuerySchema = {
  type: 'object',
  properties: {
    ...paginationQueryProperties,
    workshopId: uuidSchema,
    coachId: uuidSchema,
    status: { type: 'string', enum: SCHEDULE_STATUSES, errorMessage: 'Please select a valid status' },
    from: {
      ...dayField,
      description:
        'Schedules still running on or after this day (ending on or after it): a cohort begun before it is listed.',
    },
    to: { ...dayField, description: 'Schedules starting on or before this day (inclusive).' },
  },
  additionalProperties: false,
} as const;

const DAY_MS = 86_400_000;

/** GET /v1/workshop-schedules: the tenant's schedules, soonest first, with workshop and coach summaries. */
export const listWorkshopSchedules = defineRoute({
  method: 'get',
  path: '/workshop-schedules',
  summary: 'List workshop schedules',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { query: workshopScheduleListQuerySchema },
  responses: { 200: pageEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    const actor = await actorOf(ctx, trx);
    authorize(cataloguePolicy.view(actor, tenant.id));
    const { page, perPage, workshopId, coachId, status, from, to } = ctx.state.input.query;
    // Two relation fetches for the whole page, whatever its size (no N+1).
    const query = WorkshopSchedule.forTenant(tenant.id, trx)
      .withGraphFetched(SCHEDULE_GRAPH)
      .modifiers(scheduleGraphModifiers)
      .orderBy([{ column: 'startDate' }, { column: 'id' }]);
    if (workshopId) query.where('workshopId', workshopId);
    if (coachId) query.where('coachId', coachId);
    if (status) query.where('status', status);
    // By its end: a cohort that began before `from` still has sessions the month or the list must show.
    if (from) query.where('endDate', '>=', `${from}T00:00:00Z`);
    if (to) query.where('startDate', '<', new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS).toISOString());
    const found = await paginate(query, { page, perPage });
    await giveMeetingRooms(ctx.state.trx, ctx.config, found.items);
    return presentPage(found, presentWorkshopScheduleFor(actor));
  },
});
