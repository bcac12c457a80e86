import { dataEnvelope, idParamsSchema, workshopScheduleSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentWorkshopScheduleFor } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { giveMeetingRooms } from '../../workshops/meeting-links.ts';
import { readsSchedule } from './schedule-access.ts';

/** GET /v1/workshop-schedules/:id: one schedule of the current tenant (its coach reads its meeting links). */
export const showWorkshopSchedule = defineRoute({
  method: 'get',
  path: '/workshop-schedules/:id',
  summary: 'Show a workshop schedule',
  tags: ['Workshop schedules'],
  before: [authenticate(), currentTenant()],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(workshopScheduleSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: readsSchedule(),
  handler: async (ctx) => {
    const { actor, schedule } = ctx.state.loaded;
    await giveMeetingRooms(ctx.state.trx, ctx.config, [schedule]);
    return present(schedule, presentWorkshopScheduleFor(actor));
  },
});
