import { dataEnvelope, idParamsSchema, publicScheduleSchema } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentPublicSchedule } from '../../presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { publicScheduleByIdQuery } from './public-schedule-query.ts';

/** GET /v1/public/workshop-schedules/:id: one bookable schedule; any other (draft, past, private...) is 404. */
export const showPublicSchedule = defineRoute({
  method: 'get',
  path: '/public/workshop-schedules/:id',
  summary: 'Show a bookable schedule (public)',
  tags: ['Public'],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(publicScheduleSchema) },
  errors: [404],
  handler: async (ctx) => {
    const row = (await publicScheduleByIdQuery(ctx.knex, ctx.state.input.params.id)) as
      | PublicScheduleRow
      | undefined;
    if (!row) throw notFound();
    return present(row, presentPublicSchedule);
  },
});
