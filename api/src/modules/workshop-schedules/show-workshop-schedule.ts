import { dataEnvelope, idParamsSchema, workshopScheduleSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';
import { cataloguePolicy } from '../../policies/catalogue-policy.ts';
import { presentWorkshopSchedule } from '../../presenters/present-workshop-schedule.ts';
import { currentTenant, tenantOf } from '../../tenancy/current-tenant.ts';
import { findSchedule } from './find-schedule.ts';

/** GET /v1/workshop-schedules/:id: one schedule of the current tenant. */
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
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const tenant = tenantOf(ctx);
    authorize(cataloguePolicy.view(await actorOf(ctx, trx), tenant.id));
    return present(await findSchedule(trx, tenant.id, ctx.state.input.params.id), presentWorkshopSchedule);
  },
});
