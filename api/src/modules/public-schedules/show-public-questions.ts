import { bookingQuestionListSchema, idParamsSchema } from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { presentQuestion, questionsOf } from '../../bookings/booking-answers.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';
import { publicScheduleByIdQuery } from './public-schedule-query.ts';

/**
 * GET /v1/public/workshop-schedules/:id/questions: what booking the schedule asks (its workshop's booking
 * questions), for whoever may book it; apart from the schedule's read, which lists and benchmarks share.
 */
export const showPublicQuestions = defineRoute({
  method: 'get',
  path: '/public/workshop-schedules/:id/questions',
  summary: 'The booking questions of a bookable schedule (public)',
  tags: ['Public'],
  before: [optionalAuthentication()],
  request: { params: idParamsSchema },
  responses: { 200: bookingQuestionListSchema },
  errors: [404],
  handler: async (ctx) => {
    const row = (await publicScheduleByIdQuery(ctx.knex, ctx.state.input.params.id)) as
      | (PublicScheduleRow & { tenantId: string })
      | undefined;
    if (!row || !(await mayReachSchedule(ctx, ctx.knex, row))) throw notFound();
    const questions = await questionsOf(ctx.knex, row.tenantId, row.workshopId);
    return { data: questions.map(presentQuestion) };
  },
});
