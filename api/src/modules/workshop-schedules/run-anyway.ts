import { dataEnvelope, idParamsSchema, workshopScheduleSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { runAnyway } from '../../workshops/go-no-go.ts';
import { findScheduleToShow } from './find-schedule.ts';
import { managesSchedule } from './schedule-access.ts';

/**
 * POST /v1/workshop-schedules/:id/run-anyway: the coach answers a schedule's go/no-go (issue 38): it runs
 * though it is short of its workshop's minimum of seats, and is not cancelled at its deadline. To cancel it
 * instead, the coach cancels the schedule (PATCH its status), which refunds and tells its attendees.
 */
export const runScheduleAnyway = defineRoute({
  method: 'post',
  path: '/workshop-schedules/:id/run-anyway',
  summary: 'Run a workshop schedule short of its minimum of seats',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 404, 419],
  transaction: true,
  access: managesSchedule(),
  handler: async (ctx) => {
    const { trx, loaded } = ctx.state;
    const { schedule } = loaded;
    await runAnyway(trx, schedule);
    return present(
      await findScheduleToShow(ctx, trx, schedule.tenantId, schedule.id),
      presentWorkshopScheduleFor(loaded.actor),
    );
  },
});
